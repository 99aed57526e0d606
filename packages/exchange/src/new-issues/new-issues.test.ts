import fc from 'fast-check';
import { toPriceUnits } from '@lantau/domain';
import { describe, expect, it } from 'vitest';
import { timetableOf } from '../sessions/session-clock';
import { zonedMinuteToEpoch } from '../time/zoned-time';
import { minutesOf } from '../time/zoned-time';
import { clientOrder, testSimulator } from '../simulator/test-support';
import type { ClientExecution, NewIssueListing } from '../simulator/types';
import { newIssueDay } from './grey-market-day';

// A new issue in the simulated exchange: closed until its grey market, the grey market alone on the trading day
// before listing (16:15-18:30, 14:15-16:30 on a half day; limit orders only, day orders), then the listing
// day's pre-opening auction and continuous trading; market makers quote it around the offer price.

const hk = (date: string, hhmm: string) => zonedMinuteToEpoch(date, minutesOf(hhmm), 'Asia/Hong_Kong');
const table = timetableOf('HK');
const DATES = { greyMarketDate: '2026-11-24', listingDate: '2026-11-25' };
const LISTING: NewIssueListing = {
  code: '02999',
  name: { en_US: 'Test New Issue', zh_HK: '測試新股', zh_CN: '测试新股' },
  lotSize: 500,
  currency: 'HKD',
  offerPrice: '8.800',
  ...DATES,
};
const phaseOf = (date: string, hhmm: string, dates = DATES) => {
  const day = newIssueDay(table, date, 'calendar', dates);
  const t = hk(date, hhmm);
  return day.segments.find((s) => s.start <= t && t < s.end)!;
};

describe('a new issue timetable', () => {
  it('is closed before its grey market date, and not a trading day for it', () => {
    expect(newIssueDay(table, '2026-11-23', 'calendar', DATES).trading).toBe(false);
    expect(phaseOf('2026-11-23', '10:00').phase).toBe('CLOSED');
    expect(phaseOf('2026-11-23', '17:00').phase).toBe('CLOSED');
  });

  it.each([
    ['09:30', 'CLOSED'],
    ['16:14', 'CLOSED'],
    ['16:15', 'GREY_MARKET'],
    ['18:29', 'GREY_MARKET'],
    ['18:30', 'CLOSED'],
  ])('on the grey market date %s is %s', (time, phase) => {
    expect(phaseOf('2026-11-24', time).phase).toBe(phase);
  });

  it('matches the grey market continuously and ends the day after it (day orders expire)', () => {
    const grey = phaseOf('2026-11-24', '17:00');
    expect(grey.bookPhase).toBe('continuous');
    expect(grey.cancelAllowed).toBe(true);
    expect(phaseOf('2026-11-24', '18:30').endOfDay).toBe(true);
  });

  it('moves the grey market to 14:15-16:30 on a half day', () => {
    const dates = { greyMarketDate: '2026-12-24', listingDate: '2026-12-28' };
    expect(phaseOf('2026-12-24', '14:14', dates).phase).toBe('CLOSED');
    expect(phaseOf('2026-12-24', '14:15', dates).phase).toBe('GREY_MARKET');
    expect(phaseOf('2026-12-24', '16:29', dates).phase).toBe('GREY_MARKET');
    expect(phaseOf('2026-12-24', '16:30', dates).phase).toBe('CLOSED');
  });

  it('trades as any Hong Kong stock from the listing date, starting with the pre-opening auction', () => {
    expect(phaseOf('2026-11-25', '09:00').phase).toBe('PRE_OPENING');
    expect(phaseOf('2026-11-25', '09:30').phase).toBe('CONTINUOUS');
    expect(phaseOf('2026-11-25', '17:00').phase).toBe('CLOSED');
  });

  it('on the demo clock runs the grey market all day from the grey market date until listing', () => {
    expect(newIssueDay(table, '2026-11-24', 'demo', DATES).segments.map((s) => s.phase)).toEqual([
      'GREY_MARKET',
    ]);
    expect(newIssueDay(table, '2026-11-23', 'demo', DATES).segments.map((s) => s.phase)).toEqual(['CLOSED']);
    expect(newIssueDay(table, '2026-11-25', 'demo', DATES).segments.map((s) => s.phase)).toEqual([
      'CONTINUOUS',
    ]);
  });
});

describe('a new issue in the simulator (calendar clock)', () => {
  const setUp = (tickMs = 200) => {
    const harness = testSimulator(hk('2026-11-24', '16:00'), { mode: 'calendar', tickMs });
    const executions: ClientExecution[] = [];
    harness.sim.onExecution((e) => executions.push(e));
    harness.sim.listNewIssue(LISTING);
    return { ...harness, executions };
  };
  const offer = toPriceUnits('8.800');

  it('is not tradable before its grey market: shown closed, client orders refused', () => {
    const { sim } = setUp();
    expect(sim.instrument('HK', '02999')?.newIssue).toEqual(DATES);
    expect(sim.quote('HK', '02999')?.phase).toBe('CLOSED');
    expect(sim.quote('HK', '02999')?.previousClose).toBe(offer);
    const result = sim.submitClientOrder('HK', '02999', clientOrder('c1', 'A1', 'buy', 'limit', 500, offer));
    expect(result).toEqual({ ok: false, reason: 'MARKET_CLOSED' });
  });

  it('opens the grey market at 16:15 with market makers quoting around the offer price', () => {
    const { sim, advance } = setUp();
    advance(16 * 60_000);
    const quote = sim.quote('HK', '02999')!;
    expect(quote.phase).toBe('GREY_MARKET');
    expect(quote.bids.length).toBeGreaterThan(0);
    expect(quote.asks.length).toBeGreaterThan(0);
    expect(Math.abs(quote.bids[0]!.price - offer) / offer).toBeLessThan(0.1);
    expect(Math.abs(quote.asks[0]!.price - offer) / offer).toBeLessThan(0.1);
    // Every other Hong Kong stock is closed then: the session is the new issue's alone.
    expect(sim.quote('HK', '00700')?.phase).toBe('CLOSED');
  });

  it('takes limit orders only in the grey market, which trade against the market makers', () => {
    const { sim, advance, executions } = setUp();
    advance(16 * 60_000);
    const enhanced = clientOrder('c1', 'A1', 'buy', 'enhanced-limit', 500, offer);
    expect(sim.submitClientOrder('HK', '02999', enhanced)).toEqual({
      ok: false,
      reason: 'ORDER_TYPE_NOT_ALLOWED',
    });
    const ask = sim.quote('HK', '02999')!.asks[0]!.price;
    expect(sim.submitClientOrder('HK', '02999', clientOrder('c2', 'A1', 'buy', 'limit', 500, ask))).toEqual({
      ok: true,
    });
    expect(executions).toContainEqual(
      expect.objectContaining({ kind: 'fill', orderId: 'c2', price: ask, quantity: 500 }),
    );
  });

  it('expires unfilled grey orders at 18:30, and lists with the pre-opening auction around the offer price', () => {
    const { sim, advance, executions } = setUp(5_000);
    advance(2 * 60 * 60_000 + 10 * 60_000); // 18:10
    const bid = sim.quote('HK', '02999')!.bids[0]!.price;
    const low = bid - 1_000; // ten steps below the touch: rests
    expect(sim.submitClientOrder('HK', '02999', clientOrder('c3', 'A1', 'buy', 'limit', 500, low))).toEqual({
      ok: true,
    });
    advance(25 * 60_000);
    expect(executions).toContainEqual(
      expect.objectContaining({ kind: 'cancelled', orderId: 'c3', reason: 'unfilled' }),
    );
    expect(sim.quote('HK', '02999')?.phase).toBe('CLOSED');
    advance(15 * 60 * 60_000); // the listing day, 09:45
    const quote = sim.quote('HK', '02999')!;
    expect(quote.phase).toBe('CONTINUOUS');
    expect(quote.previousClose).toBe(offer);
    expect(quote.asks.length).toBeGreaterThan(0);
  });

  it('lists idempotently, and a delisting cancels the open client orders and removes the stock', () => {
    const { sim, advance, executions } = setUp();
    sim.listNewIssue({ ...LISTING });
    expect(sim.instruments.filter((i) => i.code === '02999')).toHaveLength(1);
    advance(16 * 60_000);
    const low = sim.quote('HK', '02999')!.bids[0]!.price - 400;
    sim.submitClientOrder('HK', '02999', clientOrder('c4', 'A1', 'buy', 'limit', 500, low));
    expect(sim.delistNewIssue('02999')).toBe(true);
    expect(executions).toContainEqual(
      expect.objectContaining({ kind: 'cancelled', orderId: 'c4', reason: 'requested' }),
    );
    expect(sim.instrument('HK', '02999')).toBeUndefined();
    expect(sim.delistNewIssue('02999')).toBe(false);
    expect(sim.delistNewIssue('00700')).toBe(false);
    advance(60_000);
  });

  it('updates a listing whose price is fixed: quoted around the new price', () => {
    const { sim, advance } = setUp();
    sim.listNewIssue({ ...LISTING, offerPrice: '8.000' });
    advance(16 * 60_000);
    expect(sim.quote('HK', '02999')?.previousClose).toBe(toPriceUnits('8.000'));
  });
});

describe('the demo clock', () => {
  it('keeps the grey market open whenever the demo runs before listing', () => {
    const start = hk('2026-11-24', '03:00');
    // Minute ticks: fifteen hours of the fixture universe at 10 s took most of a test's five seconds alone.
    const { sim, advance } = testSimulator(start, { tickMs: 60_000 });
    sim.listNewIssue(LISTING);
    for (let i = 0; i < 3; i += 1) {
      expect(sim.quote('HK', '02999')?.phase).toBe('GREY_MARKET');
      advance(5 * 60 * 60_000);
    }
  });
});

describe('a new issue listed just after Hong Kong midnight on a demo running since the day before', () => {
  // The e2e server of a CI run started at 23:58 and the results (grey market today) came at 00:04: the issue
  // must be in the new day's grey session and match, not in the day the simulator started on.
  const NEW_DAY = { greyMarketDate: '2026-11-25', listingDate: '2026-11-26' };
  const sinceBeforeMidnight = () => {
    const harness = testSimulator(hk('2026-11-24', '23:58'), { tickMs: 1_000 });
    const executions: ClientExecution[] = [];
    harness.sim.onExecution((e) => executions.push(e));
    harness.advance(6 * 60_000); // 00:04 on the new day
    return { ...harness, executions };
  };

  it('opens its grey market on the new date, where a sale at the best bid fills (listed at the maximum, then at the final price)', () => {
    const { sim, advance, executions } = sinceBeforeMidnight();
    sim.listNewIssue({ ...LISTING, ...NEW_DAY, offerPrice: '10.000' });
    advance(30_000);
    sim.listNewIssue({ ...LISTING, ...NEW_DAY, offerPrice: '9.600' });
    advance(20_000);
    const quote = sim.quote('HK', '02999')!;
    expect(quote.phase).toBe('GREY_MARKET');
    expect(sim.marketStatuses().find((s) => s.market === 'HK')?.tradingDate).toBe(NEW_DAY.greyMarketDate);
    const bid = quote.bids[0]!.price;
    const sale = clientOrder('g1', 'A1', 'sell', 'limit', 1000, bid);
    expect(sim.submitClientOrder('HK', '02999', sale)).toEqual({ ok: true });
    const fills = executions.filter((e) => e.orderId === 'g1');
    expect(fills.every((e) => e.kind === 'fill' && e.price === bid)).toBe(true);
    expect(fills.at(-1)).toMatchObject({ kind: 'fill', leaves: 0 });
  });

  it('trades an issue listing on the new date as a listed stock, and a buy at the best ask fills', () => {
    const { sim, executions } = sinceBeforeMidnight();
    sim.listNewIssue({ ...LISTING, greyMarketDate: '2026-11-24', listingDate: NEW_DAY.greyMarketDate });
    const quote = sim.quote('HK', '02999')!;
    expect(quote.phase).toBe('CONTINUOUS');
    const ask = quote.asks[0]!.price;
    expect(sim.submitClientOrder('HK', '02999', clientOrder('l1', 'A1', 'buy', 'limit', 500, ask))).toEqual({
      ok: true,
    });
    expect(executions).toContainEqual(
      expect.objectContaining({ kind: 'fill', orderId: 'l1', price: ask, quantity: 500, leaves: 0 }),
    );
  });
});

describe('market makers in the grey market (seeded property)', () => {
  it('keep a two-sided market around any offer price, never crossed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.constantFrom('1.500', '3.880', '8.800', '26.400', '118.000'),
        (seed, price) => {
          const { sim, advance } = testSimulator(hk('2026-11-24', '16:10'), { mode: 'calendar', seed });
          sim.listNewIssue({ ...LISTING, offerPrice: price });
          advance(10 * 60_000);
          const quote = sim.quote('HK', '02999')!;
          const offerUnits = toPriceUnits(price);
          expect(quote.phase).toBe('GREY_MARKET');
          const bid = quote.bids[0]!.price;
          const ask = quote.asks[0]!.price;
          expect(bid).toBeLessThan(ask);
          expect(Math.abs(bid - offerUnits) / offerUnits).toBeLessThan(0.15);
          expect(Math.abs(ask - offerUnits) / offerUnits).toBeLessThan(0.15);
        },
      ),
      { seed: 26, numRuns: 12 },
    );
  });
});
