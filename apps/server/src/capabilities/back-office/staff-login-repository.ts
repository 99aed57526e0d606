import type { Insertable } from 'kysely';
import type { Executor } from '../../platform/db/insert-missing';
import type { StaffLoginStepsTable } from '../../platform/db/schema';

/** SQL of staff members and the steps of their logins (the e-mailed codes). */
export const staffLoginRepository = {
  /** An enabled member of the broker's staff. */
  findMember(executor: Executor, brokerCode: string, staffId: string) {
    return executor
      .selectFrom('staff_members')
      .selectAll()
      .where('broker_code', '=', brokerCode)
      .where('staff_id', '=', staffId)
      .where('disabled', '=', false)
      .executeTakeFirst();
  },

  async insertStep(executor: Executor, step: Insertable<StaffLoginStepsTable>): Promise<void> {
    await executor.insertInto('staff_login_steps').values(step).execute();
  },

  /** The member's unused step named by its token's hash. */
  findOpenStep(executor: Executor, stepTokenHash: string, member: { broker_code: string; staff_id: string }) {
    return executor
      .selectFrom('staff_login_steps')
      .selectAll()
      .where('step_token_hash', '=', stepTokenHash)
      .where('broker_code', '=', member.broker_code)
      .where('staff_id', '=', member.staff_id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
  },

  /** Spends the step; false when another request spent it first. */
  async spendStep(executor: Executor, stepTokenHash: string, now: Date): Promise<boolean> {
    const spent = await executor
      .updateTable('staff_login_steps')
      .set({ used_at: now })
      .where('step_token_hash', '=', stepTokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return spent.numUpdatedRows !== 0n;
  },

  /** Counts a wrong code against the step; returns the step's wrong codes so far. */
  async countMismatch(executor: Executor, stepTokenHash: string): Promise<number> {
    const { mismatches } = await executor
      .updateTable('staff_login_steps')
      .set((eb) => ({ mismatches: eb('mismatches', '+', 1) }))
      .where('step_token_hash', '=', stepTokenHash)
      .returning('mismatches')
      .executeTakeFirstOrThrow();
    return mismatches;
  },
};
