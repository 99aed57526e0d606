import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobLock } from './job-runner';

/** What a job run gets from the database lock: the connection that holds the lock. */
export interface DatabaseJobResources {
  db: Kysely<Database>;
}

/** First key of the two-key advisory locks: keeps job locks apart from any other advisory lock. */
const jobLockNamespace = 0x4c54_4a42; // 'LTJB'

/**
 * A PostgreSQL session advisory lock per job run, so that of several nodes on one database only one runs a
 * job at a time. `pg_try_advisory_lock` never waits: a node that finds it taken skips the run. The lock lives
 * as long as the connection, so a node that dies releases it with its connection. The job runs on that same
 * connection (one statement at a time, each its own short transaction), so a run takes one connection from
 * the pool, never two, and cannot wait on itself when the pool is small.
 */
export function createAdvisoryJobLock(db: Kysely<Database>): JobLock<DatabaseJobResources> {
  return {
    runExclusive: (name, work) =>
      db.connection().execute(async (connection) => {
        const { rows } = await sql<{ locked: boolean }>`
          select pg_try_advisory_lock(${jobLockNamespace}, hashtext(${name})) as locked`.execute(connection);
        if (rows[0]?.locked !== true) return false;
        try {
          await work({ db: connection });
        } finally {
          await sql`select pg_advisory_unlock(${jobLockNamespace}, hashtext(${name}))`.execute(connection);
        }
        return true;
      }),
  };
}
