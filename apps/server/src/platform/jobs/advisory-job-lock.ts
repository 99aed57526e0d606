import type { Kysely } from 'kysely';
import type pg from 'pg';
import { dedicatedClient } from '../db/database';
import type { Database } from '../db/schema';
import type { JobLock } from './job-runner';

/** What a job run gets besides the lock: the database (its pool; the lock holds none of its connections). */
export interface DatabaseJobResources {
  db: Kysely<Database>;
}

/** First key of the two-key advisory locks: keeps job locks apart from any other advisory lock. */
const jobLockNamespace = 0x4c54_4a42; // 'LTJB'

/**
 * A PostgreSQL session advisory lock per job run, so that of several nodes on one database only one runs a
 * job at a time. `pg_try_advisory_lock` never waits: a node that finds it taken skips the run. The locks live
 * on one connection of their own, outside the pool: a job's work uses the pool like any request, and a run
 * holding a pooled connection while it waited for another could hold the platform (one-connection-guard.ts).
 * A node that dies releases its locks with that connection; a lost connection is opened again on the next run.
 */
export function createAdvisoryJobLock(
  db: Kysely<Database>,
): JobLock<DatabaseJobResources> & { close(): Promise<void> } {
  let lockConnection: Promise<pg.Client> | undefined;
  // Jobs run on timers of their own, so two runs may take or give back their locks at the same moment. A pg
  // client runs one statement at a time and queues the rest, which pg deprecates (pg 9 removes it): the
  // statements on the lock connection go one after another through this queue instead.
  let lastStatement: Promise<unknown> = Promise.resolve();

  function onLockConnection<Row extends pg.QueryResultRow>(
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    const statement = lastStatement.then(async () => (await connection()).query<Row>(text, values));
    lastStatement = statement.catch(() => undefined);
    return statement;
  }

  function connection(): Promise<pg.Client> {
    lockConnection ??= (async () => {
      const client = dedicatedClient(db);
      client.on('error', () => {
        // Its locks went with it; the next run opens another.
        lockConnection = undefined;
      });
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      lockConnection = undefined;
      throw error;
    });
    return lockConnection;
  }

  return {
    async runExclusive(name, work) {
      const { rows } = await onLockConnection<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        [jobLockNamespace, name],
      );
      if (rows[0]?.locked !== true) return false;
      try {
        await work({ db });
      } finally {
        // A connection lost meanwhile took the lock with it.
        await onLockConnection('select pg_advisory_unlock($1, hashtext($2))', [jobLockNamespace, name]).catch(
          () => undefined,
        );
      }
      return true;
    },

    async close() {
      const opened = lockConnection;
      lockConnection = undefined;
      await (await opened?.catch(() => undefined))?.end();
    },
  };
}
