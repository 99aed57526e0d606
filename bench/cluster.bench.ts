// The cluster benchmark (npm run bench:cluster): the orders benchmark's client (bench/orders.bench.ts: signed
// POST /api/orders from demo clients through autocannon, ack and fill times from the session sockets) against
// one node on the embedded database and then, side by side on the same machine, through the balancer of the
// three-node cluster (scripts/cluster-topology.ts: PostgreSQL, Redis, the exchange process, three nodes,
// HAProxy). Prints orders/s and ack p99 of both, their ratio, and the load average. Asserts nothing.
// Usage: node --import tsx bench/cluster.bench.ts [seconds=10] [connections=20].
import os from 'node:os';
import { startCluster } from '../scripts/cluster-topology';
import { runBenchmark } from './api-session';
import { measure, print, runOn, type Figures } from './orders.bench';
import { createTestWebDist } from '../apps/server/test/support/web-dist';

async function onCluster(): Promise<Figures> {
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
    return await measure('cluster: 3 nodes', { baseUrl: cluster.url, child: first });
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const reference = await runOn('one node', undefined);
  const cluster = await onCluster();
  print([reference, cluster]);
  console.log(
    `cluster / one node: ${(cluster.rate / reference.rate).toFixed(2)}x orders/s, ack p99 ${(cluster.ackP99 / reference.ackP99).toFixed(2)}x`,
  );
  console.log(
    `load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after (${os.cpus().length} cores)`,
  );
}

runBenchmark(main, 600);
