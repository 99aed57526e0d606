import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { WebSocket } from 'ws';
import { poolStatsOf } from '../db/database';
import type { Database } from '../db/schema';
import { isLocalCaller } from '../http/local-caller';
import type { JobObserver } from '../jobs/job-runner';
import type { MetricsSettings } from './metrics-settings';
import type { OrderTimings } from './order-timings';

// Each node's figures in Prometheus text format at GET /metrics (docs/scaling.md names the series to watch).
// One registry per server, not prom-client's global one: tests build several servers in one process.

/** Request and order-path latencies: from a fraction of a millisecond to the 30 s statement timeout. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Job lag and duration: jobs tick every 30 s to 10 min; a late tick or a long run is seconds to minutes. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

export interface NodeMetrics {
  readonly registry: Registry;
  /** Handed to the job runner (composition/register-jobs.ts). */
  readonly jobs: JobObserver;
  /** Handed to the orders capability through its dependencies. */
  readonly orders: OrderTimings;
}

/**
 * Makes the node's metrics and serves them: requests by route and status with their latency, open sockets by
 * path, the database pool, and prom-client's process metrics (event loop lag, heap, CPU). The order path and
 * the jobs record through what this returns.
 */
export function registerMetrics(
  app: FastifyInstance,
  settings: MetricsSettings['metrics'],
  db: Kysely<Database>,
): NodeMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lantau_' });

  const requests = new Counter({
    name: 'lantau_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const histogram = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ) => new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] });
  const requestSeconds = histogram(
    'lantau_http_request_duration_seconds',
    'Time from a request received to its reply sent, by method and route pattern',
    ['method', 'route'],
    LATENCY_BUCKETS,
  );
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: an unknown path is one series, not one per path asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    requestSeconds.observe({ method, route }, reply.elapsedTime / 1000);
  });

  countOpenSockets(app, registry);

  const pool = (
    name: string,
    help: string,
    read: (stats: NonNullable<ReturnType<typeof poolStatsOf>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = poolStatsOf(db);
        if (stats) this.set(read(stats));
      },
    });
  pool('lantau_db_pool_connections', 'Database connections the pool holds (busy and idle)', (s) => s.total);
  pool('lantau_db_pool_idle_connections', 'Database connections idle in the pool', (s) => s.idle);
  pool('lantau_db_pool_waiting_requests', 'Queries waiting for a pooled connection', (s) => s.waiting);

  const jobLag = histogram(
    'lantau_job_lag_seconds',
    "How late a job's scheduled tick fired against its planned time",
    ['job'],
    JOB_BUCKETS,
  );
  const jobSeconds = histogram(
    'lantau_job_duration_seconds',
    'How long a job run took, by job and outcome (ran, failed, skipped)',
    ['job', 'outcome'],
    JOB_BUCKETS,
  );

  const placed = histogram(
    'lantau_order_placement_seconds',
    "A placing request's start to its order's commit",
    [],
    LATENCY_BUCKETS,
  );
  const answered = histogram(
    'lantau_order_exchange_answer_seconds',
    'An order sent to the exchange to its answer (ACK or REJ) committed',
    ['outcome'],
    LATENCY_BUCKETS,
  );
  const applied = histogram(
    'lantau_order_report_applied_seconds',
    "An execution report's arrival to its fill or cancel committed",
    ['kind'],
    LATENCY_BUCKETS,
  );

  if (settings.enabled) {
    app.get(
      '/metrics',
      { schema: { hide: true }, onRequest: (request, reply) => onlyAllowed(settings.token, request, reply) },
      async (_request, reply) =>
        reply
          .type(registry.contentType)
          .header('cache-control', 'no-store')
          .send(await registry.metrics()),
    );
  }
  app.addHook('onClose', async () => registry.clear());

  return {
    registry,
    jobs: {
      tick: (job, lagMs) => jobLag.observe({ job }, lagMs / 1000),
      ended: (job, outcome, ms) => jobSeconds.observe({ job, outcome: outcome.status }, ms / 1000),
    },
    orders: {
      placed: (seconds) => placed.observe(seconds),
      answered: (seconds, outcome) => answered.observe({ outcome }, seconds),
      reportApplied: (seconds, kind) => applied.observe({ kind }, seconds),
    },
  };
}

/**
 * Open WebSockets by path (/ws/stream, /ws/session, /ws/messages), counted where @fastify/websocket's server
 * accepts them, so no socket of any capability is missed.
 */
function countOpenSockets(app: FastifyInstance, registry: Registry): void {
  const open = new Gauge({
    name: 'lantau_open_sockets',
    help: 'WebSockets open on this node, by path',
    labelNames: ['path'] as const,
    registers: [registry],
  });
  app.addHook('onReady', async () => {
    const server = (app as FastifyInstance & { websocketServer?: { on: WebSocketServerOn } }).websocketServer;
    server?.on('connection', (socket, request) => {
      const path = new URL(request.url ?? '/', 'http://node').pathname;
      open.inc({ path });
      socket.once('close', () => open.dec({ path }));
    });
  });
}

type WebSocketServerOn = (
  event: 'connection',
  listener: (socket: WebSocket, request: IncomingMessage) => void,
) => unknown;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A caller on this machine, or one presenting the token; anyone else gets a plain 404 (a scraper set up
 * wrongly sees a refusal, not the web app's page).
 */
async function onlyAllowed(
  token: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  // Digests of equal length, so the comparison takes the same time whatever was presented.
  if (token !== undefined && presented !== undefined && timingSafeEqual(digest(presented), digest(token)))
    return;
  if (isLocalCaller(request)) return;
  request.log.warn({ ip: request.ip }, 'metrics refused: not on this machine and no valid token');
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send('Not found');
}
