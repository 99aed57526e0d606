import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { createAdvisoryJobLock } from '../src/platform/jobs/advisory-job-lock';
import type { Database } from '../src/platform/db/schema';
import { createTestDatabase, openTestDatabase, testBackends, type TestDatabase } from './support/backends';

describe.each(testBackends)('the jobs’ advisory locks (%s)', (backend) => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = await openTestDatabase(database);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('takes and gives back the locks of jobs running at once one statement at a time, each job once', async () => {
    // pg queues a statement sent while another runs on the same client, and deprecates it (pg 9 removes it).
    let sentWhileBusy = 0;
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      // pg's own internals (the public `activeQuery` getter is itself deprecated and would warn).
      const internals = this as unknown as { _getActiveQuery(): unknown; _queryQueue: unknown[] };
      if (internals._getActiveQuery() || internals._queryQueue.length > 0) sentWhileBusy += 1;
      return (query as (...rest: unknown[]) => never).apply(this, args);
    } as never);
    const lock = createAdvisoryJobLock(db);
    // Another node: a lock connection of its own.
    const otherNode = createAdvisoryJobLock(db);
    try {
      const ran: string[] = [];
      const names = ['funds', 'dividends', 'purge', 'ipo', 'grey-proceeds'];
      const outcomes = await Promise.all(
        names.map((name) =>
          lock.runExclusive(name, async () => {
            ran.push(name);
            // While this node runs the job, the other node finds its lock taken and skips the run.
            expect(await otherNode.runExclusive(name, async () => ran.push(`${name} twice`))).toBe(false);
          }),
        ),
      );
      expect(outcomes).toEqual([true, true, true, true, true]);
      expect(ran.sort()).toEqual(['dividends', 'funds', 'grey-proceeds', 'ipo', 'purge']);
      expect(sentWhileBusy).toBe(0);
      // Every lock was given back: the other node runs each job now.
      for (const name of names) expect(await otherNode.runExclusive(name, async () => undefined)).toBe(true);
    } finally {
      spy.mockRestore();
      await lock.close();
      await otherNode.close();
    }
  });
});
