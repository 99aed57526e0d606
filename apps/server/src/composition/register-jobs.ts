import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { purgeJob } from '../capabilities/retention/purge-job';
import { createAdvisoryJobLock, type DatabaseJobResources } from '../platform/jobs/advisory-job-lock';
import { createJobRunner, type Job, type JobObserver, type JobRunner } from '../platform/jobs/job-runner';
import type { Database } from '../platform/db/schema';

/**
 * Starts the server's scheduled jobs once it is ready and stops them before it closes (before the database
 * does). Returns the runner: `runNow(name)` runs one at once, for operators and tests.
 */
export function registerJobs(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: Pick<Config, 'purgeIntervalSeconds' | 'retentionDays' | 'jobClock'>,
  /** The capabilities' jobs, made with the parts they run with. */
  more: readonly Job<DatabaseJobResources>[] = [],
  /** The node's metrics: each tick's lag and each run's duration. */
  observer?: JobObserver,
): JobRunner {
  const jobs: Job<DatabaseJobResources>[] = [...more];
  if (config.purgeIntervalSeconds > 0) {
    jobs.push(
      purgeJob({ intervalSeconds: config.purgeIntervalSeconds, retentionDays: config.retentionDays }),
    );
  }
  const lock = createAdvisoryJobLock(db);
  const runner = createJobRunner({
    jobs,
    lock,
    log: app.log.child({ component: 'jobs' }),
    clock: config.jobClock,
    observer,
  });
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => {
    await runner.stop();
    await lock.close();
  });
  return runner;
}
