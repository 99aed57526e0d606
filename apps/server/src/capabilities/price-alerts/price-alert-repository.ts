import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { PriceAlertState } from '@lantau/domain';
import type { Executor } from '../../platform/db/insert-missing';
import type { PriceAlertsTable } from '../../platform/db/schema';

export type PriceAlertRow = Selectable<PriceAlertsTable>;

/** The evaluator's state as the row keeps it. */
export const stateOf = (row: PriceAlertRow): PriceAlertState => ({
  armed: row.armed,
  lastFiredDate: row.last_fired_date,
  finished: row.status === 'TRIGGERED',
});

/** SQL for price alerts. */
export const priceAlertRepository = {
  /** The client's row locked: two creations at once cannot both pass the count. */
  async lockUser(db: Executor, userId: string): Promise<void> {
    await db.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
  },

  async insert(db: Executor, row: Insertable<PriceAlertsTable>): Promise<void> {
    await db.insertInto('price_alerts').values(row).execute();
  },

  async update(db: Executor, alertId: string, change: Updateable<PriceAlertsTable>): Promise<void> {
    await db.updateTable('price_alerts').set(change).where('alert_id', '=', alertId).execute();
  },

  async remove(db: Executor, alertId: string): Promise<void> {
    await db.deleteFrom('price_alerts').where('alert_id', '=', alertId).execute();
  },

  list(db: Executor, userId: string, filter: { market?: string; stockCode?: string }) {
    let query = db
      .selectFrom('price_alerts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('alert_id');
    if (filter.market !== undefined) query = query.where('market', '=', filter.market);
    if (filter.stockCode !== undefined) query = query.where('stock_code', '=', filter.stockCode);
    return query.execute();
  },

  find(db: Executor, alertId: string): Promise<PriceAlertRow | undefined> {
    return db.selectFrom('price_alerts').selectAll().where('alert_id', '=', alertId).executeTakeFirst();
  },

  async countOf(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('price_alerts')
      .select(sql<string>`count(*)`.as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** The alerts the evaluator watches: enabled and not finished. */
  watched(db: Executor): Promise<PriceAlertRow[]> {
    return db
      .selectFrom('price_alerts')
      .selectAll()
      .where('enabled', '=', true)
      .where('status', '=', 'ACTIVE')
      .execute();
  },

  /**
   * Claims a firing: only if the row still has the terms and state the evaluator saw (enabled, active, armed,
   * the same value and frequency, and for OPD not fired on this date), so one edge fires once on any number of
   * nodes. True when this caller won it.
   */
  async claimFiring(
    db: Executor,
    alert: Pick<PriceAlertRow, 'alert_id' | 'value' | 'frequency'>,
    businessDate: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('price_alerts')
      .set((eb) => ({
        armed: false,
        last_fired_date: businessDate,
        last_fired_at: new Date(),
        fire_count: eb('fire_count', '+', 1),
        status: alert.frequency === 'OFA' ? 'TRIGGERED' : 'ACTIVE',
      }))
      .where('alert_id', '=', alert.alert_id)
      .where('enabled', '=', true)
      .where('status', '=', 'ACTIVE')
      .where('armed', '=', true)
      .where('frequency', '=', alert.frequency)
      .where(sql<boolean>`value = ${alert.value}::numeric`)
      .where(sql<boolean>`(frequency <> 'OPD' or last_fired_date is distinct from ${businessDate})`)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Records that the condition was seen false (armed) or true without firing (an OPD edge on a day it fired). */
  async setArmed(db: Executor, alertId: string, armed: boolean): Promise<void> {
    await db
      .updateTable('price_alerts')
      .set({ armed })
      .where('alert_id', '=', alertId)
      .where('armed', '=', !armed)
      .execute();
  },
};
