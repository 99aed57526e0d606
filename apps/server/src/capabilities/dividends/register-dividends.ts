import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../ledger';
import type { MarketClock } from '../../platform/time/market-clock';
import { createDividendPayments, type DividendPayments } from './dividend-payments';
import { registerDividendRoutes } from './dividend-routes';
import { createDividendService } from './dividend-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Entitlement fixing and payment: the dividend job runs it; tests and staff calls too. */
    dividendPayments: DividendPayments;
  }
}

/** Dividends: the client and staff calls, and the payments the job (jobs/register-jobs.ts) makes. */
export function registerDividends(
  app: FastifyInstance,
  shared: { ledger: Ledger; clock: Pick<MarketClock, 'today'> },
): void {
  const payments = createDividendPayments({ ledger: shared.ledger });
  app.decorate('dividendPayments', payments);
  registerDividendRoutes(app, createDividendService({ db: app.db, clock: shared.clock, payments }));
}
