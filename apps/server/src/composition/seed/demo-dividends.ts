import type { Transaction } from 'kysely';
import { businessDateOf } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';

/** Calendar days after `date` ('YYYY-MM-DD'). */
function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Two dividends on stocks the LTU demo clients hold, recorded on the day the demo database is made, open for
 * election five days and paid two days after that: a newcomer has a dividend to elect, and the job pays it.
 * Fixed IDs: seeding again adds nothing.
 */
export async function seedDemoDividends(trx: Transaction<Database>, now = Date.now()): Promise<void> {
  const today = businessDateOf(now);
  const dates = {
    ex_date: today,
    record_date: today,
    election_deadline: daysAfter(today, 5),
    payment_date: daysAfter(today, 7),
  };
  const announcements = [
    { announcement_id: 'DV-DEMO-00700', stock_code: '00700', cash_rate: '3.4', scrip_price: '372' },
    { announcement_id: 'DV-DEMO-00005', stock_code: '00005', cash_rate: '0.78', scrip_price: '61.5' },
  ];
  const added = await trx
    .insertInto('dividend_announcements')
    .values(
      announcements.map((announcement) => ({
        ...announcement,
        ...dates,
        broker_code: 'LTU',
        market: 'HK',
        currency: 'HKD',
        status: 'ANNOUNCED' as const,
        created_by: 'platform',
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('announcement_id')
    .execute();
  if (added.length === 0) return;
  await trx
    .insertInto('dividend_announcement_events')
    .values(
      added.map(({ announcement_id }) => ({
        announcement_id,
        from_status: null,
        to_status: 'ANNOUNCED',
        actor: 'PLATFORM',
      })),
    )
    .execute();
}
