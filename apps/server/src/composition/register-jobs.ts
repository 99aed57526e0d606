import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { purgeJob } from '../capabilities/retention/purge-job';
import { createAdvisoryJobLock, type DatabaseJobResources } from '../platform/jobs/advisory-job-lock';
import { createJobRunner, type Job } from '../platform/jobs/job-runner';

/**
 * Starts the server's scheduled jobs once it is ready and stops them before it closes (before the database
 * does). `app.jobs.runNow(name)` runs one at once, for operators and tests.
 */
export function registerJobs(
  app: FastifyInstance,
  config: Config,
  /** Jobs of capabilities registered later (they reach their parts when they run). */
  more: readonly Job<DatabaseJobResources>[] = [],
): void {
  const jobs: Job<DatabaseJobResources>[] = [...more];
  if (config.purgeIntervalSeconds > 0) {
    jobs.push(
      purgeJob({ intervalSeconds: config.purgeIntervalSeconds, retentionDays: config.retentionDays }),
    );
  }
  const lock = createAdvisoryJobLock(app.db);
  const runner = createJobRunner({
    jobs,
    lock,
    log: app.log.child({ component: 'jobs' }),
    clock: config.jobClock,
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => {
    await runner.stop();
    await lock.close();
  });
}
