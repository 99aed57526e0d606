import type { DatabaseJobResources } from '../../platform/jobs/advisory-job-lock';
import type { Job } from '../../platform/jobs/job-runner';
import { platformActor } from '../../platform/workflow/audit';
import type { IpoDemoDesk } from './ipo-demo';
import type { IpoProcessing } from './ipo-processing';

export const IPO_JOB = 'ipo-timetable';

/**
 * The IPO timetable on the market clock: issues opened at their open time, applications debited and lodged at
 * their type's cut-off, issues closed at their close (ACP), allotted ones listed on their listing date; in demo
 * mode, the demo issues' results prepared and approved by the demo desk. Each step is its own transaction and
 * safe to repeat, so a run cut short (kill -9) is finished by the next.
 */
export function ipoJob(
  parts: { processing: IpoProcessing; demo?: IpoDemoDesk | undefined },
  intervalSeconds: number,
): Job<DatabaseJobResources> {
  return {
    name: IPO_JOB,
    intervalMs: intervalSeconds * 1000,
    async run({ signal }) {
      const summary = await parts.processing.runDue(platformActor, signal);
      const demoResults = parts.demo ? await parts.demo.run(signal) : 0;
      return { ...summary, demoResults };
    },
  };
}
