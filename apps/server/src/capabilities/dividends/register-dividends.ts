import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Ledger } from '../ledger';
import { createDividendPayments, type DividendPayments } from './dividend-payments';
import { registerDividendRoutes } from './dividend-routes';
import { createDividendService } from './dividend-service';

/**
 * Dividends: the client and staff calls. Returns the payments (entitlement fixing and payment), which the
 * dividend job (dividend-job.ts) runs with.
 */
export function registerDividends(
  app: FastifyInstance,
  shared: { db: Kysely<Database>; ledger: Ledger },
): DividendPayments {
  const payments = createDividendPayments({ ledger: shared.ledger });
  registerDividendRoutes(app, createDividendService({ db: shared.db, ledger: shared.ledger, payments }), shared.db);
  return payments;
}
