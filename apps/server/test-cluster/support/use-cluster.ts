import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { startCluster, type Cluster, type ClusterNode } from '../../../../scripts/cluster-topology';
import { openDatabase } from '../../src/platform/db/database';
import type { Database } from '../../src/platform/db/schema';
import { httpClientOf, type TestServer } from '../../test/support/test-server';
import { createTestWebDist } from '../../test/support/web-dist';

/** Every node's per-address limit in the cluster tests (RATE_LIMIT_PER_MINUTE): small enough to reach. */
export const clusterRateLimit = 240;

/**
 * One address per test client: requests reach the nodes through the balancer's X-Forwarded-For (the nodes
 * trust it), so each test spends its own per-address budgets (login, rate limit) as distinct clients would.
 * Loopback addresses (127.0.0.0/8), so the development outbox still answers them (codes for the logins).
 */
let addresses = 0;
export const newClientAddress = () => {
  addresses += 1;
  return `127.10.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/**
 * The test support's server handle for a process reached over HTTP (the balancer or one node): what the
 * integration helpers (logIn, signedCall, helloSocket...) use of a TestServer, sending the client's address.
 */
export function remoteServer(baseUrl: string, address: string): TestServer {
  return {
    baseUrl,
    ...httpClientOf(baseUrl, { 'x-forwarded-for': address }),
    // Nothing of these is in this process: a helper that reaches for them fails loudly.
    app: undefined as unknown as FastifyInstance,
    database: undefined as unknown as TestServer['database'],
    webDist: '',
  };
}

export interface ClusterUnderTest {
  cluster: Cluster;
  /** The cluster's database, for the durability helpers' checks. */
  db: Kysely<Database>;
  /** A client at its own address, through the balancer. */
  viaBalancer(address?: string): TestServer;
  /** A client at its own address, straight to one node (a test about a given node). */
  viaNode(node: ClusterNode, address?: string): TestServer;
}

/**
 * The whole topology (scripts/cluster-topology.ts, as `npm run cluster` starts it) for one test file: started
 * before its tests, stopped (run folder removed) after them. Read `current` inside tests.
 */
export function useCluster(nodeEnv: Record<string, string> = {}): { current: ClusterUnderTest } {
  const holder = {} as { current: ClusterUnderTest };
  let webDist: string | undefined;
  beforeAll(async () => {
    webDist = await createTestWebDist();
    const cluster = await startCluster({
      webDist,
      nodeEnv: {
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: String(clusterRateLimit),
        // Fund requests wait for staff and no demo IPO moves cash, as in the integration tests.
        DEMO_FUND_PROCESSING_SECONDS: '0',
        DEMO_IPOS: 'false',
        ...nodeEnv,
      },
    });
    const db = await openDatabase({
      databaseUrl: cluster.databaseUrl,
      dataDir: cluster.runDir,
      poolSize: 2,
      timeouts: { acquireMs: 5_000, statementMs: 30_000, idleInTransactionMs: 10_000 },
      log: pino({ level: 'silent' }),
    });
    holder.current = {
      cluster,
      db,
      viaBalancer: (address = newClientAddress()) => remoteServer(cluster.url, address),
      viaNode: (node, address = newClientAddress()) => remoteServer(node.baseUrl, address),
    };
  }, 180_000);
  afterAll(async () => {
    await holder.current?.db.destroy();
    await holder.current?.cluster.stop();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  }, 60_000);
  return holder;
}
