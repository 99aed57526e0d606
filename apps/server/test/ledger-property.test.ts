import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../src/platform/db/schema';
import { describe, expect, it } from 'vitest';
import {
  assetKeyOf,
  createLedger,
  LedgerRefusedError,
  type JournalLeg,
  type LedgerAsset,
} from '../src/capabilities/ledger';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';
import { realMarketClock } from './support/market-clock';

// Random sequences of holds, fills (journals that release part of a hold), amendments up and down, voids and
// transfers on the real database, with a model of what each accepted step should do. After every sequence:
// every asset sums to zero across all accounts (nothing created or lost), the kept balance rows equal the
// sums of their entries and active holds, no cash account's available cash and no position is negative, and
// the database agrees with the model.

const ACCOUNTS = ['LTU100101', 'LTU100102', 'LTU100201', 'KLN200101'] as const;
const CASH_ACCOUNTS = new Set<string>(['LTU100101', 'LTU100201', 'KLN200101']);
const ASSETS: readonly LedgerAsset[] = [
  { kind: 'cash', currency: 'HKD' },
  { kind: 'cash', currency: 'USD' },
  { kind: 'security', market: 'HK', stockCode: '00700' },
  { kind: 'security', market: 'US', stockCode: 'AAPL' },
];
const cashFor = (asset: LedgerAsset): LedgerAsset =>
  asset.kind === 'security' && asset.market === 'US'
    ? { kind: 'cash', currency: 'USD' }
    : { kind: 'cash', currency: 'HKD' };
const securities = ASSETS.filter((asset) => asset.kind === 'security');
const text = { en_US: 'test', zh_HK: 'test', zh_CN: 'test' };

type Step =
  | { kind: 'hold'; account: number; asset: number; amount: number }
  | { kind: 'reduce' | 'increase'; hold: number; amount: number }
  | { kind: 'void'; hold: number }
  | { kind: 'trade'; account: number; security: number; quantity: number; price: number; fromHold: number }
  | { kind: 'transfer'; from: number; to: number; asset: number; amount: number };

const index = (length: number) => fc.integer({ min: 0, max: length - 1 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('hold' as const),
    account: index(ACCOUNTS.length),
    asset: index(ASSETS.length),
    amount: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({
    kind: fc.constantFrom('reduce' as const, 'increase' as const),
    hold: fc.nat(),
    amount: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({ kind: fc.constant('void' as const), hold: fc.nat() }),
  fc.record({
    kind: fc.constant('trade' as const),
    account: index(ACCOUNTS.length),
    security: index(securities.length),
    // Negative: a sale.
    quantity: fc.integer({ min: -600, max: 600 }).filter((quantity) => quantity !== 0),
    price: fc.integer({ min: 1, max: 500 }),
    fromHold: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: index(ACCOUNTS.length),
    to: index(ACCOUNTS.length),
    asset: index(ASSETS.length),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
);

type Adder = (account: string, asset: LedgerAsset, amount: Decimal) => void;

interface ModelHold {
  id: string;
  key: string;
  remaining: Decimal;
}

describe.each(testBackends)('ledger properties (%s)', (backend) => {
  const server = useTestServer(backend);
  const ledger = createLedger({ clock: realMarketClock });

  it('conserves every asset and never goes negative, whatever the order of holds, fills and voids', async () => {
    const db = server.current.app.db;
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 10, maxLength: 40 }), async (steps) => {
        const holds: ModelHold[] = [];
        // Expected change of each kept (account, asset) balance and hold total in this sequence.
        const balanceChange = new Map<string, Decimal>();
        const add = (account: string, asset: LedgerAsset, amount: Decimal) => {
          const key = `${account}|${assetKeyOf(asset)}`;
          balanceChange.set(key, (balanceChange.get(key) ?? new Decimal(0)).plus(amount));
        };
        const before = await keptFigures();

        for (const step of steps) {
          try {
            await db.transaction().execute((trx) => applyStep(trx, step, holds, add));
            accepted += 1;
          } catch (error) {
            // The only refusal a valid step may meet: not enough cash or shares. It changed nothing (the
            // model is only updated once the ledger call returned).
            if (!(error instanceof LedgerRefusedError)) throw error;
            refused += 1;
          }
        }

        const after = await keptFigures();
        for (const [key, change] of balanceChange) {
          expect(
            after.balance
              .get(key)
              ?.minus(before.balance.get(key) ?? 0)
              .toFixed(),
            key,
          ).toBe(change.toFixed());
        }
        for (const hold of holds) {
          const remaining = await db
            .selectFrom('ledger_holds')
            .select('remaining')
            .where('hold_id', '=', hold.id)
            .executeTakeFirstOrThrow();
          expect(new Decimal(remaining.remaining).toFixed()).toBe(hold.remaining.toFixed());
        }
        await expectLedgerInvariants();
      }),
      { numRuns: 20 },
    );
    // Both outcomes were exercised, so the checks above saw real movement and real refusals.
    expect(accepted).toBeGreaterThan(150);
    expect(refused).toBeGreaterThan(20);
  });

  async function applyStep(trx: Transaction<Database>, step: Step, holds: ModelHold[], add: Adder) {
    switch (step.kind) {
      case 'hold': {
        const account = ACCOUNTS[step.account]!;
        const asset = ASSETS[step.asset]!;
        const amount = new Decimal(asset.kind === 'cash' ? step.amount : step.amount % 700 || 1);
        const { holdID } = await ledger.placeHold(trx, {
          account,
          asset,
          amount,
          reason: 'ORDER_HOLD',
          reference: 'property',
        });
        holds.push({ id: holdID, key: `${account}|${assetKeyOf(asset)}`, remaining: amount });
        return;
      }
      case 'void':
      case 'reduce':
      case 'increase': {
        const hold = holds[step.hold % Math.max(holds.length, 1)];
        if (!hold) return;
        if (step.kind === 'void') {
          await ledger.voidHold(trx, hold.id);
          hold.remaining = new Decimal(0);
        } else if (step.kind === 'reduce') {
          await ledger.reduceHold(trx, hold.id, new Decimal(step.amount));
          hold.remaining = Decimal.max(hold.remaining.minus(step.amount), 0);
        } else if (!hold.remaining.isZero()) {
          await ledger.increaseHold(trx, hold.id, new Decimal(step.amount));
          hold.remaining = hold.remaining.plus(step.amount);
        }
        return;
      }
      case 'trade':
        return trade(trx, step, holds, add);
      case 'transfer': {
        const asset = ASSETS[step.asset]!;
        const amount = new Decimal(step.amount);
        const [from, to] = [ACCOUNTS[step.from]!, ACCOUNTS[step.to]!];
        await ledger.postJournal(trx, {
          reason: 'TRANSFER',
          reference: 'property',
          description: text,
          legs: [
            { account: from, asset, amount: amount.negated() },
            { account: to, asset, amount },
          ],
        });
        add(from, asset, amount.negated());
        add(to, asset, amount);
      }
    }
  }

  /** A fill: shares against cash with HOUSE:CLEARING, releasing part of a hold on what leaves the account. */
  async function trade(
    trx: Transaction<Database>,
    step: Extract<Step, { kind: 'trade' }>,
    holds: ModelHold[],
    add: Adder,
  ) {
    const account = ACCOUNTS[step.account]!;
    const security = securities[step.security]!;
    const cash = cashFor(security);
    const value = new Decimal(step.price).times(step.quantity);
    const legs: JournalLeg[] = [
      {
        account,
        asset: security,
        amount: new Decimal(step.quantity),
        ...(step.quantity > 0 && { cost: value }),
      },
      { account: 'HOUSE:CLEARING', asset: security, amount: new Decimal(-step.quantity) },
      { account, asset: cash, amount: value.negated() },
      { account: 'HOUSE:CLEARING', asset: cash, amount: value },
    ];
    const leaving = step.quantity > 0 ? cash : security;
    const hold = holds.find(
      (candidate, position) =>
        position % 3 === step.fromHold % 3 &&
        candidate.key === `${account}|${assetKeyOf(leaving)}` &&
        !candidate.remaining.isZero(),
    );
    const release = hold && Decimal.min(hold.remaining, step.quantity > 0 ? value : -step.quantity);
    await ledger.postJournal(trx, {
      reason: 'TRADE',
      reference: 'property',
      description: text,
      legs,
      ...(hold && release && { releases: [{ holdID: hold.id, amount: release }] }),
    });
    if (hold && release) hold.remaining = hold.remaining.minus(release);
    for (const leg of legs) if (!leg.account.startsWith('HOUSE:')) add(leg.account, leg.asset, leg.amount);
  }

  async function keptFigures() {
    const rows = await server.current.app.db
      .selectFrom('ledger_balances')
      .select(['account', 'asset_key', 'balance'])
      .execute();
    return {
      balance: new Map(rows.map((row) => [`${row.account}|${row.asset_key}`, new Decimal(row.balance)])),
    };
  }

  async function expectLedgerInvariants() {
    const db = server.current.app.db;
    const unbalanced = await sql<{ asset_key: string }>`
      select asset_key from ledger_entries group by asset_key having sum(amount) <> 0`.execute(db);
    expect(unbalanced.rows).toEqual([]);
    const drifted = await sql<{ account: string }>`
      select b.account, b.asset_key from ledger_balances b
        left join (select account, asset_key, sum(amount) as total from ledger_entries group by 1, 2) e
          using (account, asset_key)
        left join (select account, asset_key, sum(remaining) as held from ledger_holds
                    where state = 'ACTIVE' group by 1, 2) h using (account, asset_key)
       where b.balance <> coalesce(e.total, 0) or b.on_hold <> coalesce(h.held, 0)`.execute(db);
    expect(drifted.rows).toEqual([]);
    const negative = await db
      .selectFrom('ledger_balances')
      .select(['account', 'asset_key', 'balance', 'on_hold'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('asset_kind', '=', 'security'),
            eb.or([eb('balance', '<', '0'), sql<boolean>`balance - on_hold < 0`]),
          ]),
          eb.and([
            eb('asset_kind', '=', 'cash'),
            eb('account', 'in', [...CASH_ACCOUNTS]),
            sql<boolean>`balance - on_hold < 0`,
          ]),
        ]),
      )
      .execute();
    expect(negative).toEqual([]);
  }
});
