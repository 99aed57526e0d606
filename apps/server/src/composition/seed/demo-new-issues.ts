import { addTradingDays } from '@lantau/domain';
import type { Kysely } from 'kysely';
import type { NewIssueListing, NewIssues } from '../../capabilities/markets/new-issues';
import type { Database } from '../../platform/db/schema';

// The demo's new issues in their grey market now. The IPO capability's demo data owns the issues (its third
// demo issue is the one whose grey market is open); it adds that issue to `demoGreyMarketIssues`, and this hook
// dates it so its grey session is the current trading day's: under MARKET_CLOCK=demo the grey market then
// runs all day, whenever the demo runs. No issue is invented here, so there is one source of demo IPO data.

/** A new issue as the demo data gives it: everything but its dates, which the demo's clock sets. */
export type DemoNewIssue = Omit<NewIssueListing, 'greyMarketDate' | 'listingDate'>;

/** Filled by the IPO demo data (its issue whose grey market is open); empty until then. */
export const demoGreyMarketIssues: DemoNewIssue[] = [];

/**
 * The issue with its grey market on `tradingDate` (Hong Kong's trading date now) and its listing on the next
 * Hong Kong trading day.
 */
export function inGreyMarketOn(issue: DemoNewIssue, tradingDate: string): NewIssueListing {
  return { ...issue, greyMarketDate: tradingDate, listingDate: addTradingDays('HK', tradingDate, 1) };
}

/**
 * Lists the demo's grey market issues at start-up, in one transaction (NewIssues.list is idempotent: the same
 * day's start lists nothing new; a later day's moves the grey market to that day). Returns how many.
 */
export async function listDemoNewIssues(
  db: Kysely<Database>,
  newIssues: NewIssues,
  tradingDate: string,
  issues: readonly DemoNewIssue[] = demoGreyMarketIssues,
): Promise<number> {
  if (issues.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const issue of issues) await newIssues.list(trx, inGreyMarketOn(issue, tradingDate));
  });
  return issues.length;
}
