import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { priceUnitsToString } from '@lantau/domain';
import type { FundRequest, StaffDividendAnnouncement } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { fundKey, fundRequests } from './support/funds';
import { identityConfig } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import { expectHoldsToMatchOrders, placeOrder } from './support/orders';
import { useTestServer } from './support/test-server';
import { nextHongKongTradingMorning } from './support/trading-morning';

// Random sequences of everything that moves money, run two at a time so their transactions interleave,
// through the real API on a still market (the calendar clock held on today's or the next trading morning: only the test's own
// orders trade against the book's agents): fund requests (deposits, withdrawals, exchanges, transfers both
// ways), each then completed by staff, refused or withdrawn by the client or left open; orders that fill at
// once or rest on the book; dividends announced on the stock traded, elected in cash or scrip, and paid.
// Afterwards: every asset sums to zero over all ledger entries (house accounts included), no balance of an
// account that may not borrow is negative or held beyond itself, and the active holds are exactly the open
// fund requests' amount plus fee and the working orders' holds.

const USER = 'LTU1001';
const ACCOUNT = 'LTU100101';
const CODE = '00700';
const LOT = 100;
const amounts = fc.integer({ min: 1, max: 4000 }).map((cents) => new Decimal(cents).times(5).toFixed(2));
type Ending = 'complete' | 'refuse' | 'cancel' | 'leave';
const ending = fc.constantFrom<Ending>('complete', 'refuse', 'cancel', 'leave');
const command = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: amounts, ending }),
  fc.record({ kind: fc.constant('withdrawal' as const), amount: amounts, ending }),
  fc.record({
    kind: fc.constant('exchange' as const),
    amount: amounts,
    ending,
    from: fc.constantFrom('HKD', 'USD'),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    amount: amounts,
    ending,
    direction: fc.constantFrom<'TO_CRYPTO' | 'FROM_CRYPTO'>('TO_CRYPTO', 'FROM_CRYPTO'),
  }),
  fc.record({
    kind: fc.constant('trade' as const),
    side: fc.constantFrom<'BUY' | 'SELL'>('BUY', 'SELL'),
    // Marketable orders fill against the book at once; the others rest (and hold) a level or two away.
    marketable: fc.boolean(),
    level: fc.nat(2),
  }),
  fc.record({
    kind: fc.constant('dividend' as const),
    election: fc.constantFrom<'NONE' | 'CASH' | 'SCRIP'>('NONE', 'CASH', 'SCRIP'),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;
type FundCommand = Extract<Command, { ending: Ending }>;

/** 'YYYY-MM-DD' of a time in Asia/Shanghai (the business date). */
const dateOf = (ms: number) => new Date(ms + 8 * 60 * 60_000).toISOString().slice(0, 10);

describe.each(testBackends)('ledger conservation under random interleavings (%s)', (backend) => {
  let marketNow = nextHongKongTradingMorning();
  const server = useTestServer(backend, {
    ...identityConfig,
    // Every withdrawal asks for its SMS code: no resend wait, or all but the first of a run would be refused.
    otpResendSeconds: 0,
    marketClock: 'calendar',
    marketTimeSource: () => marketNow,
  });
  const { client, staff, sessionOf } = apiCallers(server);
  const funds = fundRequests(server, client);
  /** What the runs got to do, so a run of refusals alone cannot pass for a test. */
  const seen = { dividendsPaid: 0 };

  /** The market moves on a little, so its agents refill what the test's orders took. */
  async function stepMarket() {
    marketNow += 2_000;
    server.current.app.marketSimulator.advanceTo(marketNow);
    await server.current.app.ordersIdle();
  }

  function submit(step: FundCommand) {
    switch (step.kind) {
      case 'deposit':
        // Above the minimum deposit.
        return funds.deposit(USER, ACCOUNT, new Decimal(step.amount).plus(100).toFixed(2));
      case 'withdrawal':
        return funds.withdrawal(USER, ACCOUNT, step.amount);
      case 'exchange':
        return funds.exchange(USER, ACCOUNT, step.from, step.from === 'HKD' ? 'USD' : 'HKD', step.amount);
      case 'transfer':
        return funds.transfer(USER, ACCOUNT, step.direction, step.amount);
    }
  }

  async function finish(request: FundRequest, step: FundCommand) {
    const id = request.requestID;
    if (step.ending === 'leave') return;
    if (step.ending === 'cancel') return void (await client(USER, 'POST', `/funds/requests/${id}/cancel`));
    const queue =
      request.type === 'DEPOSIT'
        ? 'deposits'
        : request.type === 'WITHDRAWAL' ||
            (request.details.type === 'TRANSFER' && request.details.direction === 'TO_CRYPTO')
          ? 'payments'
          : 'exchanges';
    if (step.ending === 'refuse')
      return void (await staff(
        queue === 'exchanges' ? 'OPS1' : 'SUP1',
        'POST',
        `/staff/funds/${queue}/${id}/refuse`,
        { reason: 'test' },
      ));
    if (queue === 'deposits') return void (await staff('OPS1', 'POST', `/staff/funds/deposits/${id}/credit`));
    if (queue === 'exchanges')
      return void (await staff('OPS1', 'POST', `/staff/funds/exchanges/${id}/process`));
    await staff('OPS1', 'POST', `/staff/funds/payments/${id}/prepare`);
    await staff('SUP1', 'POST', `/staff/funds/payments/${id}/approve`);
  }

  async function trade(step: Extract<Command, { kind: 'trade' }>) {
    const quote = server.current.app.marketSimulator.quote('HK', CODE)!;
    const levels = (step.side === 'BUY') === step.marketable ? quote.asks : quote.bids;
    const chosen = levels[Math.min(step.marketable ? 1 : step.level, levels.length - 1)];
    if (chosen === undefined) return;
    const answer = await placeOrder(server.current, await sessionOf(USER), {
      accountNumber: ACCOUNT,
      market: 'HK',
      stockCode: CODE,
      side: step.side,
      orderType: step.marketable ? 'ELO' : 'LO',
      price: priceUnitsToString(chosen.price),
      quantity: LOT,
      timeInForce: 'DAY',
    });
    // Refusals (buying power, sellable shares) are part of the game; anything else is not.
    if (answer.body.code !== 'OK') expect(answer.body.code).toBe('E6001');
  }

  async function dividend(step: Extract<Command, { kind: 'dividend' }>) {
    // Every date today: entitled on the settled holding now, electable and payable at once.
    const today = dateOf(marketNow);
    const announced = await staff<StaffDividendAnnouncement>('SUP1', 'POST', '/staff/dividends', {
      market: 'HK',
      stockCode: CODE,
      currency: 'HKD',
      cashRate: '3.40',
      scripPrice: '401.00',
      exDate: today,
      recordDate: today,
      electionDeadline: today,
      paymentDate: today,
    });
    expect(announced.body.code, JSON.stringify(announced.body)).toBe('OK');
    const id = announced.body.data.announcementID;
    if (step.election !== 'NONE') {
      const elected = await client(
        USER,
        'POST',
        `/dividends/${id}/elections`,
        { accountNumber: ACCOUNT, option: step.election },
        fundKey(),
      );
      // The account may hold none of the stock settled by now (sold in an earlier step).
      expect(['OK', 'E7030']).toContain(elected.body.code);
    }
    const paid = await staff('SUP1', 'POST', `/staff/dividends/${id}/payments`);
    expect(paid.body.code).toBe('OK');
    seen.dividendsPaid += 1;
  }

  async function run(step: Command) {
    if (step.kind === 'trade') return trade(step);
    if (step.kind === 'dividend') return dividend(step);
    const placed = await submit(step);
    if (placed.body.code === 'OK') await finish(placed.body.data, step);
  }

  async function expectConservation() {
    const db = server.current.app.db;
    await expectEveryAssetToSumToZero(db);
    const negative = await db
      .selectFrom('ledger_balances')
      .select(['account', 'asset_key', 'balance', 'on_hold'])
      .where('may_borrow', '=', false)
      .where((eb) =>
        eb.or([eb('balance', '<', '0'), eb('on_hold', '<', '0'), eb('on_hold', '>', eb.ref('balance'))]),
      )
      .execute();
    expect(negative).toEqual([]);
    const held = await db
      .selectFrom('ledger_holds')
      .select(['reason', sql<string>`sum(remaining)`.as('total')])
      .where('state', '=', 'ACTIVE')
      .groupBy('reason')
      .execute();
    // Holds of two kinds only: fund requests' and orders'.
    expect(
      held.filter((row) => !['WITHDRAWAL', 'EXCHANGE', 'TRANSFER', 'ORDER_HOLD'].includes(row.reason)),
    ).toEqual([]);
    const fundHeld = held
      .filter((row) => row.reason !== 'ORDER_HOLD')
      .reduce((sum, row) => sum.plus(row.total), new Decimal(0));
    const open = await db
      .selectFrom('fund_requests')
      .select(sql<string | null>`sum(amount + fee)`.as('total'))
      .where('status', 'in', ['PND', 'ACK'])
      .where('hold_id', 'is not', null)
      .executeTakeFirst();
    expect(fundHeld.toFixed(2)).toBe(new Decimal(open?.total ?? 0).toFixed(2));
    await expectHoldsToMatchOrders(db);
  }

  it('keeps every asset summing to zero, nothing negative and holds equal to open requests and orders', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 10 }), async (commands) => {
        // Two at a time: their transactions interleave on the same account's balance rows.
        for (let index = 0; index < commands.length; index += 2) {
          await Promise.all(commands.slice(index, index + 2).map(run));
          await stepMarket();
        }
        await expectConservation();
      }),
      {
        numRuns: 16,
        // One sequence surely has every kind of step completed, whatever the random ones draw.
        examples: [
          [
            [
              // The money moves first, before a buy can take the cash a withdrawal needs.
              { kind: 'deposit', amount: '5000.00', ending: 'complete' },
              { kind: 'exchange', amount: '300.00', ending: 'complete', from: 'USD' },
              { kind: 'withdrawal', amount: '700.00', ending: 'complete' },
              { kind: 'transfer', amount: '900.00', ending: 'complete', direction: 'TO_CRYPTO' },
              { kind: 'trade', side: 'BUY', marketable: true, level: 0 },
              { kind: 'dividend', election: 'SCRIP' },
              { kind: 'trade', side: 'SELL', marketable: false, level: 2 },
              { kind: 'transfer', amount: '400.00', ending: 'leave', direction: 'FROM_CRYPTO' },
            ],
          ],
        ],
      },
    );
    // The sequences did move money: requests of every type were completed, orders filled, dividends paid.
    const done = await server.current.app.db
      .selectFrom('fund_requests')
      .select(['type', 'status'])
      .distinct()
      .execute();
    expect([...new Set(done.map((row) => row.type))].sort()).toEqual([
      'DEPOSIT',
      'EXCHANGE',
      'TRANSFER',
      'WITHDRAWAL',
    ]);
    expect(done.some((row) => row.status === 'CLS')).toBe(true);
    const executions = await server.current.app.db
      .selectFrom('executions')
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(executions.count)).toBeGreaterThan(0);
    expect(seen.dividendsPaid).toBeGreaterThan(0);
  }, 180_000);
});
