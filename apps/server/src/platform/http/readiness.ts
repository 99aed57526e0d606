import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { getReady } from '@lantau/contract';
import type { Database } from '../db/schema';
import { AppError } from './app-error';
import { registerCall } from './register-call';

/** A dependency's answer in time, or the node is not ready: a balancer's check must not hang on a stuck one. */
const CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  /** From now on the node answers 503 to readiness checks (main.ts, on SIGTERM, before it closes). */
  drain(): void;
  readonly draining: boolean;
}

function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const answered = check().then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready, for the load balancer in front of several nodes (npm run cluster): cheap (one `select 1`,
 * one Redis PING), unauthenticated, and honest: 503 (E5003) when the database or Redis does not answer, and
 * from the moment the node starts shutting down, so the balancer takes it out of rotation while its last
 * requests finish rather than after connections were refused.
 */
export function registerReadiness(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; redisPing?: () => Promise<unknown> },
): Readiness {
  let draining = false;
  const readiness: Readiness = {
    drain: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
  // A close not started by a signal (tests, a failed start) drains too.
  app.addHook('preClose', async () => readiness.drain());
  // While draining, each answer ends its connection: when the node closes, no idle keep-alive connection of the
  // balancer is left for a call to be sent down at the very moment it goes.
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  registerCall(app, getReady, async () => {
    if (draining) throw new AppError('E5003');
    const [database, redis] = await Promise.all([
      answersInTime(() => sql`select 1`.execute(deps.db)),
      deps.redisPing ? answersInTime(deps.redisPing) : Promise.resolve(undefined),
    ]);
    if (!database || redis === false) throw new AppError('E5003');
    return { database: 'ok', redis: redis ? 'ok' : 'off' } as const;
  });
  return readiness;
}
