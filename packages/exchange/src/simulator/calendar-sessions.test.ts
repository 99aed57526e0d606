import { describe, expect, it, vi } from 'vitest';
import { roundToTick, SPREAD_TABLES, ticksAway } from '@lantau/domain';
import { zonedMinuteToEpoch } from '../time/zoned-time';
import type { TradeEvent } from '../types';
import { bookOf } from './inspect';
import { clientOrder, TEST_INVESTOR, testSimulator } from './test-support';
import type { ClientExecution, QuoteState } from './types';

vi.setConfig({ testTimeout: 120_000 });

const hk = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return zonedMinuteToEpoch(date, h * 60 + m, 'Asia/Hong_Kong');
};
const sh = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return zonedMinuteToEpoch(date, h * 60 + m, 'Asia/Shanghai');
};
const DAY = '2026-11-23';
const calendar = { mode: 'calendar' as const, tickMs: 1_000, opsPerSecond: 20 };

function trades(events: ReturnType<typeof testSimulator>['events'], code: string): TradeEvent[] {
  return events.flatMap(({ code: c, event }) => (c === code && event.type === 'trade' ? [event] : []));
}

describe('Hong Kong pre-opening session', () => {
  it('collects auction orders, shows IEP/IEV and the POS panel, uncrosses at the IEP inside 09:20-09:22', () => {
    const run = testSimulator(hk(DAY, '08:55'), calendar);
    const { sim, advance, events } = run;
    const executions: ClientExecution[] = [];
    sim.onExecution((execution) => executions.push(execution));
    advance(hk(DAY, '09:05') - run.now());
    const preOpen = sim.quote('HK', '00700') as QuoteState;
    expect(preOpen.phase).toBe('PRE_OPENING');
    expect(preOpen.pos).toMatchObject({ reference: preOpen.previousClose });
    expect(preOpen.pos?.lower).toBeGreaterThanOrEqual(Math.ceil(preOpen.previousClose * 0.85));
    expect(preOpen.pos?.upper).toBeLessThanOrEqual(Math.floor(preOpen.previousClose * 1.15));
    // Continuous order types are refused; a limit outside the 15% band too.
    const close = preOpen.previousClose;
    expect(sim.submitClientOrder('HK', '00700', clientOrder('x1', 'a', 'buy', 'limit', 100, close)).ok).toBe(
      false,
    );
    // Big at-auction sells (they cannot all fill: the remainder is cancelled) and a high at-auction limit sell
    // (cannot fill: it carries into continuous trading as a limit order).
    const high = roundToTick(SPREAD_TABLES.HK_STOCK_2025, preOpen.pos?.upper ?? 0, 'down') as number;
    for (const n of [1, 2, 3]) {
      const sell = {
        id: `aa-sell-${n}`,
        owner: 'a',
        investorId: TEST_INVESTOR,
        side: 'sell',
        type: 'at-auction',
        quantity: 300_000,
      } as const;
      expect(sim.submitClientOrder('HK', '00700', sell).ok).toBe(true);
    }
    expect(
      sim.submitClientOrder(
        'HK',
        '00700',
        clientOrder('aal-sell', 'a', 'sell', 'at-auction-limit', 100, high),
      ).ok,
    ).toBe(true);
    advance(hk(DAY, '09:20') - 1_000 - run.now());
    const beforeMatch = sim.quote('HK', '00700') as QuoteState;
    expect(beforeMatch.phase).toBe('PRE_OPENING_NO_CANCEL');
    expect(beforeMatch.iep).not.toBeNull();
    expect(beforeMatch.iev).toBeGreaterThan(0);
    expect(beforeMatch.pos?.imbalanceSide).toBe('sell');
    expect(sim.cancelClientOrder('HK', '00700', 'aal-sell')).toEqual({
      ok: false,
      reason: 'CANCEL_NOT_ALLOWED',
    });
    advance(hk(DAY, '09:22') - run.now());
    const auctionTrades = trades(events, '00700').filter((t) => t.aggressor === null);
    expect(auctionTrades.length).toBeGreaterThan(0);
    for (const trade of auctionTrades) {
      expect(trade.price).toBe(beforeMatch.iep);
      expect(trade.ts).toBeGreaterThanOrEqual(hk(DAY, '09:20'));
      expect(trade.ts).toBeLessThan(hk(DAY, '09:22'));
    }
    expect(auctionTrades.reduce((sum, t) => sum + t.quantity, 0)).toBe(beforeMatch.iev);
    expect(new Set(auctionTrades.map((t) => t.ts)).size).toBe(1);
    // At-auction orders trade at the IEP or not at all: whatever the auction could not fill is cancelled.
    const sold = executions.filter((e) => e.orderId.startsWith('aa-sell') && e.kind === 'fill');
    const unfilled = executions.filter((e) => e.orderId.startsWith('aa-sell') && e.kind === 'cancelled');
    expect(sold.every((e) => e.kind === 'fill' && e.price === beforeMatch.iep)).toBe(true);
    expect([...sold, ...unfilled].reduce((sum, e) => sum + e.quantity, 0)).toBe(900_000);
    expect(unfilled.every((e) => e.kind === 'cancelled' && e.reason === 'auction-unfilled')).toBe(true);
    expect(unfilled.length).toBeGreaterThan(0);
    expect(bookOf(sim, 'HK', '00700')?.order('aal-sell')).toMatchObject({ type: 'limit', leaves: 100 });
    const blocking = sim.quote('HK', '00700') as QuoteState;
    expect(blocking.phase).toBe('BLOCKING');
    expect(blocking.last).toBe(beforeMatch.iep);
    expect(blocking.open).toBe(beforeMatch.iep);
    advance(hk(DAY, '09:31') - run.now());
    const open = sim.quote('HK', '00700') as QuoteState;
    expect(open.phase).toBe('CONTINUOUS');
    expect(open.bids.length).toBeGreaterThanOrEqual(10);
    expect(bookOf(sim, 'HK', '00700')?.order('aal-sell')).toMatchObject({ type: 'limit', leaves: 100 });
    expect(sim.marketStatuses().find((s) => s.market === 'HK')).toMatchObject({
      phase: 'CONTINUOUS',
      tradingDate: DAY,
      clock: 'calendar',
    });
  });
});

describe('Hong Kong closing auction session and end of day', () => {
  it('fixes the reference at 16:00, uncrosses within +/-5% inside 16:08-16:10, then expires every order', () => {
    const run = testSimulator(hk(DAY, '15:55'), calendar);
    const { sim, advance, events } = run;
    const executions: ClientExecution[] = [];
    sim.onExecution((execution) => executions.push(execution));
    // A day order as far under the best bid as the quotation rules allow (24 spreads, about 1.2% here): it
    // does not trade in the closing auction and expires at the end of the day.
    const best = sim.quote('HK', '00005')?.bids[0]?.price as number;
    const bid = ticksAway(SPREAD_TABLES.HK_STOCK_2025, best, -24) as number;
    expect(
      sim.submitClientOrder('HK', '00005', clientOrder('day-order', 'a', 'buy', 'limit', 400, bid)).ok,
    ).toBe(true);
    advance(hk(DAY, '16:00') + 30_000 - run.now());
    const reference = sim.quote('HK', '00005') as QuoteState;
    expect(reference.phase).toBe('CLOSING_REFERENCE');
    expect(reference.cas?.reference).toBe(reference.last);
    advance(hk(DAY, '16:05') - run.now());
    const cas = sim.quote('HK', '00005') as QuoteState;
    expect(cas.phase).toBe('CLOSING_AUCTION');
    expect(cas.cas?.reference).toBe(reference.last);
    expect(cas.iev).toBeGreaterThan(0);
    const ref = cas.cas?.reference as number;
    expect(
      sim.submitClientOrder(
        'HK',
        '00005',
        clientOrder(
          'outside',
          'a',
          'buy',
          'at-auction-limit',
          400,
          roundToTick(SPREAD_TABLES.HK_STOCK_2025, Math.round(ref * 1.06), 'up'),
        ),
      ),
    ).toEqual({ ok: false, reason: 'AUCTION_PRICE_BAND' });
    advance(hk(DAY, '16:10') - 1_000 - run.now());
    const closing = trades(events, '00005').filter((t) => t.aggressor === null && t.ts >= hk(DAY, '16:00'));
    expect(closing.length).toBeGreaterThan(0);
    for (const trade of closing) {
      expect(trade.ts).toBeGreaterThanOrEqual(hk(DAY, '16:08'));
      expect(trade.ts).toBeLessThan(hk(DAY, '16:10'));
      expect(Math.abs(trade.price - ref) * 100).toBeLessThanOrEqual(5 * ref);
    }
    expect(
      sim.submitClientOrder('HK', '00005', clientOrder('late', 'a', 'buy', 'at-auction-limit', 400, ref)),
    ).toEqual({ ok: false, reason: 'MARKET_CLOSED' });
    advance(hk(DAY, '16:10') + 2_000 - run.now());
    const closed = sim.quote('HK', '00005') as QuoteState;
    expect(closed.phase).toBe('CLOSED');
    expect(closed.last).toBe(closing.at(-1)?.price);
    expect(closed.bids).toEqual([]);
    expect(bookOf(sim, 'HK', '00005')?.openOrders()).toEqual([]);
    expect(executions.find((e) => e.orderId === 'day-order' && e.kind === 'cancelled')).toMatchObject({
      reason: 'unfilled',
      quantity: 400,
    });
  });

  it('runs the half-day close at 12:00-12:10 on Christmas Eve', () => {
    const run = testSimulator(hk('2026-12-24', '11:55'), calendar);
    const { sim, advance, events } = run;
    advance(hk('2026-12-24', '12:03') - run.now());
    expect(sim.quote('HK', '00700')?.phase).toBe('CLOSING_AUCTION');
    advance(hk('2026-12-24', '12:11') - run.now());
    const closing = trades(events, '00700').filter((t) => t.aggressor === null);
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.every((t) => t.ts >= hk('2026-12-24', '12:08') && t.ts < hk('2026-12-24', '12:10'))).toBe(
      true,
    );
    expect(sim.quote('HK', '00700')?.phase).toBe('CLOSED');
    expect(bookOf(sim, 'HK', '00700')?.openOrders()).toEqual([]);
  });
});

describe('other markets on the calendar clock', () => {
  it('uncrosses the Shanghai opening call at 09:25 and trades from 09:30', () => {
    const run = testSimulator(sh(DAY, '09:12'), calendar);
    const { sim, advance, events } = run;
    advance(sh(DAY, '09:24') - run.now());
    expect(sim.quote('MA^MZ', '600519')?.phase).toBe('PRE_OPENING_NO_CANCEL');
    expect(sim.quote('MA^MZ', '600519')?.iev).toBeGreaterThan(0);
    advance(sh(DAY, '09:26') - run.now());
    const call = trades(events, '600519').filter((t) => t.aggressor === null);
    expect(call.length).toBeGreaterThan(0);
    expect(call.every((t) => t.ts === sh(DAY, '09:25'))).toBe(true);
    advance(sh(DAY, '09:35') - run.now());
    expect(trades(events, '600519').some((t) => t.aggressor !== null)).toBe(true);
  });

  it('is quiet on a holiday and closes the US day at 16:00 New York with expiry', () => {
    const run = testSimulator(Date.parse('2026-11-23T20:55:00Z'), calendar);
    const { sim, advance } = run;
    expect(sim.quote('US', 'AAPL')?.phase).toBe('CONTINUOUS');
    advance(6 * 60_000);
    expect(sim.quote('US', 'AAPL')?.phase).toBe('CLOSED');
    expect(bookOf(sim, 'US', 'AAPL')?.openOrders()).toEqual([]);
    const holiday = testSimulator(hk('2026-12-25', '10:00'), calendar);
    const before = holiday.sim.quote('HK', '00700') as QuoteState;
    holiday.advance(60_000);
    expect(holiday.sim.quote('HK', '00700')?.phase).toBe('HOLIDAY');
    expect(holiday.sim.quote('HK', '00700')?.volume).toBe(before.volume);
  });
});

describe('a market that is shut when the simulator starts', () => {
  it('shows an empty book until the next session opens, then a full ladder', () => {
    const run = testSimulator(hk(DAY, '08:00'), calendar);
    const before = run.sim.quote('HK', '00700') as QuoteState;
    expect(before.phase).toBe('CLOSED');
    expect(before.bids).toEqual([]);
    expect(before.asks).toEqual([]);
    // Nor does a delayed quote from before the start invent a book for a shut market.
    expect(run.sim.quoteAt('HK', '00700', hk(DAY, '07:45'))?.bids).toEqual([]);
    run.advance(hk(DAY, '09:31') - run.now());
    const open = run.sim.quote('HK', '00700') as QuoteState;
    expect(open.phase).toBe('CONTINUOUS');
    expect(open.bids.length).toBeGreaterThanOrEqual(10);
    expect(open.asks.length).toBeGreaterThanOrEqual(10);
  });
});
