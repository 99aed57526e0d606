import type { Selectable } from 'kysely';
import type { ScreenerConditions } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import { jsonb } from '../../platform/db/jsonb';
import type { StockScreenersTable } from '../../platform/db/schema';

export type ScreenerRow = Selectable<StockScreenersTable>;

/** SQL of screener strategies. Every query is scoped to one user. */
export const screenerRepository = {
  /** One strategy change per user at a time: the count cap and the name check then see every earlier write. */
  async lockUser(executor: Executor, userId: string): Promise<void> {
    await executor.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
  },

  list(executor: Executor, userId: string): Promise<ScreenerRow[]> {
    return executor
      .selectFrom('stock_screeners')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('screener_id')
      .execute();
  },

  find(executor: Executor, userId: string, screenerId: string): Promise<ScreenerRow | undefined> {
    return executor
      .selectFrom('stock_screeners')
      .selectAll()
      .where('user_id', '=', userId)
      .where('screener_id', '=', screenerId)
      .executeTakeFirst();
  },

  async count(executor: Executor, userId: string): Promise<number> {
    const row = await executor
      .selectFrom('stock_screeners')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async nameTaken(executor: Executor, userId: string, name: string, except?: string): Promise<boolean> {
    let query = executor
      .selectFrom('stock_screeners')
      .select('screener_id')
      .where('user_id', '=', userId)
      .where('name', '=', name);
    if (except !== undefined) query = query.where('screener_id', '<>', except);
    return (await query.executeTakeFirst()) !== undefined;
  },

  insert(
    executor: Executor,
    row: { screenerId: string; userId: string; name: string; conditions: ScreenerConditions },
  ): Promise<ScreenerRow> {
    return executor
      .insertInto('stock_screeners')
      .values({
        screener_id: row.screenerId,
        user_id: row.userId,
        name: row.name,
        conditions: jsonb(row.conditions as Record<string, unknown>),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(
    executor: Executor,
    userId: string,
    screenerId: string,
    change: { name?: string | undefined; conditions?: ScreenerConditions | undefined },
  ): Promise<ScreenerRow | undefined> {
    return executor
      .updateTable('stock_screeners')
      .set({
        ...(change.name !== undefined && { name: change.name }),
        ...(change.conditions !== undefined && {
          conditions: jsonb(change.conditions as Record<string, unknown>),
        }),
        updated_at: new Date(),
      })
      .where('user_id', '=', userId)
      .where('screener_id', '=', screenerId)
      .returningAll()
      .executeTakeFirst();
  },

  async remove(executor: Executor, userId: string, screenerId: string): Promise<boolean> {
    const deleted = await executor
      .deleteFrom('stock_screeners')
      .where('user_id', '=', userId)
      .where('screener_id', '=', screenerId)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  },
};
