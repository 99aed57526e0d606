// The orders benchmark: the real server (apps/server's main.ts, rate limits off, a fresh data folder or a
// fresh PostgreSQL database, silent logs) in its own process, loaded by autocannon with signed POST /api/orders
// from demo clients: one share of INTC (about 40 USD, a deep book) at market, buys and sells in turn (so buying power and shares last),
// each with its own Idempotency-Key. Prints orders/s and the p50/p99 to acknowledgement (the response: the
// order is on disk and the exchange has acknowledged it) and to fill (the `orderbook` frame of FFL on the
// client's session socket), on the embedded database and, with TEST_DATABASE_URL, on a PostgreSQL server.
// The connections are spread over five demo accounts: one account's orders serialise on its balance rows.
// Usage: node --import tsx bench/orders.bench.ts [seconds=10] [connections=20]. Asserts nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { socketPaths, type OrderRequest, type SessionServerFrame } from '@lantau/contract';
import {
  cpuMillisOf,
  descendantsCpuMillisOf,
  logIn,
  runBenchmark,
  sessionHello,
  signedHeaders,
  startProcess,
  stopProcess,
  type Session,
} from './api-session';
import { printTable, wholeNumber } from './print-table';
import { embeddedCommitRates } from './commit-rate';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 20);
const WARM_UP_SECONDS = 3;
/** Commits of the database's own rate, printed beside the order rate. */
const COMMITS = 1_000;
const ORDERS_PATH = '/api/orders';
/** Demo accounts with US dollars and their owners; each connection trades in one. */
export const ACCOUNTS = [
  { userId: 'LTU1001', accountNumber: 'LTU100101' },
  { userId: 'LTU1001', accountNumber: 'LTU100102' },
  { userId: 'LTU1004', accountNumber: 'LTU100401' },
  { userId: 'LTU1005', accountNumber: 'LTU100501' },
  { userId: 'LTU1006', accountNumber: 'LTU100601' },
];

/** What one pass of a connection (a buy, then a sell) keeps: its account and when it sent. */
interface ConnectionState {
  trader?: { session: Session; accountNumber: string };
  sentAt?: number;
}

export interface Figures {
  where: string;
  rate: number;
  ackP50: number;
  ackP99: number;
  fillP50: number;
  fillP99: number;
  filled: number;
  refused: number;
  /** Why orders were refused (E6001 with its reason), counted. */
  refusals: string;
  cpuMicros: number;
  /** The embedded database's processes' CPU per order (NaN on a PostgreSQL server: not ours to count). */
  databaseCpuMicros: number;
}

/** The bench's order: one INTC share at market, bought or sold in `accountNumber`. */
export const benchOrderBody = (accountNumber: string, side: OrderRequest['side']): string =>
  JSON.stringify({
    accountNumber,
    market: 'US',
    stockCode: 'INTC',
    side,
    orderType: 'MO',
    quantity: 1,
    timeInForce: 'DAY',
  } satisfies OrderRequest);

/** Listens on a client's session socket: `onFilled` with each order's ID as its FFL frame arrives. */
export async function fillTimes(baseUrl: string, session: Session, onFilled: (orderId: string) => void) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${socketPaths.session}`);
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as SessionServerFrame;
    if (frame.type === 'orderbook' && frame.status === 'FFL') onFilled(frame.orderID);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify(sessionHello(session)));
  return () => socket.close();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};

/** One warm-up and one measured run of signed orders against a running server. */
export async function measure(
  where: string,
  server: Awaited<ReturnType<typeof startProcess>>,
): Promise<Figures> {
  const sessions = new Map<string, Session>();
  for (const { userId } of ACCOUNTS)
    if (!sessions.has(userId)) sessions.set(userId, await logIn(server.baseUrl, userId));
  const filledAt = new Map<string, number>();
  const closers = await Promise.all(
    [...sessions.values()].map((session) =>
      fillTimes(server.baseUrl, session, (orderId) => filledAt.set(orderId, performance.now())),
    ),
  );
  let passes = 0;
  const sentAt = new Map<string, number>();
  let refused = 0;
  const refusals = new Map<string, number>();
  const order = (side: OrderRequest['side']) => ({
    method: 'POST' as const,
    path: ORDERS_PATH,
    setupRequest: (request: autocannon.Request, context: object) => {
      const state = context as ConnectionState;
      if (side === 'BUY' || state.trader === undefined) {
        const account = ACCOUNTS[passes++ % ACCOUNTS.length]!;
        state.trader = { session: sessions.get(account.userId)!, accountNumber: account.accountNumber };
      }
      const body = benchOrderBody(state.trader.accountNumber, side);
      state.sentAt = performance.now();
      return {
        ...request,
        body,
        headers: {
          ...signedHeaders(state.trader.session, ORDERS_PATH, { method: 'POST', body }),
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
      };
    },
    onResponse: (_status: number, body: string, context: object) => {
      const answer = JSON.parse(body) as { code: string; data: { orderID?: string; reason?: string } };
      if (answer.code !== 'OK' || !answer.data.orderID) {
        refused += 1;
        const why = `${answer.code} ${answer.data?.reason ?? ''}`.trim();
        refusals.set(why, (refusals.get(why) ?? 0) + 1);
      } else sentAt.set(answer.data.orderID, (context as ConnectionState).sentAt ?? NaN);
    },
  });
  const run = (duration: number) =>
    autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration,
      // A buy then a sell of the same account: autocannon keeps a context through one pass of the list.
      requests: [order('BUY'), order('SELL')],
    });
  await run(WARM_UP_SECONDS);
  sentAt.clear();
  refused = 0;
  refusals.clear();
  const cpuBefore = cpuMillisOf(server.child.pid);
  const databaseBefore = descendantsCpuMillisOf(server.child.pid);
  const result = await run(SECONDS);
  const cpuMillis = cpuMillisOf(server.child.pid) - cpuBefore;
  const databaseMillis = descendantsCpuMillisOf(server.child.pid) - databaseBefore;
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the last fills' frames
  for (const close of closers) close();
  const toFill = [...sentAt].flatMap(([orderId, sent]) => {
    const filled = filledAt.get(orderId);
    return filled === undefined ? [] : [filled - sent];
  });
  return {
    where,
    rate: result.requests.average,
    ackP50: result.latency.p50,
    ackP99: result.latency.p99,
    fillP50: percentile(toFill, 50),
    fillP99: percentile(toFill, 99),
    filled: toFill.length,
    refused: refused + result.non2xx + result.errors + result.timeouts,
    refusals: [...refusals].map(([why, count]) => `${why} x${count}`).join(', '),
    cpuMicros: (cpuMillis * 1000) / result.requests.total,
    databaseCpuMicros: (databaseMillis * 1000) / result.requests.total,
  };
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL; dropped by the returned function. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lantau_bench_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One node on its own data folder (and `databaseUrl`'s PostgreSQL if given), for as long as `use` runs. */
export async function onOneNode<T>(
  databaseUrl: string | undefined,
  use: (server: Awaited<ReturnType<typeof startProcess>>) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-orders-bench-'));
  try {
    const server = await startProcess(
      'apps/server/src/main.ts',
      {
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
        RATE_LIMIT_PER_MINUTE: '0',
        DEMO_MODE: 'true',
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      },
      '/api/brokers/LTU/configurations?key=WebTwoFAChannel',
    );
    try {
      return await use(server);
    } finally {
      await stopProcess(server.child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const runOn = (where: string, databaseUrl: string | undefined): Promise<Figures> =>
  onOneNode(databaseUrl, (server) => measure(where, server));

export function print(rows: Figures[]): void {
  printTable(
    `${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up`,
    [
      { heading: 'database', width: 18, alignLeft: true, cell: (row) => row.where },
      { heading: 'orders/s', width: 9, cell: (row) => wholeNumber(row.rate) },
      { heading: 'ack p50', width: 9, cell: (row) => wholeNumber(row.ackP50) },
      { heading: 'ack p99', width: 9, cell: (row) => wholeNumber(row.ackP99) },
      { heading: 'fill p50', width: 10, cell: (row) => wholeNumber(row.fillP50) },
      { heading: 'fill p99', width: 10, cell: (row) => wholeNumber(row.fillP99) },
      { heading: 'filled', width: 8, cell: (row) => wholeNumber(row.filled) },
      { heading: 'refused', width: 9, cell: (row) => wholeNumber(row.refused) },
      { heading: 'CPU µs/order', width: 14, cell: (row) => wholeNumber(row.cpuMicros) },
      { heading: 'DB CPU µs/order', width: 17, cell: (row) => wholeNumber(row.databaseCpuMicros) },
    ],
    rows,
  );
  for (const row of rows) if (row.refusals) console.log(`${row.where} refusals: ${row.refusals}`);
  console.log('latencies in ms; aim: >= 2,000 orders/s, p99 < 20 ms');
}

async function main(): Promise<void> {
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(`load average at the start: ${load()}`);
  const rows = [await runOn('embedded', undefined)];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await freshDatabase(serverUrl);
    try {
      rows.push(await runOn('PostgreSQL server', database.url));
    } finally {
      await database.drop();
    }
  }
  print(rows);
  // The limit: the embedded database's own commit rate on this machine, measured right after the orders.
  const rates = await embeddedCommitRates(COMMITS);
  console.log(
    `the embedded database's own commits (bench:storage, ${COMMITS} single-row commits): ` +
      `${wholeNumber(rates.one.perSecond)}/s from 1 connection, ${wholeNumber(rates.eight.perSecond)}/s from 8 ` +
      `(p99 ${rates.eight.p99.toFixed(1)} ms); an order takes 3 transactions (placing, ACK, fill), ` +
      `which group commit shares among the orders of the moment. Load average ${load()}`,
  );
}

// Two servers (each database), each with a warm-up and a measured run, with room to spare. Not when
// bench/cluster.bench.ts imports this file for its client.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runBenchmark(main, 240 + 4 * (SECONDS + WARM_UP_SECONDS));
