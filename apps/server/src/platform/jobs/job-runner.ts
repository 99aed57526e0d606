/**
 * The one runner for dated work (purges now; settlement, expiries and dividends later). Each job is named and
 * runs every `intervalMs`; a tick that finds the previous run still busy is skipped, never queued, so a slow
 * run cannot pile up behind itself. The lock decides which node runs a job when several share a database
 * (see advisory-job-lock.ts); jobs must be idempotent, because a run can end half-way (a crash, a stop) and
 * another node or the next tick repeats it.
 */

/** Time and timers, injected so tests step them by hand. */
export interface JobClock {
  now(): number;
  /** Calls `callback` once after `delayMs`; the returned function cancels it. */
  setTimer(callback: () => void, delayMs: number): () => void;
}

export const systemJobClock: JobClock = {
  now: () => Date.now(),
  setTimer(callback, delayMs) {
    const timer = setTimeout(callback, delayMs);
    // A pending job never keeps the process alive on its own.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** What every run receives besides what its lock provides. */
export interface JobRunContext {
  /** The clock's time when the run started: jobs compare dates with it, never with their own clock. */
  now: Date;
  /** Aborted when the runner stops: long jobs check it between their short steps. */
  signal: AbortSignal;
}

export interface Job<Resources> {
  name: string;
  intervalMs: number;
  /** Delay of the first run after start (default: one interval). */
  firstRunAfterMs?: number;
  /** Returns a summary for the log (rows deleted, items settled). */
  run(context: JobRunContext & Resources): Promise<unknown>;
}

/**
 * Runs `work` only if no other node is running the job `name`; answers false (and runs nothing) otherwise.
 * It hands `work` the resources the job runs with (for the database lock: the connection that holds it).
 */
export interface JobLock<Resources> {
  runExclusive(name: string, work: (resources: Resources) => Promise<unknown>): Promise<boolean>;
}

export type JobRunOutcome =
  | { status: 'ran'; summary: unknown }
  | { status: 'failed'; error: unknown }
  /** `busy`: this node's previous run is not finished; `locked`: another node runs it; `stopped`: runner closed. */
  | { status: 'skipped'; reason: 'busy' | 'locked' | 'stopped' };

export interface JobLog {
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the runner tells the node's metrics (platform/metrics): how late ticks fire, how runs end. */
export interface JobObserver {
  /** A scheduled tick fired `lagMs` after its planned time (start + n x interval), run or skipped. */
  tick(job: string, lagMs: number): void;
  /** A run (scheduled or runNow) ended: how, and how long it took. */
  ended(job: string, outcome: JobRunOutcome, ms: number): void;
}

export interface JobRunner {
  /** Schedules every job; calling it twice changes nothing. */
  start(): void;
  /** Runs one job now (operators, tests), under the same overlap rule and lock as a scheduled run. */
  runNow(name: string): Promise<JobRunOutcome>;
  /** Cancels the timers, aborts running jobs between their steps, and waits for them to end. */
  stop(): Promise<void>;
}

export function createJobRunner<Resources>(options: {
  jobs: readonly Job<Resources>[];
  lock: JobLock<Resources>;
  log: JobLog;
  clock?: JobClock;
  observer?: JobObserver;
}): JobRunner {
  const { jobs, lock, log, clock = systemJobClock, observer } = options;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('job names must be unique');
  const running = new Map<string, Promise<JobRunOutcome>>();
  const cancelTimers = new Set<() => void>();
  const stopping = new AbortController();
  let started = false;

  async function execute(job: Job<Resources>): Promise<JobRunOutcome> {
    const now = new Date(clock.now());
    let summary: unknown;
    try {
      const ran = await lock.runExclusive(job.name, async (resources) => {
        summary = await job.run({ ...resources, now, signal: stopping.signal });
      });
      if (!ran) return { status: 'skipped', reason: 'locked' };
      log.info({ job: job.name, summary, ms: clock.now() - now.getTime() }, 'job ran');
      return { status: 'ran', summary };
    } catch (error) {
      log.error({ job: job.name, err: error }, 'job failed');
      return { status: 'failed', error };
    }
  }

  function runOnce(job: Job<Resources>): Promise<JobRunOutcome> {
    if (stopping.signal.aborted) return Promise.resolve({ status: 'skipped', reason: 'stopped' });
    if (running.has(job.name)) {
      log.debug({ job: job.name }, 'job still running: tick skipped');
      return Promise.resolve({ status: 'skipped', reason: 'busy' });
    }
    const started = clock.now();
    const run = execute(job)
      .then((outcome) => {
        observer?.ended(job.name, outcome, clock.now() - started);
        return outcome;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  // Each timer aims at the next planned tick (start + n × interval), so run times never drift.
  function schedule(job: Job<Resources>, at: number): void {
    const cancel = clock.setTimer(
      () => {
        cancelTimers.delete(cancel);
        if (stopping.signal.aborted) return;
        observer?.tick(job.name, clock.now() - at);
        const next = at + job.intervalMs;
        schedule(job, next > clock.now() ? next : clock.now() + job.intervalMs);
        void runOnce(job);
      },
      Math.max(0, at - clock.now()),
    );
    cancelTimers.add(cancel);
  }

  return {
    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      for (const job of jobs) schedule(job, clock.now() + (job.firstRunAfterMs ?? job.intervalMs));
    },
    runNow(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      return runOnce(job);
    },
    async stop() {
      stopping.abort();
      for (const cancel of cancelTimers) cancel();
      cancelTimers.clear();
      await Promise.all(running.values());
    },
  };
}
