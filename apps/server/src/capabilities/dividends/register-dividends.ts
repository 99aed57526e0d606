import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { Ledger } from '../ledger';
import type { MarketClock } from '../../platform/time/market-clock';
import { createDividendPayments, type DividendPayments } from './dividend-payments';
import { registerDividendRoutes } from './dividend-routes';
import { createDividendService } from './dividend-service';

/**
 * Dividends: the client and staff calls. Returns the payments (entitlement fixing and payment), which the
 * dividend job (dividend-job.ts) runs with.
 */
export function registerDividends(
  app: FastifyInstance,
  shared: { db: Kysely<Database>; ledger: Ledger; clock: Pick<MarketClock, 'today'>; bus: EventBus },
): DividendPayments {
  const payments = createDividendPayments({ ledger: shared.ledger, bus: shared.bus });
  registerDividendRoutes(
    app,
    createDividendService({ db: shared.db, clock: shared.clock, payments }),
    shared.db,
  );
  return payments;
}
