import type { DatabaseJobResources } from '../../platform/jobs/advisory-job-lock';
import type { Job } from '../../platform/jobs/job-runner';
import type { Ledger } from '../ledger';
import type { DividendPayments } from './dividend-payments';

export const DIVIDEND_JOB = 'dividend-payments';

/**
 * Fixes entitlements once a record date has passed and pays dividends on their payment date. Dates are the
 * ledger's business dates (the market's clock), the same the journals it posts are dated with, rather than the
 * job clock's.
 */
export function dividendJob(
  parts: { payments: DividendPayments; ledger: Pick<Ledger, 'today'> },
  intervalSeconds: number,
): Job<DatabaseJobResources> {
  const { payments, ledger } = parts;
  return {
    name: DIVIDEND_JOB,
    intervalMs: intervalSeconds * 1000,
    async run({ db, signal }) {
      return payments.runDue(db, ledger.today(), signal);
    },
  };
}
