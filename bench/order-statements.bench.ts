// Statements per order: the real server (as bench/orders.bench.ts starts it, on the embedded database) with a
// preload counting every statement it sends through `pg` (bench/statement-counter.ts), and a fixed number of
// orders through the API: market buys and sells of one INTC share, each pair in one of the orders bench's five
// accounts in turn, each order sent once its connection's previous one has filled (its FFL frame on the session
// socket). The counts cover exactly those orders (taken after a warm-up, and after the last trade notice):
// a count, unlike a rate, does not depend on what else the machine runs. With one connection every unit of the
// group commit is a batch of its own (its `begin`, savepoint and `commit` counted whole); with more they share.
// Usage: node --import tsx bench/order-statements.bench.ts [orders=200] [connections=1] [--texts]
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrderRequest } from '@lantau/contract';
import {
  cpuMillisOf,
  descendantsCpuMillisOf,
  logIn,
  runBenchmark,
  signedHeaders,
  type Session,
} from './api-session';
import { ACCOUNTS, benchOrderBody, fillTimes, onOneNode } from './orders.bench';
import { printTable, wholeNumber } from './print-table';

const positional = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const ORDERS = Number(positional[0] ?? 200);
const CONNECTIONS = Number(positional[1] ?? 1);
const TEXTS = process.argv.includes('--texts');
const WARM_UP_PAIRS = 2 * ACCOUNTS.length;
/** After the last fill: its trade notice is sent behind the FFL frame. */
const SETTLE_MS = 1_500;
const ORDERS_PATH = '/api/orders';

/** What kind of statement a text is: its verb and the table it acts on, `with` statements by every table. */
export function kindOf(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const session =
    /^(begin|commit|rollback to savepoint|rollback|release savepoint \w+; savepoint|savepoint)\b/.exec(plain);
  if (session) return session[1]!.replace(/ \w+; savepoint$/, ' + savepoint');
  const locking = / for (update|no key update|share)\b/.exec(plain)?.[0] ?? '';
  const tables = (pattern: RegExp) => [...plain.matchAll(pattern)].map((match) => match[2]!);
  if (plain.startsWith('with ')) {
    const writes = tables(/\b(insert into|update|delete from) "?(\w+)"?/g);
    return `with: ${[...new Set(writes)].join(' + ')}${locking}`;
  }
  const verb = /^(select|insert into|update|delete from)\b/.exec(plain)?.[1];
  if (verb === undefined) return plain.slice(0, 60);
  // A select's own table, not one of a subquery in its columns: parenthesised parts left out.
  let outer = plain;
  while (/\([^()]*\)/.test(outer)) outer = outer.replace(/\([^()]*\)/g, '');
  const table = (
    verb === 'select' ? /\bfrom "?(\w+)"?/ : /^(?:insert into|update|delete from) "?(\w+)"?/
  ).exec(outer)?.[1];
  return `${verb} ${table ?? '?'}${locking}`;
}

interface Trader {
  session: Session;
  accountNumber: string;
}

async function main(): Promise<void> {
  const countsFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'lantau-statements-')), 'counts.json');
  const counter = fileURLToPath(new URL('./statement-counter.ts', import.meta.url));
  // Node strips the preload's types itself: it runs before tsx is loaded.
  process.env.BENCH_NODE_FLAGS = `${process.env.BENCH_NODE_FLAGS ?? ''} --import ${counter}`;
  process.env.STATEMENT_COUNTS_FILE = countsFile;
  console.log(
    `load average at the start: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  const result = await onOneNode(undefined, async (server) => {
    const sessions = new Map<string, Session>();
    for (const { userId } of ACCOUNTS)
      if (!sessions.has(userId)) sessions.set(userId, await logIn(server.baseUrl, userId));
    const filled = new Map<string, () => void>();
    const early = new Set<string>();
    const closers = await Promise.all(
      [...sessions.values()].map((session) =>
        fillTimes(server.baseUrl, session, (orderId) => {
          const wake = filled.get(orderId);
          if (wake) wake();
          else early.add(orderId);
        }),
      ),
    );
    // The session sockets' hellos are answered before the first order.
    await new Promise((resolve) => setTimeout(resolve, 500));

    /** One market order, answered and then filled. */
    async function trade(trader: Trader, side: OrderRequest['side']): Promise<void> {
      const body = benchOrderBody(trader.accountNumber, side);
      const response = await fetch(server.baseUrl + ORDERS_PATH, {
        method: 'POST',
        body,
        headers: {
          ...signedHeaders(trader.session, ORDERS_PATH, { method: 'POST', body }),
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
      });
      const answer = (await response.json()) as { code: string; data: { orderID?: string } };
      const orderId = answer.data.orderID;
      if (answer.code !== 'OK' || orderId === undefined)
        throw new Error(`refused: ${JSON.stringify(answer)}`);
      if (early.delete(orderId)) return;
      await new Promise<void>((resolve) => filled.set(orderId, resolve));
      filled.delete(orderId);
    }

    /** `pairs` buy-and-sell pairs over `connections` connections, account after account. */
    async function pairs(count: number, connections: number): Promise<void> {
      let next = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (next < count) {
            const account = ACCOUNTS[next++ % ACCOUNTS.length]!;
            const trader = { session: sessions.get(account.userId)!, accountNumber: account.accountNumber };
            await trade(trader, 'BUY');
            await trade(trader, 'SELL');
          }
        }),
      );
    }

    const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await pairs(WARM_UP_PAIRS, CONNECTIONS);
    await settle();
    server.child.kill('SIGUSR2'); // the counts so far (log-ins, warm-up) are dropped
    const cpuBefore = cpuMillisOf(server.child.pid);
    const databaseBefore = descendantsCpuMillisOf(server.child.pid);
    const started = performance.now();
    await pairs(Math.ceil(ORDERS / 2), CONNECTIONS);
    const seconds = (performance.now() - started) / 1000;
    const cpuMillis = cpuMillisOf(server.child.pid) - cpuBefore;
    const databaseMillis = descendantsCpuMillisOf(server.child.pid) - databaseBefore;
    await settle();
    server.child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const close of closers) close();
    const counts = JSON.parse(await readFile(countsFile, 'utf8')) as Record<string, number>;
    return { counts, seconds, cpuMillis, databaseMillis };
  });
  await rm(path.dirname(countsFile), { recursive: true, force: true });

  const orders = 2 * Math.ceil(ORDERS / 2);
  const byKind = new Map<string, number>();
  for (const [text, count] of Object.entries(result.counts))
    byKind.set(kindOf(text), (byKind.get(kindOf(text)) ?? 0) + count);
  const rows = [...byKind].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  printTable(
    `${orders} orders (market buy and sell, 1 INTC) over ${CONNECTIONS} connection(s), ` +
      `${result.seconds.toFixed(1)} s; statements through pg, by kind`,
    [
      { heading: 'statement', width: 58, alignLeft: true, cell: (row) => row.kind },
      { heading: 'count', width: 7, cell: (row) => wholeNumber(row.count) },
      { heading: 'per order', width: 10, cell: (row) => (row.count / orders).toFixed(2) },
    ],
    [...rows, { kind: 'all', count: total }],
  );
  console.log(
    `server CPU ${wholeNumber((result.cpuMillis * 1000) / orders)} µs/order, ` +
      `database CPU ${wholeNumber((result.databaseMillis * 1000) / orders)} µs/order (one connection: ` +
      `idle time between orders counts too). Load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  if (TEXTS)
    for (const [text, count] of Object.entries(result.counts).sort((a, b) => b[1] - a[1]))
      console.log(`${(count / orders).toFixed(2).padStart(6)}  ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
}

runBenchmark(main, 600);
