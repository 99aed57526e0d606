import type { DatabaseJobResources } from '../../platform/jobs/advisory-job-lock';
import type { Job } from '../../platform/jobs/job-runner';
import type { MarketClock } from '../../platform/time/market-clock';
import type { DividendPayments } from './dividend-payments';

export const DIVIDEND_JOB = 'dividend-payments';

/**
 * Fixes entitlements once a record date has passed and pays dividends on their payment date. Dates are the
 * market clock's business dates, the same the journals it posts are dated with, rather than the job clock's
 * (which only times the runs).
 */
export function dividendJob(
  parts: { payments: DividendPayments; clock: Pick<MarketClock, 'today'> },
  intervalSeconds: number,
): Job<DatabaseJobResources> {
  const { payments, clock } = parts;
  return {
    name: DIVIDEND_JOB,
    intervalMs: intervalSeconds * 1000,
    async run({ db, signal }) {
      return payments.runDue(db, clock.today(), signal);
    },
  };
}
