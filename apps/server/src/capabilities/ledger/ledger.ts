import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LedgerReason } from '@lantau/contract';
import type { Database, LedgerAssetColumns } from '../../platform/db/schema';
import { compiledPerShape } from '../../platform/db/compiled-statement';
import { jsonb } from '../../platform/db/jsonb';
import type { MarketClock } from '../../platform/time/market-clock';
import { balancesUpdate, lockBalances, lockedOf, saveBalances, type LockedBalance } from './balance-rows';
import { riding } from '../../platform/db/riding-writes';
import { readBalances, boughtToday } from './balance-reader';
import { assetColumnsOf, assetKeyOf, assetOfRow, hasNoSameDayResale, isHouseAccount } from './ledger-assets';
import {
  HoldsNotPlacedTogether,
  LedgerRefusedError,
  type AccountBalances,
  type JournalInput,
  type LedgerAsset,
} from './ledger-types';

/** Money and quantities are kept to 6 decimal places (the columns' scale). */
const SCALE = 6;

/**
 * What a margin account may borrow now, in `currency`, beyond its own available cash (buying power minus
 * cash). Called with the account's holds serialised (its row in accounts is locked).
 */
export type MarginHeadroom = (
  // A hold's transaction, or the pool for a read outside one (the ticket's estimate). Whatever it reads, the
  // valuation data's cache refill included, goes through this connection and never asks the pool for another.
  trx: Kysely<Database> | Transaction<Database>,
  account: string,
  currency: string,
) => Promise<Decimal>;

export interface LedgerOptions {
  /** The market's clock: journals and holds are dated with its business date, and "settled" counts to it. */
  clock: Pick<MarketClock, 'today'>;
  /** Margin accounts' borrowing power; without it a margin account's holds are limited to its cash. */
  marginHeadroom?: MarginHeadroom;
}

export interface HoldInput {
  account: string;
  asset: LedgerAsset;
  amount: Decimal;
  reason: LedgerReason;
  reference: string;
}

/** What placeWithinAvailable binds: the hold's row as inserted. */
interface HoldWithinAvailable extends Record<string, unknown> {
  holdID: string;
  account: string;
  assetKey: string;
  assetKind: LedgerAssetColumns['asset_kind'];
  currencyCode: string | null;
  market: string | null;
  stockCode: string | null;
  amount: string;
  reason: LedgerReason;
  reference: string;
  businessDate: string;
}

/**
 * placeWithinAvailable's statement, one per kind of asset (cash is refused here for margin accounts), built
 * once: it is on every order's path (compiled-statement.ts).
 */
const holdWithinAvailable = compiledPerShape((kind: LedgerAsset['kind']) => (db, p: HoldWithinAvailable) => {
  let raised = db
    .updateTable('ledger_balances')
    .set({ on_hold: sql`on_hold + ${p.amount}::numeric`, updated_at: sql`now()` })
    .where('account', '=', p.account)
    .where('asset_key', '=', p.assetKey)
    .where(sql<boolean>`balance - on_hold >= ${p.amount}::numeric`);
  if (kind === 'cash')
    raised = raised.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('accounts')
            .select('account_number')
            .where('account_number', '=', p.account)
            .where('account_type', '=', 'MARGIN'),
        ),
      ),
    );
  return db
    .with('raised', () => raised.returning(['account', 'asset_key']))
    .insertInto('ledger_holds')
    .columns([
      'hold_id',
      'account',
      'asset_key',
      'asset_kind',
      'currency_code',
      'market',
      'stock_code',
      'amount',
      'remaining',
      'reason',
      'reference',
      'state',
      'business_date',
    ])
    .expression((eb) =>
      eb
        .selectFrom('raised')
        .select((s) => [
          s.val(p.holdID).as('hold_id'),
          'account',
          'asset_key',
          s.val(p.assetKind).as('asset_kind'),
          s.val(p.currencyCode).as('currency_code'),
          s.val(p.market).as('market'),
          s.val(p.stockCode).as('stock_code'),
          s.val(p.amount).as('amount'),
          s.val(p.amount).as('remaining'),
          s.val(p.reason).as('reason'),
          s.val(p.reference).as('reference'),
          s.val('ACTIVE').as('state'),
          s.val(p.businessDate).as('business_date'),
        ]),
    )
    .returning('hold_id');
});

/** One hold of a `placeHolds` as its statement reads it: the hold's row, and its place in the call. */
interface ManyHoldRow {
  n: number;
  hold_id: string;
  account: string;
  asset_key: string;
  asset_kind: LedgerAssetColumns['asset_kind'];
  currency_code: string | null;
  market: string | null;
  stock_code: string | null;
  amount: string;
  reason: LedgerReason;
  reference: string;
}

/**
 * placeHolds' statement: holdWithinAvailable's for many holds at once. The holds travel in ONE JSON parameter
 * (so the text is the same for any number of them and is prepared once per connection). Holds on one balance
 * row (two orders of one account and currency) are summed first: the row is raised by the sum, and only where
 * what is available covers the sum, so holds of one batch see each other as the single statements one after
 * another would. A margin account's cash is never raised here (its holds reckon borrowing: the full way).
 */
function holdsWithinAvailable(holds: readonly ManyHoldRow[], businessDate: string) {
  return sql<{ hold_id: string }>`
    with holds as (
      select h.* from jsonb_to_recordset(cast(${JSON.stringify(holds)} as jsonb))
        as h(n int, hold_id text, account text, asset_key text, asset_kind text, currency_code text,
             market text, stock_code text, amount numeric, reason text, reference text)
    ), wanted as (
      select account, asset_key, min(asset_kind) as asset_kind, sum(amount) as amount
        from holds group by account, asset_key
    ), raised as (
      update "ledger_balances" as b
         set on_hold = b.on_hold + w.amount, updated_at = now()
        from wanted as w
       where b.account = w.account and b.asset_key = w.asset_key and b.balance - b.on_hold >= w.amount
         and (w.asset_kind <> 'cash' or not exists (
               select from "accounts" as a where a.account_number = w.account and a.account_type = 'MARGIN'))
      returning b.account, b.asset_key
    )
    insert into "ledger_holds" (hold_id, account, asset_key, asset_kind, currency_code, market, stock_code,
                              amount, remaining, reason, reference, state, business_date)
    select h.hold_id, h.account, h.asset_key, h.asset_kind, h.currency_code, h.market, h.stock_code,
           h.amount, h.amount, h.reason, h.reference, 'ACTIVE', cast(${businessDate} as date)
      from holds as h join raised as r on r.account = h.account and r.asset_key = h.asset_key
     order by h.n
    returning hold_id`;
}

/**
 * The ledger: balanced journals, holds that are reduced or voided (TigerBeetle's two-phase transfers), and
 * balances derived from them. It never opens a transaction of its own: the caller's transaction commits an
 * order row and its hold, or a fill and its journals, together.
 */
export function createLedger(options: LedgerOptions) {
  const today = () => options.clock.today();
  const headroom: MarginHeadroom = options.marginHeadroom ?? (async () => new Decimal(0));

  /** Throws unless `row` can give up `amount` more (a hold, or a negative leg) of what it has available. */
  async function checkAvailable(
    trx: Transaction<Database>,
    row: LockedBalance,
    amount: Decimal,
    holding: boolean,
  ): Promise<void> {
    const available = row.balance.minus(row.onHold);
    if (row.asset.kind === 'security') {
      let sellable = available;
      if (holding && hasNoSameDayResale(row.asset.market)) {
        sellable = sellable.minus(await boughtToday(trx, row.account, row.assetKey, today()));
      }
      if (sellable.lessThan(amount)) {
        throw new LedgerRefusedError(
          'INSUFFICIENT_SELLABLE',
          `${row.account} ${row.assetKey} ${sellable.toFixed()}`,
        );
      }
      return;
    }
    if (available.greaterThanOrEqualTo(amount)) return;
    if (row.mayBorrow && holding) {
      const extra = await headroom(trx, row.account, row.asset.currency);
      if (available.plus(extra).greaterThanOrEqualTo(amount)) return;
    }
    // A margin account's journals may take its cash below zero (a loan); only its holds are checked.
    if (row.mayBorrow && !holding) return;
    throw new LedgerRefusedError(
      'INSUFFICIENT_BUYING_POWER',
      `${row.account} ${row.assetKey} ${available.toFixed()}`,
    );
  }

  /** Margin holds read the whole account (its positions and every currency's cash): one at a time per account. */
  async function lockMarginAccount(trx: Transaction<Database>, account: string, asset: LedgerAsset) {
    if (asset.kind !== 'cash') return;
    await trx
      .selectFrom('accounts')
      .select('account_number')
      .where('account_number', '=', account)
      .where('account_type', '=', 'MARGIN')
      // Not FOR UPDATE: every row that references the account (an order, a hold) takes a KEY SHARE lock on it,
      // which FOR UPDATE blocks; a fill holding balance rows then waited for a margin hold that waited for them.
      .forNoKeyUpdate()
      .execute();
  }

  async function lockHold(trx: Transaction<Database>, holdID: string) {
    const hold = await trx
      .selectFrom('ledger_holds')
      .selectAll()
      .where('hold_id', '=', holdID)
      .forUpdate()
      .executeTakeFirst();
    if (!hold) throw new Error(`ledger: no hold ${holdID}`);
    return hold;
  }

  type HoldRow = Awaited<ReturnType<typeof lockHold>>;

  /**
   * Lowers a locked active hold by up to `amount` (never below zero; at zero it is `finalState`) and its locked
   * balance row's on-hold figure, in memory (the caller writes both). Returns whether the hold changed.
   */
  function lowerInMemory(
    hold: HoldRow,
    row: LockedBalance,
    amount: Decimal | 'all',
    finalState: 'POSTED' | 'VOIDED',
  ): boolean {
    if (hold.state !== 'ACTIVE') return false;
    const remaining = new Decimal(hold.remaining);
    const lowered = amount === 'all' ? remaining : Decimal.min(remaining, Decimal.max(amount, 0));
    if (lowered.isZero()) return false;
    row.onHold = row.onHold.minus(lowered);
    const left = remaining.minus(lowered);
    // The locked copy follows too, in case one call releases the same hold twice.
    hold.remaining = left.toFixed();
    hold.state = left.isZero() ? finalState : 'ACTIVE';
    return true;
  }

  async function writeHold(trx: Transaction<Database>, hold: HoldRow): Promise<void> {
    await holdUpdate(trx, hold).execute();
  }

  const holdUpdate = (trx: Transaction<Database>, hold: HoldRow) =>
    trx
      .updateTable('ledger_holds')
      .set({ remaining: hold.remaining, state: hold.state, updated_at: sql`now()` })
      .where('hold_id', '=', hold.hold_id);

  async function lowerLockedHold(
    trx: Transaction<Database>,
    hold: HoldRow,
    row: LockedBalance,
    amount: Decimal | 'all',
    finalState: 'POSTED' | 'VOIDED',
  ): Promise<void> {
    if (lowerInMemory(hold, row, amount, finalState)) await writeHold(trx, hold);
  }

  /** reduceHold and voidHold: the hold's row, then its balance row, locked; both written. */
  async function lowerHold(
    trx: Transaction<Database>,
    holdID: string,
    amount: Decimal | 'all',
    finalState: 'POSTED' | 'VOIDED',
  ): Promise<void> {
    const hold = await lockHold(trx, holdID);
    if (hold.state !== 'ACTIVE') return;
    const asset = assetOfRow(hold);
    const row = lockedOf(await lockBalances(trx, [{ account: hold.account, asset }]), hold.account, asset);
    await lowerLockedHold(trx, hold, row, amount, finalState);
    await saveBalances(trx, [row]);
  }

  /**
   * The usual hold in one statement: its balance row's on-hold figure raised where what is available covers it,
   * and the hold inserted from that row. It is exactly what the full way below does when its check passes at
   * once (a cash account's cash, or shares that may be sold the day they are bought, available right now), so
   * it is tried first; false, with nothing written, sends the hold the full way (no balance row yet, too little
   * available: refused there with its reason; a margin account's cash, whose account is locked and borrowing
   * reckoned; shares bought today that cannot be resold today).
   */
  async function placeWithinAvailable(
    trx: Transaction<Database>,
    hold: HoldInput,
    holdID: string,
  ): Promise<boolean> {
    if (hold.asset.kind === 'security' && hasNoSameDayResale(hold.asset.market)) return false;
    const columns = assetColumnsOf(hold.asset);
    const amount = hold.amount.toFixed();
    const placed = await holdWithinAvailable(hold.asset.kind).executeTakeFirst(trx, {
      holdID,
      account: hold.account,
      assetKey: columns.asset_key,
      assetKind: columns.asset_kind,
      currencyCode: columns.currency_code,
      market: columns.market,
      stockCode: columns.stock_code,
      amount,
      reason: hold.reason,
      reference: hold.reference,
      businessDate: today(),
    });
    return placed !== undefined;
  }

  /**
   * Tells the database the transaction books facts (fills), which the balance rows' trigger lets take
   * available cash below zero. The setting lasts until the transaction ends or the savepoint it was said in is
   * rolled back (a unit of a group commit that failed), so it is said with each posting of facts.
   */
  const factSetting = sql<string>`set_config('lantau.fact_journal', 'on', true)`.as('fact_setting');
  async function allowFacts(trx: Transaction<Database>): Promise<void> {
    await trx.selectNoFrom(factSetting).execute();
  }

  /**
   * Posts journals together (a fill's trade and fees): their holds and balance rows locked once, in one
   * order, each written once, the journals and their entries inserted in one statement each. What they take
   * away in net is checked together (fact journals are not checked).
   */
  async function postJournals(
    trx: Transaction<Database>,
    journals: readonly JournalInput[],
  ): Promise<{ journalID: string }[]> {
    for (const journal of journals) checkBalanced(journal);
    const facts = journals.every((journal) => journal.fact === true);
    const someFacts = journals.some((journal) => journal.fact === true);
    const clientLegs = journals.flatMap((journal) =>
      journal.legs.filter((leg) => !isHouseAccount(leg.account)),
    );
    const releases = journals.flatMap((journal) => journal.releases ?? []);
    // Holds first, then every balance row the journals touch (their legs' and their holds'), each locked once
    // in one order, as reduceHold does: a buy's fill and a sell's fill on one account never wait in a cycle.
    // A fill's holds are locked in the statement that tells the database it books facts (see allowFacts).
    const holds =
      releases.length === 0
        ? []
        : await trx
            .selectFrom('ledger_holds')
            .selectAll()
            .$if(someFacts, (query) => query.select(factSetting))
            .where(
              'hold_id',
              'in',
              releases.map((release) => release.holdID),
            )
            .orderBy('hold_id')
            .forUpdate()
            .execute();
    if (someFacts && holds.length === 0) await allowFacts(trx);
    const heldAssets = holds.map((hold) => ({ account: hold.account, asset: assetOfRow(hold) }));
    const locked = await lockBalances(trx, [...clientLegs, ...heldAssets]);
    const changedHolds = new Set<HoldRow>();
    for (const release of releases) {
      const hold = holds.find((candidate) => candidate.hold_id === release.holdID);
      if (!hold) throw new Error(`ledger: no hold ${release.holdID}`);
      const row = lockedOf(locked, hold.account, assetOfRow(hold));
      if (lowerInMemory(hold, row, release.amount, 'POSTED')) changedHolds.add(hold);
      if (release.voidRest === true && lowerInMemory(hold, row, 'all', 'VOIDED')) changedHolds.add(hold);
    }

    const date = today();
    const before = new Map([...locked.values()].map((row) => [row, row.balance]));
    const posted = journals.map((journal) => {
      // Balance after each client leg, in leg order (two legs on one account and asset add up).
      const balanceAfter = new Map<number, Decimal>();
      for (const [index, leg] of journal.legs.entries()) {
        if (isHouseAccount(leg.account)) continue;
        const row = lockedOf(locked, leg.account, leg.asset);
        if (row.asset.kind === 'security') row.cost = costAfter(row, leg.amount, leg.cost);
        row.balance = row.balance.plus(leg.amount);
        balanceAfter.set(index, row.balance);
      }
      return { journal, journalID: randomUUID(), balanceAfter };
    });
    // Only what the journals take away in net is checked: proceeds and their fees may come in any leg order.
    if (!facts)
      for (const [row, balance] of before) {
        const taken = balance.minus(row.balance);
        if (taken.isPositive() && !taken.isZero())
          await checkAvailable(trx, { ...row, balance }, taken, false);
      }
    // One statement writes it all: the holds, the balance rows, the journals, and their entries (each entry's
    // journal is checked at the statement's end, when both exist).
    const balances = balancesUpdate([...locked.values()]);
    const journalsInsert = trx.insertInto('ledger_journals').values(
      posted.map(({ journal, journalID }) => ({
        journal_id: journalID,
        reason: journal.reason,
        reference: journal.reference,
        description: jsonb(journal.description),
        business_date: date,
      })),
    );
    await riding(trx, [
      ...[...changedHolds].map((hold) => holdUpdate(trx, hold)),
      ...(balances === null ? [] : [balances]),
      journalsInsert,
    ])
      .insertInto('ledger_entries')
      .values(
        posted.flatMap(({ journal, journalID, balanceAfter }) =>
          journal.legs.map((leg, index) => ({
            journal_id: journalID,
            account: leg.account,
            ...assetColumnsOf(leg.asset),
            amount: leg.amount.toFixed(),
            value_date: leg.valueDate ?? date,
            reason: journal.reason,
            business_date: date,
            cost: leg.cost?.toFixed() ?? null,
            balance_after: balanceAfter.get(index)?.toFixed() ?? null,
          })),
        ),
      )
      .execute();
    return posted.map(({ journalID }) => ({ journalID }));
  }

  return {
    postJournals,

    async postJournal(trx: Transaction<Database>, journal: JournalInput): Promise<{ journalID: string }> {
      const [posted] = await postJournals(trx, [journal]);
      return posted!;
    },

    async placeHold(trx: Transaction<Database>, hold: HoldInput): Promise<{ holdID: string }> {
      checkHold(hold);
      const holdID = randomUUID();
      if (await placeWithinAvailable(trx, hold, holdID)) return { holdID };
      await lockMarginAccount(trx, hold.account, hold.asset);
      const row = lockedOf(await lockBalances(trx, [hold]), hold.account, hold.asset);
      await checkAvailable(trx, row, hold.amount, true);
      row.onHold = row.onHold.plus(hold.amount);
      await saveBalances(trx, [row]);
      await trx
        .insertInto('ledger_holds')
        .values({
          hold_id: holdID,
          account: hold.account,
          ...assetColumnsOf(hold.asset),
          amount: hold.amount.toFixed(),
          remaining: hold.amount.toFixed(),
          reason: hold.reason,
          reference: hold.reference,
          state: 'ACTIVE',
          business_date: today(),
        })
        .execute();
      return { holdID };
    },

    /**
     * Many usual holds in ONE statement (a group commit's batch of placements): every hold is placed, or none
     * and HoldsNotPlacedTogether is thrown, with the statement's writes to be undone by the caller's savepoint
     * (the statement may have raised some balance rows before the count showed one missing). Only holds
     * `placeHold` would place in its first statement belong here: a hold that would go the full way (no balance
     * row yet, too little available, a margin account's cash, shares that cannot be resold the day they are
     * bought) makes the call throw. Its caller then places each hold alone with `placeHold`, which decides the
     * one at fault with its reason. Holds on one balance row are checked against what they take together.
     */
    async placeHolds(trx: Transaction<Database>, holds: readonly HoldInput[]): Promise<{ holdID: string }[]> {
      if (holds.length === 0) return [];
      const rows = holds.map((hold, n): ManyHoldRow => {
        checkHold(hold);
        if (hold.asset.kind === 'security' && hasNoSameDayResale(hold.asset.market))
          throw new HoldsNotPlacedTogether(`${hold.account} ${assetKeyOf(hold.asset)}: the full way`);
        return {
          n,
          hold_id: randomUUID(),
          account: hold.account,
          ...assetColumnsOf(hold.asset),
          amount: hold.amount.toFixed(),
          reason: hold.reason,
          reference: hold.reference,
        };
      });
      const { rows: placed } = await holdsWithinAvailable(rows, today()).execute(trx);
      if (placed.length !== rows.length)
        throw new HoldsNotPlacedTogether(`${placed.length} of ${rows.length} holds within what is available`);
      return rows.map((row) => ({ holdID: row.hold_id }));
    },

    async reduceHold(trx: Transaction<Database>, holdID: string, amount: Decimal): Promise<void> {
      await lowerHold(trx, holdID, amount, 'POSTED');
    },

    async increaseHold(trx: Transaction<Database>, holdID: string, amount: Decimal): Promise<void> {
      if (!amount.isPositive() || amount.isZero())
        throw new Error('ledger: a hold grows by a positive amount');
      const hold = await lockHold(trx, holdID);
      if (hold.state !== 'ACTIVE') throw new Error(`ledger: hold ${holdID} is ${hold.state}`);
      const asset = assetOfRow(hold);
      await lockMarginAccount(trx, hold.account, asset);
      const row = lockedOf(await lockBalances(trx, [{ account: hold.account, asset }]), hold.account, asset);
      await checkAvailable(trx, row, amount, true);
      row.onHold = row.onHold.plus(amount);
      await saveBalances(trx, [row]);
      await trx
        .updateTable('ledger_holds')
        .set({
          amount: new Decimal(hold.amount).plus(amount).toFixed(),
          remaining: new Decimal(hold.remaining).plus(amount).toFixed(),
          updated_at: sql`now()`,
        })
        .where('hold_id', '=', holdID)
        .execute();
    },

    async voidHold(trx: Transaction<Database>, holdID: string): Promise<void> {
      await lowerHold(trx, holdID, 'all', 'VOIDED');
    },

    /**
     * The active holds whose reference starts with `prefix`, oldest first: holds a capability names by a
     * reference of its own (the grey market's frozen sale proceeds) and releases later.
     */
    async activeHolds(
      db: Kysely<Database> | Transaction<Database>,
      prefix: string,
    ): Promise<{ holdID: string; account: string; reference: string }[]> {
      const rows = await db
        .selectFrom('ledger_holds')
        .select(['hold_id', 'account', 'reference'])
        .where('state', '=', 'ACTIVE')
        .where('reference', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
        .orderBy('created_at')
        .orderBy('hold_id')
        .execute();
      return rows.map((row) => ({ holdID: row.hold_id, account: row.account, reference: row.reference }));
    },

    /**
     * What a hold in `currency` may take beyond that currency's available cash on a margin account: the headroom
     * placeHold checks a margin buy against (its other currencies and the loan its holdings support). Call it
     * only for a margin account (a cash account borrows nothing and converts nothing); a read outside a hold,
     * on the pool (a hold checks it inside its own transaction).
     */
    marginHeadroom(db: Kysely<Database>, account: string, currency: string): Promise<Decimal> {
      return headroom(db, account, currency);
    },

    balances(
      db: Kysely<Database> | Transaction<Database>,
      account: string,
      date: string = today(),
    ): Promise<AccountBalances> {
      return readBalances(db, account, date);
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/** What every hold must be, however it is placed. */
function checkHold(hold: HoldInput): void {
  if (!hold.amount.isPositive() || hold.amount.isZero()) throw new Error('ledger: a hold must be positive');
  if (isHouseAccount(hold.account)) throw new Error('ledger: house accounts take no holds');
}

/** Per asset the legs sum to zero; no leg is zero; cost only comes with shares coming in. */
function checkBalanced(journal: JournalInput): void {
  if (journal.legs.length === 0) throw new Error('ledger: a journal needs legs');
  const sums = new Map<string, Decimal>();
  for (const leg of journal.legs) {
    if (leg.amount.isZero()) throw new Error('ledger: a leg of zero');
    if (leg.amount.decimalPlaces() > SCALE) throw new Error(`ledger: more than ${SCALE} decimal places`);
    if (leg.cost && (leg.asset.kind !== 'security' || leg.amount.isNegative() || leg.cost.isNegative())) {
      throw new Error('ledger: a cost belongs to securities coming in');
    }
    const key = assetKeyOf(leg.asset);
    sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(leg.amount));
  }
  for (const [key, sum] of sums) {
    if (!sum.isZero()) throw new Error(`ledger: journal does not balance in ${key} (${sum.toFixed()})`);
  }
}

/** A position's total cost after a movement: in at the given cost, out in proportion (average unchanged). */
function costAfter(row: LockedBalance, amount: Decimal, cost: Decimal | undefined): Decimal {
  if (amount.isPositive()) return row.cost.plus(cost ?? 0);
  const after = row.balance.plus(amount);
  if (after.lessThanOrEqualTo(0) || row.balance.isZero()) return new Decimal(0);
  return row.cost.times(after).dividedBy(row.balance).toDecimalPlaces(SCALE, Decimal.ROUND_HALF_UP);
}
