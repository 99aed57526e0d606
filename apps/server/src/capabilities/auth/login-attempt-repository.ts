import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Executor } from '../../platform/db/insert-missing';
import type { AttemptPurpose, Database } from '../../platform/db/schema';

/** The address of the count kept per user ID across every address. */
export const everyAddress = '*';

export interface AttemptKey {
  purpose: AttemptPurpose;
  brokerCode: string;
  /** The user ID as typed: unknown IDs are counted the same way, so answers never tell which exist. */
  userRef: string;
  /** A client address, or `everyAddress`. */
  address: string;
}

/** Where a login came from: the user ID, the client address and the device. */
export interface LoginOrigin {
  brokerCode: string;
  userId: string;
  address: string;
  deviceUuid: string | null;
}

/** The rows (of a table with `address` and `device_uuid`) of logins from this address or on this device. */
const fromOrigin = (origin: LoginOrigin) =>
  origin.deviceUuid === null
    ? sql<boolean>`address = ${origin.address}`
    : sql<boolean>`(address = ${origin.address} or device_uuid = ${origin.deviceUuid})`;

/**
 * Whether a table of logins (client login records, staff sessions) holds one of the user's from this address
 * or on this device: the user's own, most likely.
 */
export async function loggedInFrom(
  executor: Executor,
  logins: { table: 'login_records'; user: 'user_id' } | { table: 'staff_sessions'; user: 'staff_id' },
  origin: LoginOrigin,
): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(logins.table)}
    where broker_code = ${origin.brokerCode} and ${sql.ref(logins.user)} = ${origin.userId}
      and ${fromOrigin(origin)} limit 1`.execute(executor);
  return rows.length > 0;
}

/** The row of a key. */
const isKey = (key: AttemptKey) => (eb: ExpressionBuilder<Database, 'login_attempts'>) =>
  eb.and({ purpose: key.purpose, broker_code: key.brokerCode, user_ref: key.userRef, address: key.address });

/**
 * SQL for counting failures and locking, per purpose (logins, reset codes, staff logins), per address and user
 * ID and per user ID overall.
 */
export function createLoginAttemptRepository(db: Kysely<Database>) {
  const row = (key: AttemptKey) => db.selectFrom('login_attempts').where(isKey(key));

  return {
    find(key: AttemptKey) {
      return row(key).select(['failures', 'locked_until']).executeTakeFirst();
    },

    /** Counts one failure and returns the failures so far. */
    async addFailure(key: AttemptKey): Promise<number> {
      const added = await db
        .insertInto('login_attempts')
        .values({
          purpose: key.purpose,
          broker_code: key.brokerCode,
          user_ref: key.userRef,
          address: key.address,
          failures: 1,
        })
        .onConflict((conflict) =>
          conflict.columns(['broker_code', 'user_ref', 'purpose', 'address']).doUpdateSet({
            failures: sql`login_attempts.failures + 1`,
            updated_at: new Date(),
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return added.failures;
    },

    async lock(key: AttemptKey, until: Date): Promise<void> {
      await db
        .updateTable('login_attempts')
        .set({ locked_until: until, updated_at: new Date() })
        .where(isKey(key))
        .execute();
    },

    /** Forgets one count (a lock that ran out). */
    async clear(key: AttemptKey): Promise<void> {
      await db.deleteFrom('login_attempts').where(isKey(key)).execute();
    },

    /** Forgets the counts of a user ID for these purposes: after a completed login or a password reset. */
    async clearUser(
      executor: Executor,
      brokerCode: string,
      userRef: string,
      purposes: readonly AttemptPurpose[],
    ): Promise<void> {
      if (purposes.length === 0) return;
      await executor
        .deleteFrom('login_attempts')
        .where('broker_code', '=', brokerCode)
        .where('user_ref', '=', userRef)
        .where('purpose', 'in', purposes)
        .execute();
    },

    /**
     * Whether a client completed a login on this device or from this address before (its owner, most likely):
     * the login records of the retention period.
     */
    isKnownClientOrigin(origin: LoginOrigin): Promise<boolean> {
      return loggedInFrom(db, { table: 'login_records', user: 'user_id' }, origin);
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
