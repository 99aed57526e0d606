import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/platform/db/migrate';
import { AppError } from '../src/platform/http/app-error';
import { runOnce, type IdempotencyClaim, type IdempotentRequest } from '../src/platform/http/idempotency';
import { testBackends } from './support/backends';
import {
  insertClient,
  insertFundRequestBefore0025,
  migrationsThrough,
  useDatabaseAt,
} from './support/database-at';

const beforeOneTable = migrationsThrough('0024-fund-four-eyes');

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error);

// The one rule of every call that declares `idempotent` (platform/http/idempotency.ts), on a real database:
// the keys the six old places kept carried over by migration 0025, then the rule itself, races included.
describe.each(testBackends)('Idempotency-Keys (%s)', (backend) => {
  const database = useDatabaseAt(backend, beforeOneTable, 4);

  /** A request of the test call 'POST /test/things' by U1. */
  const request = (key: string | undefined, content: unknown = { amount: '1' }): IdempotentRequest => ({
    scope: 'client:U1',
    call: 'POST /test/things',
    key,
    content,
  });
  /** Work that claims for `reference` in a transaction, optionally waits in it, and answers `made:<ref>`. */
  const making =
    (reference: string, made: string[], options: { holdMs?: number; thenFail?: boolean } = {}) =>
    async (once: IdempotencyClaim) => {
      await database.db.transaction().execute(async (trx) => {
        await once.claim(trx, reference);
        if (options.holdMs) await new Promise((resolve) => setTimeout(resolve, options.holdMs));
        if (options.thenFail) throw new AppError('E7013');
      });
      made.push(reference);
      return `made:${reference}`;
    };
  const replay = async (reference: string) => `replayed:${reference}`;

  it('carries the keys of the six old places into the one table (migration 0025)', async () => {
    const { db } = database;
    await insertClient(db);
    await insertFundRequestBefore0025(db, {
      type: 'WITHDRAWAL',
      amount: '10',
      status: 'PND',
      key: 'fund-key-0001',
    });
    await sql`insert into stock_screener_keys (user_id, idempotency_key, request_hash, screener_id)
              values ('U1', 'screener-key-01', 'h', 'S1')`.execute(db);
    await sql`insert into quote_plan_applications (application_id, user_id, market, plan, status, idempotency_key)
              values ('A1', 'U1', 'HK', 'LEVEL2', 'PENDING', 'k-1')`.execute(db);
    await sql`insert into dividend_announcements (announcement_id, broker_code, market, stock_code, currency,
                cash_rate, ex_date, record_date, election_deadline, payment_date, status, created_by)
              values ('DV-1', 'LTU', 'HK', '00005', 'HKD', 1, '2026-01-05', '2026-01-06', '2026-01-07',
                      '2026-01-08', 'ANNOUNCED', 'DIV1')`.execute(db);
    await sql`insert into dividend_elections (election_id, announcement_id, account_number, user_id, option,
                idempotency_key, request_hash)
              values ('E1', 'DV-1', 'LTU900101', 'U1', 'CASH', 'election-key-1', 'h')`.execute(db);
    await sql`insert into announcements (announcement_id, broker_code, kind, title, content, status, created_by,
                idempotency_key)
              values ('N1', 'LTU', 'NOTICE', '{}', '{}', 'DRAFT', 'SUP1', 'notice-key-01'),
                     ('N2', 'LTU', 'NOTICE', '{}', '{}', 'DRAFT', 'SUP1', null)`.execute(db);

    await migrateToLatest(db);
    const rows = await db
      .selectFrom('idempotency_keys')
      .select(['scope', 'idempotency_key', 'call', 'request_hash', 'reference'])
      .orderBy('reference')
      .execute();
    expect(rows).toEqual([
      {
        scope: 'client:U1',
        idempotency_key: 'k-1',
        call: 'POST /api/users/:userID/quote_plans/applications',
        request_hash: null,
        reference: 'A1',
      },
      {
        scope: 'client:U1',
        idempotency_key: 'election-key-1',
        call: 'POST /api/dividends/:announcementID/elections',
        request_hash: null,
        reference: 'E1',
      },
      {
        scope: 'client:U1',
        idempotency_key: 'fund-key-0001',
        call: 'POST /api/funds/withdrawals',
        request_hash: null,
        reference: 'F000001',
      },
      {
        scope: 'staff:LTU:SUP1',
        idempotency_key: 'notice-key-01',
        call: 'POST /api/staff/announcements',
        request_hash: null,
        reference: 'N1',
      },
      {
        scope: 'client:U1',
        idempotency_key: 'screener-key-01',
        call: 'POST /api/stocks/screeners',
        request_hash: null,
        reference: 'S1',
      },
    ]);
    const tables = await sql<{
      name: string;
    }>`select tablename as name from pg_tables where schemaname = 'public'
      and tablename in ('order_idempotency_keys', 'fund_idempotency_keys', 'stock_screener_keys')`.execute(
      db,
    );
    expect(tables.rows).toEqual([]);
  });

  it('answers a carried-over key with its own call’s replay, whatever the content, and never acts again', async () => {
    const made: string[] = [];
    const withdrawal = {
      scope: 'client:U1',
      call: 'POST /api/funds/withdrawals',
      key: 'fund-key-0001',
      content: { anything: 'at all' },
    };
    expect(await runOnce(database.db, withdrawal, making('F2', made), replay)).toBe('replayed:F000001');
    await expect(
      runOnce(database.db, { ...withdrawal, call: 'POST /api/funds/deposits' }, making('F3', made), replay),
    ).rejects.toSatisfy((error) => codeOf(error) === 'E1020');
    expect(made).toEqual([]);
  });

  it('refuses a missing or malformed key (E1020) without acting', async () => {
    const made: string[] = [];
    for (const key of [undefined, 'short', 'x'.repeat(65), 'with space 123']) {
      await expect(runOnce(database.db, request(key), making('T0', made), replay)).rejects.toSatisfy(
        (error) => codeOf(error) === 'E1020',
      );
    }
    expect(made).toEqual([]);
  });

  it('acts once per key: the same content replays, other content or another call is E1020', async () => {
    const made: string[] = [];
    expect(await runOnce(database.db, request('key-0000-0001'), making('T1', made), replay)).toBe('made:T1');
    expect(await runOnce(database.db, request('key-0000-0001'), making('T2', made), replay)).toBe(
      'replayed:T1',
    );
    // The content is compared whatever the order its fields were written in.
    const reordered = request('key-0000-0001', { amount: '1' });
    expect(await runOnce(database.db, reordered, making('T3', made), replay)).toBe('replayed:T1');
    for (const other of [
      request('key-0000-0001', { amount: '2' }),
      { ...request('key-0000-0001'), call: 'POST /test/others' },
    ]) {
      await expect(runOnce(database.db, other, making('T4', made), replay)).rejects.toSatisfy(
        (error) => codeOf(error) === 'E1020',
      );
    }
    // Keys are the caller's: another caller's same key is a request of its own.
    const theirs = { ...request('key-0000-0001'), scope: 'client:U2' };
    expect(await runOnce(database.db, theirs, making('T5', made), replay)).toBe('made:T5');
    expect(made).toEqual(['T1', 'T5']);
  });

  it('keeps no key when the work is refused: the claim rolls back with it, and a retry acts', async () => {
    const made: string[] = [];
    await expect(
      runOnce(database.db, request('key-0000-0002'), making('T6', made, { thenFail: true }), replay),
    ).rejects.toSatisfy((error) => codeOf(error) === 'E7013');
    expect(await runOnce(database.db, request('key-0000-0002'), making('T7', made), replay)).toBe('made:T7');
    expect(made).toEqual(['T7']);
  });

  it('lets one of racing twins act; the others wait for its commit and replay it', async () => {
    const made: string[] = [];
    const answers = await Promise.all(
      ['R1', 'R2', 'R3'].map((reference) =>
        runOnce(database.db, request('key-0000-0003'), making(reference, made, { holdMs: 300 }), replay),
      ),
    );
    expect(made).toHaveLength(1);
    expect(answers.filter((answer) => answer === `made:${made[0]}`)).toHaveLength(1);
    expect(answers.filter((answer) => answer === `replayed:${made[0]}`)).toHaveLength(2);
    // A twin with other content that lost the race is refused rather than replayed.
    const [first, other] = await Promise.allSettled([
      runOnce(database.db, request('key-0000-0004'), making('R4', made, { holdMs: 300 }), replay),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        runOnce(database.db, request('key-0000-0004', { amount: '9' }), making('R5', made), replay),
      ),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: 'made:R4' });
    expect(other.status === 'rejected' && codeOf(other.reason)).toBe('E1020');
  });

  it('claiming first (no read before the work): a retry replays, even one whose checks now fail before its claim', async () => {
    const made: string[] = [];
    const first = { claimFirst: true };
    expect(await runOnce(database.db, request('key-0000-0006'), making('C1', made), replay, first)).toBe(
      'made:C1',
    );
    // The retry's work runs up to its claim, which finds the key taken: the first request's replay.
    expect(await runOnce(database.db, request('key-0000-0006'), making('C2', made), replay, first)).toBe(
      'replayed:C1',
    );
    // A retry whose checks refuse it now (before any claim) is a retry all the same.
    const refusing = async () => {
      throw new AppError('E6006');
    };
    expect(await runOnce(database.db, request('key-0000-0006'), refusing, replay, first)).toBe('replayed:C1');
    // Other content under the key is E1020, whether its work reached its claim or not.
    const other = request('key-0000-0006', { amount: '2' });
    for (const work of [making('C3', made), refusing])
      await expect(runOnce(database.db, other, work, replay, first)).rejects.toSatisfy(
        (error) => codeOf(error) === 'E1020',
      );
    // A refusal under a new key is the refusal (no key kept), and a retry acts.
    await expect(runOnce(database.db, request('key-0000-0007'), refusing, replay, first)).rejects.toSatisfy(
      (error) => codeOf(error) === 'E6006',
    );
    expect(await runOnce(database.db, request('key-0000-0007'), making('C4', made), replay, first)).toBe(
      'made:C4',
    );
    expect(made).toEqual(['C1', 'C4']);
  });

  it('refuses work that answers without claiming its key: it would act again on a retry', async () => {
    await expect(
      runOnce(database.db, request('key-0000-0005'), async () => 'unclaimed', replay),
    ).rejects.toThrow(/without claiming/);
  });
});
