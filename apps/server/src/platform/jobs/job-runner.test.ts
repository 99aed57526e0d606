import { describe, expect, it } from 'vitest';
import { manualJobClock as manualClock } from '../../../test/support/manual-job-clock';
import { createJobRunner, type Job, type JobLock } from './job-runner';

const quietLog = { info: () => {}, debug: () => {}, error: () => {} };
const freeLock: JobLock<object> = { runExclusive: async (_name, work) => (await work({}), true) };

/** A job whose runs stay open until the test releases them. */
function controlledJob(name: string, intervalMs: number) {
  const starts: number[] = [];
  const releases: (() => void)[] = [];
  const job: Job<object> = {
    name,
    intervalMs,
    run: ({ now }) => {
      starts.push(now.getTime());
      return new Promise<void>((resolve) => releases.push(resolve));
    },
  };
  return { job, starts, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

describe('job runner', () => {
  it('runs each job every interval, at planned ticks, with the clock time', async () => {
    const clock = manualClock();
    const purge = controlledJob('purge', 1_000);
    const runner = createJobRunner({ jobs: [purge.job], lock: freeLock, log: quietLog, clock });
    runner.start();
    runner.start();
    await clock.advance(999);
    expect(purge.starts).toEqual([]);
    for (let tick = 0; tick < 3; tick += 1) {
      await clock.advance(1_000);
      purge.releaseAll();
    }
    expect(purge.starts).toEqual([1_000, 2_000, 3_000]);
    await runner.stop();
  });

  it('skips a tick while the previous run is busy, and runs again once it ended', async () => {
    const clock = manualClock();
    const slow = controlledJob('slow', 1_000);
    const runner = createJobRunner({ jobs: [slow.job], lock: freeLock, log: quietLog, clock });
    runner.start();
    await clock.advance(3_500);
    // Ticks at 2,000 and 3,000 found the run of 1,000 still going.
    expect(slow.starts).toEqual([1_000]);
    expect(await runner.runNow('slow')).toEqual({ status: 'skipped', reason: 'busy' });
    slow.releaseAll();
    await clock.advance(500);
    expect(slow.starts).toEqual([1_000, 4_000]);
    slow.releaseAll();
    await runner.stop();
  });

  it('skips a run another node holds the lock of, and keeps going after a failed run', async () => {
    const clock = manualClock();
    let held = true;
    let runs = 0;
    const lock: JobLock<object> = {
      runExclusive: async (_name, work) => (held ? false : (await work({}), true)),
    };
    const flaky: Job<object> = {
      name: 'flaky',
      intervalMs: 1_000,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database went away');
        return { deleted: runs };
      },
    };
    const runner = createJobRunner({ jobs: [flaky], lock, log: quietLog, clock });
    expect(await runner.runNow('flaky')).toEqual({ status: 'skipped', reason: 'locked' });
    held = false;
    expect(await runner.runNow('flaky')).toMatchObject({ status: 'failed' });
    expect(await runner.runNow('flaky')).toEqual({ status: 'ran', summary: { deleted: 2 } });
    await runner.stop();
  });

  it('stops: cancels its timers, aborts the running job and waits for it', async () => {
    const clock = manualClock();
    let aborted = false;
    let finished = false;
    const long: Job<object> = {
      name: 'long',
      intervalMs: 1_000,
      run: ({ signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            // A job ends its current short step before returning.
            setTimeout(() => {
              finished = true;
              resolve();
            }, 5);
          });
        }),
    };
    const runner = createJobRunner({ jobs: [long], lock: freeLock, log: quietLog, clock });
    runner.start();
    await clock.advance(1_000);
    expect(clock.pending()).toBe(1);
    await runner.stop();
    expect([aborted, finished, clock.pending()]).toEqual([true, true, 0]);
    expect(await runner.runNow('long')).toEqual({ status: 'skipped', reason: 'stopped' });
    runner.start();
    expect(clock.pending()).toBe(0);
  });
});
