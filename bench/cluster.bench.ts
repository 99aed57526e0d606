// The cluster benchmark (npm run bench:cluster): the orders benchmark's client (bench/orders.bench.ts: signed
// POST /api/orders from demo clients through autocannon, ack and fill times from the session sockets) against
// one node on the embedded database and then, side by side on the same machine, through the balancer of the
// three-node cluster (scripts/cluster-topology.ts: PostgreSQL, Redis, the exchange process, three nodes,
// HAProxy). Prints orders/s and ack p99 of both, their ratio, and the load average. Then the same for the
// streaming socket's fan-out (bench/fanout.bench.ts's clients logging real sessions in through the URL): one
// node, then the balancer, tick-to-client p50/p99 of each. Asserts nothing.
// Usage: node --import tsx bench/cluster.bench.ts [seconds=10] [connections=20].
// CLUSTER_BENCH=orders or =fanout runs only that part; FANOUT_CLIENTS (96: 8 sockets for each of the 12 LTU demo
// clients with Level 2 in HK, as real logins allow) and FANOUT_SECONDS (20) size the fan-out.
import os from 'node:os';
import { startCluster } from '../scripts/cluster-topology';
import { runBenchmark } from './api-session';
import { measureFanout, type FanoutFigures } from './fanout.bench';
import { measure, onOneNode, print, runOn, type Figures } from './orders.bench';
import { printTable, wholeNumber } from './print-table';
import { createTestWebDist } from '../apps/server/test/support/web-dist';

const PARTS = process.env.CLUSTER_BENCH ?? 'orders,fanout';
const FANOUT_CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 96);
const FANOUT_SECONDS = Number(process.env.FANOUT_SECONDS ?? 20);

const fanoutOn = (url: string, label: string) =>
  measureFanout({ clients: FANOUT_CLIENTS, seconds: FANOUT_SECONDS, url, label });

async function onCluster(): Promise<{ orders?: Figures; fanout?: FanoutFigures }> {
  const cluster = await startCluster({
    webDist: await createTestWebDist(),
    nodeEnv: {
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      DEMO_MODE: 'true',
    },
  });
  try {
    // CPU is read of one process: the first node's (each node takes a third of the orders).
    const first = { pid: cluster.nodes[0]!.pid } as Parameters<typeof measure>[1]['child'];
    const orders = PARTS.includes('orders')
      ? await measure('cluster: 3 nodes', { baseUrl: cluster.url, child: first })
      : undefined;
    // The balancer deals the sockets round robin: each node streams about a third of the clients.
    const fanout = PARTS.includes('fanout') ? await fanoutOn(cluster.url, 'cluster: 3 nodes') : undefined;
    return { orders, fanout };
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const reference = PARTS.includes('orders') ? await runOn('one node', undefined) : undefined;
  const referenceFanout = PARTS.includes('fanout')
    ? await onOneNode(undefined, (server) => fanoutOn(server.baseUrl, 'one node'))
    : undefined;
  const cluster = await onCluster();
  if (reference && cluster.orders) {
    print([reference, cluster.orders]);
    console.log(
      `cluster / one node: ${(cluster.orders.rate / reference.rate).toFixed(2)}x orders/s, ack p99 ${(cluster.orders.ackP99 / reference.ackP99).toFixed(2)}x`,
    );
  }
  if (referenceFanout && cluster.fanout) {
    printTable<FanoutFigures & { where: string }>(
      `fan-out: ${FANOUT_CLIENTS} clients x 20 HK instruments, ${FANOUT_SECONDS} s, sessions logged in through the URL`,
      [
        { heading: 'run', width: 18, alignLeft: true, cell: (row) => row.where },
        { heading: 'clients', width: 8, cell: (row) => wholeNumber(row.clients) },
        { heading: 'quotes/s', width: 9, cell: (row) => wholeNumber(row.quotesPerSecond) },
        { heading: 'p50 ms', width: 7, cell: (row) => wholeNumber(row.p50) },
        { heading: 'p99 ms', width: 7, cell: (row) => wholeNumber(row.p99) },
        { heading: 'max ms', width: 7, cell: (row) => wholeNumber(row.max) },
      ],
      [
        { where: 'one node', ...referenceFanout },
        { where: 'cluster: 3 nodes', ...cluster.fanout },
      ],
    );
    console.log(
      `cluster / one node: fan-out p99 ${(cluster.fanout.p99 / referenceFanout.p99).toFixed(2)}x, quotes/s ${(cluster.fanout.quotesPerSecond / referenceFanout.quotesPerSecond).toFixed(2)}x`,
    );
  }
  console.log(
    `load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after (${os.cpus().length} cores)`,
  );
}

runBenchmark(main, 600 + FANOUT_CLIENTS * 0.1);
