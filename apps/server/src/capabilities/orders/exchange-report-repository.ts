import type { ClientExecution } from '@lantau/exchange';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/insert-missing';
import { jsonb } from '../../platform/db/jsonb';

/** SQL of the exchange's reports parked on disk until they can be applied (exchange_reports). */
export const exchangeReportRepository = {
  /** Parks a report; one already parked under its key stays as it is. */
  async park(
    executor: Executor,
    parked: { reportKey: string; orderId: string; report: ClientExecution; error: string },
  ): Promise<void> {
    await executor
      .insertInto('exchange_reports')
      .values({
        report_key: parked.reportKey,
        order_id: parked.orderId,
        report: jsonb(parked.report),
        last_error: parked.error,
      })
      .onConflict((conflict) => conflict.column('report_key').doNothing())
      .execute();
  },

  /** The order's parked reports not applied yet, in arrival order. */
  pendingOf(executor: Executor, orderId: string) {
    return executor
      .selectFrom('exchange_reports')
      .select(['sequence', 'report'])
      .where('order_id', '=', orderId)
      .where('state', '=', 'PENDING')
      .orderBy('sequence')
      .execute();
  },

  /** Whether the execution is booked already (its transaction committed, its answer lost). */
  async executionBooked(executor: Executor, executionId: string): Promise<boolean> {
    const row = await executor
      .selectFrom('executions')
      .select('execution_id')
      .where('execution_id', '=', executionId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async markApplied(executor: Executor, sequence: string): Promise<void> {
    await executor
      .updateTable('exchange_reports')
      .set({ state: 'APPLIED', applied_at: sql`now()`, attempts: sql`attempts + 1` })
      .where('sequence', '=', sequence)
      .execute();
  },

  async markFailed(executor: Executor, sequence: string, error: string): Promise<void> {
    await executor
      .updateTable('exchange_reports')
      .set({ attempts: sql`attempts + 1`, last_error: error })
      .where('sequence', '=', sequence)
      .execute();
  },

  /** The orders with parked reports, the one parked first first. */
  ordersWithPending(executor: Executor) {
    return executor
      .selectFrom('exchange_reports')
      .select('order_id')
      .where('state', '=', 'PENDING')
      .groupBy('order_id')
      .orderBy(sql`min(sequence)`)
      .execute();
  },
};
