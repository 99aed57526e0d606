import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../src/platform/db/schema';

/** Thrown to roll a transaction back with what it read. */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

/**
 * Runs `work` in a transaction that is always rolled back afterwards, and returns what it read: for tests that
 * write rows by hand to look at a statement's effect and must leave the database as they found it.
 */
export async function inRolledBackTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new RolledBack(await work(trx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('the transaction was not rolled back');
}
