// The API benchmark: a bare Fastify (bench/api-reference-server.ts) and the real server (apps/server's
// main.ts, rate limits off, a fresh data folder, silent logs), each in its own process, loaded in turn by
// autocannon from this one with 50 connections. Prints requests/s, p50 and p99 of the bare reference, the
// cached configuration read and a signed market-data snapshot, each rate as a ratio of the bare one, and the
// server's CPU time per request (on a shared machine the rate follows the CPU others leave; this does not).
// Usage: node --import tsx bench/api.bench.ts [seconds=10]. Asserts nothing; ends by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { canonicalRequest, formatAuthorization } from '@lantau/contract';
import { demoClients } from '../apps/server/src/db/seed/demo-clients';
import { freePort } from '../apps/server/test/support/free-port';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const USER_ID = 'LTU1004'; // a Level 2 client: a live snapshot spends no clicks
const CONFIGURATION_PATH = '/api/brokers/LTU/configurations?key=WebTwoFAChannel';
const SNAPSHOT_PATH = '/market-api/snapshots/details?market=HK&stockCode=00700';

const root = fileURLToPath(new URL('../', import.meta.url));
const children = new Set<ChildProcess>();
// However the run goes, it ends: start-up, three warm-ups and three measured runs, with room to spare.
const deadline = setTimeout(
  () => {
    console.error('benchmark deadline passed: stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
  (120 + 6 * (SECONDS + WARM_UP_SECONDS)) * 1000,
);

/** Starts a TypeScript entry point in its own Node process; resolves once `readyPath` answers 200. */
async function startProcess(entry: string, env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  // e.g. BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the servers under load.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const ok = await fetch(baseUrl + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, baseUrl };
    if (waited > 90_000) throw new Error(`${entry} did not answer ${readyPath} in 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

async function api<T>(baseUrl: string, pathWithQuery: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(baseUrl + pathWithQuery, init);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 'OK') throw new Error(`${pathWithQuery}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Logs the demo client in through the API as the portal does: password, SMS code from the outbox. */
async function logIn(baseUrl: string) {
  const client = demoClients.find((candidate) => candidate.userId === USER_ID);
  if (!client) throw new Error(`no demo client ${USER_ID}`);
  const headers = {
    'x-broker-code': client.brokerCode,
    'x-lang': 'en_US',
    'content-type': 'application/json',
  };
  const credentials = { userID: client.userId, password: client.password };
  const first = await api<{ challenge: { twoFaToken: string } }>(baseUrl, '/api/auths/logins', {
    method: 'POST',
    headers,
    body: JSON.stringify(credentials),
  });
  const withToken = { ...headers, 'x-two-fa-token': first.challenge.twoFaToken };
  await api(baseUrl, `/api/auths/otps?feature=LOGIN&userID=${client.userId}`, { headers: withToken });
  const to = encodeURIComponent(client.mobile.areaCode + client.mobile.number);
  const sent = (await (await fetch(`${baseUrl}/dev/outbox.json?to=${to}`)).json()) as { text: string }[];
  const otp = /\b\d{4,8}\b/.exec(sent[0]?.text ?? '')?.[0];
  if (!otp) throw new Error('no code in the outbox');
  const second = await api<{ session: { token: string; signingKey: string } }>(baseUrl, '/api/auths/logins', {
    method: 'POST',
    headers: withToken,
    body: JSON.stringify({ ...credentials, otp }),
  });
  return { brokerCode: client.brokerCode, ...second.session };
}

type Session = Awaited<ReturnType<typeof logIn>>;
const emptyBodyHash = createHash('sha256').update('').digest('hex');

/** Headers of one signed GET, with a fresh nonce (a repeated one is refused as a replay). */
function signedHeaders(session: Session, pathWithQuery: string): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(16).toString('base64url');
  const canonical = canonicalRequest({
    method: 'GET',
    pathWithQuery,
    timestamp,
    nonce,
    bodySha256Hex: emptyBodyHash,
  });
  const signature = createHmac('sha256', Buffer.from(session.signingKey, 'base64url'))
    .update(canonical)
    .digest('base64url');
  return {
    token: session.token,
    'x-broker-code': session.brokerCode,
    'x-lang': 'en_US',
    authorization: formatAuthorization(timestamp, nonce, signature),
  };
}

interface Figures {
  name: string;
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  /** Server CPU time per request in microseconds, NaN where /proc is not there to tell. */
  cpuMicros: number;
}

/** CPU time a process has used so far, in milliseconds (Linux: /proc/<pid>/stat, in ticks of 10 ms). */
function cpuMillisOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
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
  const format = (value: number) => Math.round(value).toLocaleString('en-US');
  console.log('');
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up`);
  console.log(
    'call                          requests/s   p50 ms   p99 ms   x bare   failed   CPU µs/request',
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(28),
        format(row.rate).padStart(12),
        String(row.p50).padStart(8),
        String(row.p99).padStart(8),
        (row.rate / bare).toFixed(3).padStart(8),
        String(row.failures).padStart(8),
        Math.round(row.cpuMicros).toLocaleString('en-US').padStart(16),
      ].join(' '),
    );
  }
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
    const session = await logIn(server.baseUrl);
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

main()
  .catch((error: unknown) => {
    console.error(error);
    for (const child of children) child.kill('SIGKILL');
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(deadline));
