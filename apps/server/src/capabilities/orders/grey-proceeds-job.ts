import type { DatabaseJobResources } from '../../platform/jobs/advisory-job-lock';
import type { Job } from '../../platform/jobs/job-runner';
import type { GreyMarket } from './grey-market';

export const GREY_PROCEEDS_JOB = 'grey-market-proceeds';

/**
 * Lets grey market sale proceeds go on their new issue's listing day (by the market's trading date, as the
 * trades were dated). Until then they are frozen: the broker has not been paid by the buyer's broker yet.
 */
export function greyProceedsJob(greyMarket: GreyMarket, intervalSeconds: number): Job<DatabaseJobResources> {
  return {
    name: GREY_PROCEEDS_JOB,
    intervalMs: intervalSeconds * 1000,
    async run({ db }) {
      await greyMarket.releaseDueProceeds(db);
    },
  };
}
