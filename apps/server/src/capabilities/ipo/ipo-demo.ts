import type { IpoContext } from './ipo-context';
import type { IpoDesk } from './ipo-desk';
import { ipoRepository } from './ipo-repository';

/** The demo issues' IDs start so: only they are processed by the demo desk. */
export const DEMO_IPO_PREFIX = 'IPO-DEMO-';

/** The two members of a broker's demo staff who prepare and approve a demo issue's results. */
export type DemoDeskMembers = (brokerCode: string) => { preparer: string; approver: string };

/**
 * Demo mode's IPO desk, as the demo processes funds: a demo issue closed and due for results (its results date
 * reached) gets them prepared by one demo member (the ballot at the maximum offer price) and approved by
 * another, through the same desk calls staff use, so the demo's events and audit trail read as the desk's.
 */
export function createIpoDemoDesk(context: IpoContext, desk: IpoDesk, members: DemoDeskMembers) {
  return {
    async run(signal?: AbortSignal): Promise<number> {
      let done = 0;
      const today = context.clock.today();
      for (const row of await ipoRepository.issuesIn(context.db, ['CLOSED'])) {
        if (signal?.aborted) break;
        if (!row.ipo_id.startsWith(DEMO_IPO_PREFIX) || row.results_date > today) continue;
        const { preparer, approver } = members(row.broker_code);
        if (!row.pending_step) {
          await desk.results({ brokerCode: row.broker_code, staffId: preparer }, row.ipo_id, {
            finalPrice: row.offer_price_high,
            method: 'BALLOT',
          });
        }
        await desk.approve({ brokerCode: row.broker_code, staffId: approver }, row.ipo_id);
        done += 1;
      }
      return done;
    },
  };
}

export type IpoDemoDesk = ReturnType<typeof createIpoDemoDesk>;
