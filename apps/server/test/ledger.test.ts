import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createLedger,
  HoldsNotPlacedTogether,
  LedgerRefusedError,
  type JournalLeg,
  type LedgerAsset,
} from '../src/capabilities/ledger';
import type { Database } from '../src/platform/db/schema';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';
import { realMarketClock } from './support/market-clock';
import { inRolledBackTransaction } from './support/rolled-back';
import { statementsDuring } from './support/statements';

const hkd: LedgerAsset = { kind: 'cash', currency: 'HKD' };
const cny: LedgerAsset = { kind: 'cash', currency: 'CNY' };
const tencent: LedgerAsset = { kind: 'security', market: 'HK', stockCode: '00700' };
const moutai: LedgerAsset = { kind: 'security', market: 'MA^MZ', stockCode: '600519' };
const text = (en: string) => ({ en_US: en, zh_HK: en, zh_CN: en });
const d = (value: Decimal.Value) => new Decimal(value);
/** Decimals as their plain text, so figures compare by value ('9000', never Decimal objects' internals). */
const plain = (value: object | undefined) =>
  value &&
  Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, field instanceof Decimal ? field.toFixed() : field]),
  );

/** A purchase's legs: the client pays `price * quantity` (at `valueDate`) and receives the shares. */
function buyLegs(account: string, asset: LedgerAsset, cash: LedgerAsset, quantity: number, price: string) {
  const consideration = d(price).times(quantity);
  return [
    { account, asset: cash, amount: consideration.negated() },
    { account: 'HOUSE:CLEARING', asset: cash, amount: consideration },
    { account, asset, amount: d(quantity), cost: consideration },
    { account: 'HOUSE:CLEARING', asset, amount: d(-quantity) },
  ] satisfies JournalLeg[];
}

describe.each(testBackends)('the ledger (%s)', (backend) => {
  const server = useTestServer(backend);
  const ledger = createLedger({ clock: realMarketClock });
  const inTransaction = <T>(
    work: Parameters<ReturnType<typeof server.current.app.db.transaction>['execute']>[0],
  ) => server.current.app.db.transaction().execute(work) as Promise<T>;
  const cashOf = async (account: string, currency = 'HKD') =>
    (await ledger.balances(server.current.app.db, account)).cash.find((cash) => cash.currency === currency);
  const positionOf = async (account: string, stockCode: string) =>
    (await ledger.balances(server.current.app.db, account)).securities.find((p) => p.stockCode === stockCode);

  it('starts every demo account from its opening journal', async () => {
    expect((await cashOf('LTU100101'))?.available.toFixed()).toBe('250000');
    expect(plain(await positionOf('LTU100101', '00700'))).toMatchObject({
      quantity: 400,
      sellable: 400,
      onHold: 0,
    });
    expect((await positionOf('LTU100101', '00700'))?.averageCost.toFixed()).toBe('368.2');
  });

  it('lets exactly the affordable ones of 20 concurrent holds through', async () => {
    // LTU100301 has HKD 10,000: six holds of 1,500 fit, the seventh would not.
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        inTransaction((trx) =>
          ledger.placeHold(trx, {
            account: 'LTU100301',
            asset: hkd,
            amount: d(1500),
            reason: 'ORDER_HOLD',
            reference: `concurrent-${index}`,
          }),
        ),
      ),
    );
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(6);
    for (const attempt of refused) {
      expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(LedgerRefusedError);
      expect((attempt as PromiseRejectedResult).reason).toMatchObject({
        reason: 'INSUFFICIENT_BUYING_POWER',
      });
    }
    expect(plain(await cashOf('LTU100301'))).toMatchObject({ onHold: '9000', available: '1000' });
  });

  it('moves a hold into a fill and releases the rest: cash, position and average cost follow', async () => {
    const account = 'LTU100201';
    const { holdID } = await inTransaction<{ holdID: string }>((trx) =>
      ledger.placeHold(trx, {
        account,
        asset: hkd,
        amount: d(7200),
        reason: 'ORDER_HOLD',
        reference: 'order-1',
      }),
    );
    expect(plain(await cashOf(account))).toMatchObject({ onHold: '7200', available: '48800' });
    // A fill of 100 @ 70 uses 7,000 of the hold; the cancel releases the other 200.
    await inTransaction((trx) =>
      ledger.postJournal(trx, {
        reason: 'TRADE',
        reference: 'execution-1',
        description: text('Buy 100 00941 @ 70.000'),
        legs: buyLegs(account, { kind: 'security', market: 'HK', stockCode: '00941' }, hkd, 100, '70'),
        releases: [{ holdID, amount: d(7000) }],
      }),
    );
    expect(plain(await cashOf(account))).toMatchObject({
      onHold: '200',
      available: '48800',
      settled: '49000',
    });
    await inTransaction((trx) => ledger.voidHold(trx, holdID));
    await inTransaction((trx) => ledger.voidHold(trx, holdID));
    expect(plain(await cashOf(account))).toMatchObject({ onHold: '0', available: '49000' });
    // 500 @ 71.25 and 100 @ 70: (35,625 + 7,000) / 600.
    expect((await positionOf(account, '00941'))?.averageCost.toDecimalPlaces(4).toFixed()).toBe('71.0417');
    const hold = await server.current.app.db
      .selectFrom('ledger_holds')
      .select(['state', 'remaining'])
      .where('hold_id', '=', holdID)
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({ state: 'VOIDED', remaining: '0.000000' });
  });

  it('refuses to overspend a cash account or oversell a position, and changes nothing then', async () => {
    const overspend = inTransaction((trx) =>
      ledger.postJournal(trx, {
        reason: 'TRADE',
        reference: 'too-big',
        description: text('Buy 1000 00700'),
        legs: buyLegs('LTU100201', tencent, hkd, 1000, '400'),
      }),
    );
    await expect(overspend).rejects.toMatchObject({ reason: 'INSUFFICIENT_BUYING_POWER' });
    const oversell = inTransaction((trx) =>
      ledger.placeHold(trx, {
        account: 'LTU100101',
        asset: tencent,
        amount: d(401),
        reason: 'ORDER_HOLD',
        reference: 'sell-too-many',
      }),
    );
    await expect(oversell).rejects.toMatchObject({ reason: 'INSUFFICIENT_SELLABLE' });
    expect(plain(await cashOf('LTU100201'))).toMatchObject({ available: '49000' });
    // A margin account's journal may borrow: its cash goes below zero as a loan.
    await inTransaction((trx) =>
      ledger.postJournal(trx, {
        reason: 'TRADE',
        reference: 'margin-buy',
        description: text('Buy 300 00700 @ 400.000'),
        legs: buyLegs('LTU100102', tencent, hkd, 300, '400'),
      }),
    );
    expect((await cashOf('LTU100102'))?.available.toFixed()).toBe('-40000');
  });

  it('books a fill (a fact) that overdraws a cash account, and nothing else may lower it further', async () => {
    const before = (await cashOf('LTU100201'))!.available;
    // The exchange traded more than the hold covered (a market order swept the book): booked all the same.
    await inTransaction((trx) =>
      ledger.postJournal(trx, {
        reason: 'TRADE',
        reference: 'swept-the-book',
        description: text('Buy 200 00700 @ 400.000'),
        fact: true,
        legs: buyLegs('LTU100201', tencent, hkd, 200, '400'),
      }),
    );
    const overdrawn = (await cashOf('LTU100201'))!.available;
    expect(overdrawn.toFixed()).toBe(before.sub(80_000).toFixed());
    expect(overdrawn.isNegative()).toBe(true);
    // Any other movement that takes more is refused, by the ledger and by the database's trigger.
    const more = inTransaction((trx) =>
      ledger.postJournal(trx, {
        reason: 'TRADE',
        reference: 'and-more',
        description: text('Buy 1 00700 @ 400.000'),
        legs: buyLegs('LTU100201', tencent, hkd, 1, '400'),
      }),
    );
    await expect(more).rejects.toMatchObject({ reason: 'INSUFFICIENT_BUYING_POWER' });
    const lower = sql`update ledger_balances set balance = balance - 1 where account = 'LTU100201' and asset_key = 'cash:HKD'`;
    await expect(lower.execute(server.current.app.db)).rejects.toThrow(/available cash .* below zero/);
    // What raises it (the client pays in) goes through, though it stays below zero.
    await inTransaction((trx) =>
      ledger.postJournal(trx, {
        reason: 'DEPOSIT',
        reference: 'pays-in',
        description: text('Deposit'),
        legs: [
          { account: 'LTU100201', asset: hkd, amount: d(1000) },
          { account: 'HOUSE:BANK', asset: hkd, amount: d(-1000) },
        ],
      }),
    );
    expect((await cashOf('LTU100201'))!.available.toFixed()).toBe(overdrawn.add(1000).toFixed());
    // Put right for the tests after this one: the shares go back, and the cash.
    await inTransaction((trx) =>
      ledger.postJournal(trx, {
        reason: 'TRADE',
        reference: 'swept-the-book-reversed',
        description: text('Sell 200 00700 @ 400.000'),
        legs: buyLegs('LTU100201', tencent, hkd, 200, '400').map((leg) => ({
          account: leg.account,
          asset: leg.asset,
          amount: leg.amount.negated(),
        })),
      }),
    );
  });

  it('keeps unsettled amounts apart until their value date, and blocks same-day resale of A-shares', async () => {
    const account = 'VIC300101';
    const today = realMarketClock.today();
    const settles = '2999-01-02';
    await inTransaction((trx) =>
      ledger.postJournal(trx, {
        reason: 'TRADE',
        reference: 'a-share-buy',
        description: text('Buy 100 600519 @ 800.000'),
        legs: buyLegs(account, moutai, cny, 100, '800').map((leg) => ({
          ...leg,
          valueDate: leg.asset.kind === 'cash' ? settles : today,
        })),
      }),
    );
    expect(plain(await cashOf(account, 'CNY'))).toMatchObject({
      settled: '90000',
      unsettled: '-80000',
      available: '10000',
    });
    expect(plain(await positionOf(account, '600519'))).toMatchObject({
      quantity: 200,
      boughtToday: 100,
      sellable: 100,
    });
    const resale = inTransaction((trx) =>
      ledger.placeHold(trx, {
        account,
        asset: moutai,
        amount: d(101),
        reason: 'ORDER_HOLD',
        reference: 'resell',
      }),
    );
    await expect(resale).rejects.toMatchObject({ reason: 'INSUFFICIENT_SELLABLE' });
    const later = await ledger.balances(server.current.app.db, account, settles);
    expect(plain(later.cash.find((cash) => cash.currency === 'CNY'))).toMatchObject({
      settled: '10000',
      unsettled: '0',
    });
    expect(plain(later.securities.find((p) => p.stockCode === '600519'))).toMatchObject({
      boughtToday: 0,
      sellable: 200,
    });
  });

  it('is double entry in the database too: an unbalanced or edited journal never commits', async () => {
    const db = server.current.app.db;
    const unbalanced = db.transaction().execute(async (trx) => {
      await sql`insert into ledger_journals (journal_id, reason, reference, description, business_date)
                values ('forged', 'DEPOSIT', 'forged', '{}'::jsonb, current_date)`.execute(trx);
      await sql`insert into ledger_entries (journal_id, account, asset_kind, currency_code, asset_key, amount,
                  value_date, reason, business_date)
                values ('forged', 'LTU100101', 'cash', 'HKD', 'cash:HKD', 1000000, current_date, 'DEPOSIT',
                  current_date)`.execute(trx);
    });
    await expect(unbalanced).rejects.toThrow(/does not balance/);
    await expect(sql`update ledger_entries set amount = amount * 2`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_journals`.execute(db)).rejects.toThrow(/append-only/);
    // A cash account's kept balance cannot be pushed below its holds either.
    const edited = sql`update ledger_balances set balance = -1 where account = 'LTU100101' and asset_key = 'cash:HKD'`;
    await expect(edited.execute(db)).rejects.toThrow(/available cash .* below zero/);
  });

  // Session 33 (migration 0031): the cash check's PL/pgSQL is called only when available cash goes below zero
  // (the trigger's WHEN); the refusals above still come from it.
  it('calls the available-cash check only for a cash row going below zero', async () => {
    const { rows } = await sql<{ when: string | null }>`
      select pg_get_triggerdef(oid) as when from pg_trigger
       where tgname = 'ledger_balances_cash_available'`.execute(server.current.app.db);
    expect(rows.map((row) => row.when)).toEqual([
      expect.stringContaining(
        "WHEN (((new.asset_kind = 'cash'::text) AND (NOT new.may_borrow) AND ((new.balance - new.on_hold) < (0)::numeric)))",
      ),
    ]);
  });

  // Session 35 (migration 0032): the asset rule (the key made of the kind, currency or market and stock code)
  // is a trigger's WHEN fired by inserts and by updates OF the asset's columns, no longer a CHECK rebuilt in
  // every statement, so the fills' updates of balance rows and holds, which never change an asset, skip it.
  it('refuses an asset key that does not match its columns, and checks it only where an asset is written', async () => {
    const db = server.current.app.db;
    const refused = { code: '23514' };
    const entry = (
      kind: string,
      currency: string | null,
      market: string | null,
      stock: string | null,
      key: string,
    ) =>
      sql`insert into ledger_entries (journal_id, account, asset_kind, currency_code, market, stock_code, asset_key,
            amount, value_date, reason, business_date)
          values ('asset-rule', 'HOUSE:BANK', ${kind}, ${currency}, ${market}, ${stock}, ${key}, 1, current_date,
            'DEPOSIT', current_date)`;
    const attempt = (work: (trx: Transaction<Database>) => Promise<unknown>) =>
      db.transaction().execute(async (trx) => {
        await sql`insert into ledger_journals (journal_id, reason, reference, description, business_date)
                  values ('asset-rule', 'DEPOSIT', 'asset-rule', '{}'::jsonb, current_date)`.execute(trx);
        await work(trx);
        throw new Error('rolled back');
      });
    for (const [kind, currency, market, stock, key] of [
      ['cash', 'HKD', null, null, 'cash:USD'],
      ['cash', 'HKD', 'HK', null, 'cash:HKD'],
      ['cash', null, null, null, 'cash:'],
      ['security', null, 'HK', '00700', 'security:HK:00005'],
      ['security', 'HKD', 'HK', '00700', 'security:HK:00700'],
      ['security', null, 'HK', null, 'security:HK:'],
      ['bond', 'HKD', null, null, 'cash:HKD'],
    ] as const)
      await expect(
        attempt((trx) => entry(kind, currency, market, stock, key).execute(trx)),
      ).rejects.toMatchObject(refused);
    await expect(attempt((trx) => entry('cash', 'HKD', null, null, 'cash:HKD').execute(trx))).rejects.toThrow(
      'rolled back',
    );
    // A balance row's asset changed by an update is refused; an update leaving the asset alone does not check it:
    // a row made wrong behind the rule's back (its trigger off, in this rolled-back transaction) still takes one.
    const moved = sql`update ledger_balances set currency_code = 'USD'
                      where account = 'LTU100101' and asset_key = 'cash:HKD'`;
    await expect(attempt((trx) => moved.execute(trx))).rejects.toMatchObject(refused);
    await expect(
      attempt(async (trx) => {
        await sql`alter table ledger_balances disable trigger ledger_balances_asset`.execute(trx);
        await moved.execute(trx);
        await sql`alter table ledger_balances enable trigger ledger_balances_asset`.execute(trx);
        await sql`update ledger_balances set on_hold = on_hold + 1
                   where account = 'LTU100101' and asset_key = 'cash:HKD'`.execute(trx);
      }),
    ).rejects.toThrow('rolled back');
  });

  // The journal check stays deferred to commit, and reads a journal's every leg: legs may come in several
  // statements of one transaction (a restore's insert batches split journals), and a leg added later to a
  // journal must keep it balanced. A statement-level check (tried in session 33) would refuse the first.
  it('checks a journal at commit over all its legs, however many statements wrote them', async () => {
    const db = server.current.app.db;
    const legs = (journal: string, amounts: number[]) =>
      sql`insert into ledger_entries (journal_id, account, asset_kind, currency_code, asset_key, amount,
            value_date, reason, business_date)
          values ${sql.join(
            amounts.map(
              (amount) =>
                sql`(${journal}, 'HOUSE:BANK', 'cash', 'HKD', 'cash:HKD', ${amount}, current_date, 'DEPOSIT', current_date)`,
            ),
          )}`;
    const journal = (id: string) =>
      sql`insert into ledger_journals (journal_id, reason, reference, description, business_date)
          values (${id}, 'DEPOSIT', ${id}, '{}'::jsonb, current_date)`;
    await db.transaction().execute(async (trx) => {
      await journal('split').execute(trx);
      await legs('split', [5]).execute(trx);
      await legs('split', [-5]).execute(trx);
    });
    await expect(legs('split', [7]).execute(db)).rejects.toThrow(
      /journal split does not balance in cash:HKD/,
    );
  });

  it('places many holds in one statement exactly as one by one, or none of them', async () => {
    const { db } = server.current.app;
    const hold = (account: string, asset: LedgerAsset, amount: Decimal.Value, reference: string) => ({
      account,
      asset,
      amount: d(amount),
      reason: 'ORDER_HOLD' as const,
      reference,
    });
    const holds = [
      hold('LTU100101', hkd, 1000, 'many-1'),
      hold('LTU100101', tencent, 100, 'many-2'),
      hold('LTU100101', hkd, 2000.5, 'many-3'),
      hold('LTU100201', hkd, 300, 'many-4'),
    ];
    const written = async (trx: Transaction<Database>) => ({
      holds: await trx
        .selectFrom('ledger_holds')
        .select(['account', 'asset_key', 'asset_kind', 'currency_code', 'market', 'stock_code'])
        .select(['amount', 'remaining', 'reason', 'reference', 'state', 'business_date'])
        .where('reference', 'like', 'many-%')
        .orderBy('reference')
        .execute(),
      balances: await trx
        .selectFrom('ledger_balances')
        .select(['account', 'asset_key', 'balance', 'on_hold'])
        .where('account', 'in', ['LTU100101', 'LTU100201'])
        .orderBy('account')
        .orderBy('asset_key')
        .execute(),
    });
    const alone = await inRolledBackTransaction(db, async (trx) => {
      for (const each of holds) await ledger.placeHold(trx, each);
      return written(trx);
    });
    let texts: string[] = [];
    const together = await inRolledBackTransaction(db, async (trx) => {
      texts = await statementsDuring(async () => {
        const placed = await ledger.placeHolds(trx, holds);
        expect(placed).toHaveLength(4);
      });
      return written(trx);
    });
    expect(together).toEqual(alone);
    expect(texts).toHaveLength(1);

    // None placed, and nothing written once the caller undoes the statement (its savepoint): two holds that
    // each fit but not together; a margin account's cash; A-shares; no balance row for the asset.
    const { available } = (await cashOf('LTU100101'))!;
    const half = available.times('0.6').toDecimalPlaces(2);
    const refusedSets = [
      [
        hold('LTU100101', hkd, 1, 'none-1'),
        hold('LTU100101', hkd, half, 'none-2'),
        hold('LTU100101', hkd, half, 'none-3'),
      ],
      [hold('LTU100101', hkd, 1, 'none-1'), hold('LTU100102', hkd, 1, 'none-2')],
      [hold('LTU100101', moutai, 1, 'none-1')],
      [hold('LTU100101', { kind: 'security', market: 'HK', stockCode: '00001' }, 1, 'none-1')],
    ];
    for (const set of refusedSets) {
      const after = await inRolledBackTransaction(db, async (trx) => {
        const before = await written(trx);
        await sql`savepoint unit`.execute(trx);
        await expect(ledger.placeHolds(trx, set)).rejects.toBeInstanceOf(HoldsNotPlacedTogether);
        await sql`rollback to savepoint unit`.execute(trx);
        return { before, after: await written(trx) };
      });
      expect(after.after).toEqual(after.before);
    }
    // Each of the first set's holds alone is placed (the one statement saw them together).
    await inRolledBackTransaction(db, async (trx) => {
      await ledger.placeHold(trx, hold('LTU100101', hkd, half, 'none-2'));
    });
  });
});
