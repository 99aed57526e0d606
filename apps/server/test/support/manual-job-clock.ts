import type { JobClock } from '../../src/platform/jobs/job-runner';

export interface ManualJobClock extends JobClock {
  /** Moves time forward, firing due timers in order and letting their work settle as real time would. */
  advance(ms: number): Promise<void>;
  /** Timers set and not yet fired or cancelled. */
  pending(): number;
}

/** A job clock whose time moves only when a test says so. */
export function manualJobClock(start = 0): ManualJobClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    now: () => now,
    setTimer(callback, delayMs) {
      const id = nextId++;
      timers.set(id, { at: now + delayMs, callback });
      return () => timers.delete(id);
    },
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        await settle();
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}
