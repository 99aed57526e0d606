import type { DatabaseJobResources } from '../../platform/jobs/advisory-job-lock';
import type { Job } from '../../platform/jobs/job-runner';
import { createPurgeRepository } from './purge-repository';
import type { RetentionDays } from './retention-rules';

/**
 * Rows per delete statement: small enough that each statement (its own transaction) takes milliseconds and
 * never holds locks that requests wait on for long, large enough that a big backlog goes in few round trips.
 */
export const purgeBatchSize = 500;

/** Deletes what the retention rules no longer keep. Idempotent: a repeated or cut-short run is harmless. */
export function purgeJob(options: {
  intervalSeconds: number;
  retentionDays: RetentionDays;
}): Job<DatabaseJobResources> {
  return {
    name: 'purge',
    intervalMs: options.intervalSeconds * 1000,
    // Soon after start as well: a server restarted more often than the interval would otherwise never purge.
    firstRunAfterMs: Math.min(options.intervalSeconds * 1000, 60_000),
    run: ({ db, now, signal }) =>
      createPurgeRepository(db).purgeExpired(now, options.retentionDays, {
        batchSize: purgeBatchSize,
        signal,
      }),
  };
}
