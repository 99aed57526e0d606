import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createGroupCommit, type BatchKind } from '../src/platform/db/group-commit';
import { migrationNames } from '../src/platform/db/migrate';
import { testBackends } from './support/backends';
import { useDatabaseAt } from './support/database-at';

// The group commit's failure modes on a real database: units that arrive together share one transaction; one
// unit's error rolls back that unit alone; a batch whose commit the database refuses is run again unit by unit,
// so only the unit at fault fails; and no unit's promise settles before its batch committed.
describe.each(testBackends)('group commit (%s)', (backend) => {
  const database = useDatabaseAt(backend, [...migrationNames], 4);

  const rowsOf = async (table: string) =>
    (await sql<{ id: number }>`select id from ${sql.table(table)} order by id`.execute(database.db)).rows.map(
      (row) => row.id,
    );

  it('shares one transaction among units, and a refused unit rolls back alone', async () => {
    const { db } = database;
    await sql`create table batch_units (id int primary key, txid bigint not null)`.execute(db);
    const commits = createGroupCommit(db, { lanes: 1, maxBatch: 48 });
    const unit = (id: number) =>
      commits.run('one account', async (trx) => {
        await sql`insert into batch_units (id, txid) values (${id}, txid_current())`.execute(trx);
        // Unit 3 is refused after writing (as an order the ledger refuses after its key was claimed), and unit
        // 4 breaks a constraint: the database's error, inside the batch.
        if (id === 3) throw new Error('refused');
        if (id === 4) await sql`insert into batch_units (id, txid) values (1, 0)`.execute(trx);
        return id;
      });
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(unit));

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await rowsOf('batch_units')).toEqual([1, 2, 5, 6]);
    // The first unit started a batch alone; the five that arrived while it ran shared the next one.
    const { rows } = await sql<{
      txid: string;
    }>`select distinct txid::text from batch_units where id > 1`.execute(db);
    expect(rows).toHaveLength(1);
  });

  it('rolls a batch back when its first unit (which takes no savepoint) fails; the rest commit after it', async () => {
    const { db } = database;
    await sql`create table first_units (id int primary key, txid bigint not null)`.execute(db);
    const commits = createGroupCommit(db, { lanes: 1, maxBatch: 48 });
    const unit = (id: number) =>
      commits.run('one account', async (trx) => {
        await sql`insert into first_units (id, txid) values (${id}, txid_current())`.execute(trx);
        // Unit 2 is refused after writing, and then unit 3 breaks a constraint: each first in its batch.
        if (id === 2) throw new Error('refused');
        if (id === 3) await sql`insert into first_units (id, txid) values (1, 0)`.execute(trx);
        return id;
      });
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map(unit));

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ message: 'refused' });
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(await rowsOf('first_units')).toEqual([1, 4, 5]);
    // 1 alone, then 2-5 (rolled back at 2), then 3-5 (rolled back at 3), then 4 and 5 together.
    const { rows } = await sql<{
      txid: string;
    }>`select distinct txid::text from first_units where id > 1`.execute(db);
    expect(rows).toHaveLength(1);
    await commits.idle();
  });

  it('runs a batch again unit by unit when the database refuses its commit: only the unit at fault fails', async () => {
    const { db } = database;
    await sql`create table deferred_units (id int primary key, twin int
                constraint twin_unique unique deferrable initially deferred)`.execute(db);
    const commits = createGroupCommit(db, { lanes: 1, maxBatch: 48 });
    let runs = 0;
    const unit = (id: number) =>
      commits.run('one account', async (trx) => {
        runs += 1;
        // Unit 13 repeats its twin, which the deferred constraint refuses only at commit: the whole batch's
        // commit fails, and nothing of it is on disk.
        await sql`insert into deferred_units (id, twin) values (${id}, ${id === 13 ? 12 : id})`.execute(trx);
        return id;
      });
    const settledBefore: number[] = [];
    const outcomes = await Promise.allSettled(
      [10, 11, 12, 13, 14].map((id) =>
        unit(id).then(async (value) => {
          // A unit that resolved is on disk, seen from another connection.
          settledBefore.push(...(await rowsOf('deferred_units')).filter((row) => row === id));
          return value;
        }),
      ),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[3] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(await rowsOf('deferred_units')).toEqual([10, 11, 12, 14]);
    expect(settledBefore.sort()).toEqual([10, 11, 12, 14]);
    // 10 alone, then 11-14 together (refused at commit), then 11, 12, 13 and 14 each alone.
    expect(runs).toBe(9);
    await commits.idle();
  });

  /**
   * A kind whose items are inserted by one statement for the set (the `many` calls recorded), the bad item a
   * duplicate of an existing key; `one` inserts one row.
   */
  function insertingKind(table: string) {
    const sets: number[][] = [];
    const kind: BatchKind<number, number> = {
      async many(trx, ids) {
        sets.push([...ids]);
        await sql`insert into ${sql.table(table)} (id, txid)
                  select id, txid_current() from unnest(${[...ids]}::int[]) as id`.execute(trx);
        return ids.map((id) => id * 10);
      },
      async one(trx, id) {
        await sql`insert into ${sql.table(table)} (id, txid) values (${id}, txid_current())`.execute(trx);
        return id * 10;
      },
    };
    return { kind, sets };
  }

  /** Holds the lane with a first unit until `open` is called, so what is queued meanwhile forms one batch. */
  function gate(commits: ReturnType<typeof createGroupCommit>) {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const held = commits.run('one account', () => opened);
    return { open, held };
  }

  it.each([
    ['after a plain unit (in a savepoint)', true],
    ['first in its batch (no savepoint)', false],
  ])(
    'runs a kind’s items as one call, and after that call fails, one by one so only the bad item fails: %s',
    async (_, plainFirst) => {
      const { db } = database;
      const table = plainFirst ? 'kind_after_plain' : 'kind_first';
      await sql`create table ${sql.table(table)} (id int primary key, txid bigint not null)`.execute(db);
      await sql`insert into ${sql.table(table)} (id, txid) values (13, 0)`.execute(db);
      const { kind, sets } = insertingKind(table);
      const commits = createGroupCommit(db, { lanes: 1, maxBatch: 48 });

      // A batch of good items: one call for all of them, answered item by item.
      let door = gate(commits);
      const plain = plainFirst ? [commits.run('one account', async () => 'plain')] : [];
      const good = [1, 2, 3, 4].map((id) => commits.runMany('one account', kind, id));
      door.open();
      await door.held;
      expect(await Promise.all([...plain, ...good])).toEqual([
        ...(plainFirst ? ['plain'] : []),
        10,
        20,
        30,
        40,
      ]);
      expect(sets).toEqual([[1, 2, 3, 4]]);

      // A batch with a bad item (13 is taken): the set's call fails, each item runs alone, only 13 fails.
      door = gate(commits);
      const mixed = [11, 12, 13, 14].map((id) => commits.runMany('one account', kind, id));
      door.open();
      await door.held;
      const outcomes = await Promise.allSettled(mixed);
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
      expect(sets).toEqual([
        [1, 2, 3, 4],
        [11, 12, 13, 14],
      ]);
      // 13 is the row that was there (txid 0); the others of the bad batch are in.
      expect(await rowsOf(table)).toEqual([1, 2, 3, 4, 11, 12, 13, 14]);
      const kept = await sql<{
        txid: string;
      }>`select txid::text from ${sql.table(table)} where id = 13`.execute(db);
      expect(kept.rows).toEqual([{ txid: '0' }]);
      const { rows } = await sql<{ id: number; txid: string }>`
        select id, txid::text from ${sql.table(table)} where id in (1, 2, 3, 4)`.execute(db);
      // The good batch's items are one transaction's.
      expect(new Set(rows.map((row) => row.txid)).size).toBe(1);
      await commits.idle();
    },
  );
});
