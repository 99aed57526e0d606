import type { Insertable } from 'kysely';
import type { Executor } from '../../platform/db/insert-missing';
import type { StaffSessionsTable } from '../../platform/db/schema';
import { loggedInFrom, type LoginOrigin } from '../auth/login-attempt-repository';
import { brokerSettingOf } from '../brokers/broker-repository';

/** SQL of staff sessions. */
export const staffSessionRepository = {
  /** The broker's absolute session time-out as stored (absent: undefined, the default applies). */
  async absoluteTimeout(executor: Executor, brokerCode: string): Promise<unknown> {
    const row = await executor
      .selectFrom('broker_configurations')
      .select('value')
      .where('broker_code', '=', brokerCode)
      .where('config_key', '=', 'WebSessionAbsoluteTimeoutSeconds')
      .executeTakeFirst();
    return row?.value;
  },

  async insert(executor: Executor, row: Insertable<StaffSessionsTable>): Promise<void> {
    await executor.insertInto('staff_sessions').values(row).execute();
  },

  /** The session named by the token's hash if open, unexpired and its member enabled, with its broker's time-out. */
  findLive(executor: Executor, tokenHash: string, now: Date) {
    return executor
      .selectFrom('staff_sessions')
      .innerJoin('staff_members', (join) =>
        join
          .onRef('staff_members.broker_code', '=', 'staff_sessions.broker_code')
          .onRef('staff_members.staff_id', '=', 'staff_sessions.staff_id'),
      )
      .select([
        'staff_sessions.session_id',
        'staff_sessions.signing_key',
        'staff_sessions.broker_code',
        'staff_sessions.staff_id',
        'staff_sessions.created_at',
        'staff_sessions.expires_at',
        'staff_members.name',
        'staff_members.roles',
        brokerSettingOf('staff_sessions.broker_code', 'WebSessionAbsoluteTimeoutSeconds').as(
          'broker_absolute_timeout',
        ),
      ])
      .where('staff_sessions.token_hash', '=', tokenHash)
      .where('staff_sessions.ended_at', 'is', null)
      .where('staff_sessions.expires_at', '>', now)
      .where('staff_members.disabled', '=', false)
      .executeTakeFirst();
  },

  async setExpiry(executor: Executor, sessionId: string, expiresAt: Date): Promise<void> {
    await executor
      .updateTable('staff_sessions')
      .set({ expires_at: expiresAt })
      .where('session_id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
  },

  /** Whether a session of the member was ever opened on this device or from this address. */
  existsFromOrigin(executor: Executor, origin: LoginOrigin): Promise<boolean> {
    return loggedInFrom(executor, { table: 'staff_sessions', user: 'staff_id' }, origin);
  },

  async end(executor: Executor, sessionId: string, now: Date): Promise<void> {
    await executor
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('session_id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
  },
};
