// The API benchmark: a bare Fastify (bench/api-reference-server.ts) and the real server (apps/server's
// main.ts, rate limits off, a fresh data folder, silent logs), each in its own process, loaded in turn by
// autocannon from this one with 50 connections. Prints requests/s, p50 and p99 of the bare reference, the
// cached configuration read and a signed market-data snapshot, each rate as a ratio of the bare one, and the
// server's CPU time per request (on a shared machine the rate follows the CPU others leave; this does not).
// Usage: node --import tsx bench/api.bench.ts [seconds=10]. Asserts nothing; ends by itself.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  api,
  cpuMillisOf,
  logIn,
  runBenchmark,
  signedHeaders,
  startProcess,
  stopProcess,
} from './api-session';
import { printTable, wholeNumber } from './print-table';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const USER_ID = 'LTU1004'; // a Level 2 client: a live snapshot spends no clicks
const CONFIGURATION_PATH = '/api/brokers/LTU/configurations?key=WebTwoFAChannel';
const SNAPSHOT_PATH = '/market-api/snapshots/details?market=HK&stockCode=00700';

interface Figures {
  name: string;
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  /** Server CPU time per request in microseconds, NaN where /proc is not there to tell. */
  cpuMicros: number;
}

/** A warm-up, then the measured run, of one request shape against one server. */
async function measure(
  name: string,
  server: { baseUrl: string; child: ChildProcess },
  pathWithQuery: string,
  headersOf: () => Record<string, string> = () => ({}),
): Promise<Figures> {
  const run = (duration: number) =>
    autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'GET',
          path: pathWithQuery,
          setupRequest: (request) => ({ ...request, headers: headersOf() }),
        },
      ],
    });
  await run(WARM_UP_SECONDS);
  const cpuBefore = cpuMillisOf(server.child.pid);
  const result = await run(SECONDS);
  const cpuMillis = cpuMillisOf(server.child.pid) - cpuBefore;
  console.log(`  measured ${name}`);
  return {
    name,
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMicros: (cpuMillis * 1000) / result.requests.total,
  };
}

function print(rows: Figures[]): void {
  const bare = rows[0]?.rate ?? NaN;
  printTable(
    `${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up`,
    [
      { heading: 'call', width: 28, alignLeft: true, cell: (row) => row.name },
      { heading: 'requests/s', width: 12, cell: (row) => wholeNumber(row.rate) },
      { heading: 'p50 ms', width: 8, cell: (row) => String(row.p50) },
      { heading: 'p99 ms', width: 8, cell: (row) => String(row.p99) },
      { heading: 'x bare', width: 8, cell: (row) => (row.rate / bare).toFixed(3) },
      { heading: 'failed', width: 8, cell: (row) => String(row.failures) },
      {
        heading: 'CPU µs/request',
        width: 16,
        cell: (row) => wholeNumber(row.cpuMicros),
      },
    ],
    rows,
  );
  console.log('aims: cached read >= 0.25 x bare, signed snapshot >= 3,000/s, p99 < 20 ms for both');
}

async function main(): Promise<void> {
  const rows: Figures[] = [];
  const reference = await startProcess('bench/api-reference-server.ts', {}, '/');
  rows.push(await measure('bare Fastify (reference)', reference, '/'));
  await stopProcess(reference.child);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-api-bench-'));
  try {
    const started = performance.now();
    const server = await startProcess(
      'apps/server/src/main.ts',
      {
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '0',
        DEMO_MODE: 'true',
      },
      CONFIGURATION_PATH,
    );
    const where = process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded database';
    console.log(`server ready in ${((performance.now() - started) / 1000).toFixed(1)} s on ${where}`);
    const session = await logIn(server.baseUrl, USER_ID);
    rows.push(await measure('configuration (cached read)', server, CONFIGURATION_PATH));
    const signed = () => signedHeaders(session, SNAPSHOT_PATH);
    rows.push(await measure('signed snapshot (Level 2)', server, SNAPSHOT_PATH, signed));
    // The session must have held throughout: a refused call answers 200 with an error code.
    await api(server.baseUrl, SNAPSHOT_PATH, { headers: signed() });
    await stopProcess(server.child);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  print(rows);
}

// However the run goes, it ends: start-up, three warm-ups and three measured runs, with room to spare.
runBenchmark(main, 120 + 6 * (SECONDS + WARM_UP_SECONDS));
