import { describe, expect, it, vi } from 'vitest';

// The machine is shared; a simulated quarter of an hour takes a few seconds there.
vi.setConfig({ testTimeout: 60_000 });
import { computeIndexLevel } from '../indices';
import type { TradeEvent } from '../types';
import { createMarketSimulator } from './market-simulator';
import { bookOf } from './inspect';
import { clientOrder, hkQuotes, TEST_INVESTOR, testSimulator } from './test-support';
import { FIXTURE_INDICES, FIXTURE_UNIVERSE } from './test-universe';
import type { ClientExecution, MarketChange, QuoteState } from './types';

const START = Date.UTC(2026, 10, 23, 3, 0, 0); // Monday 11:00 in Hong Kong

// The package compiles without DOM or Node typings; the performance print needs these two.
declare const performance: { now(): number };
declare const console: { log(message: string): void };
const MINUTE = 60_000;

describe('market simulator (demo clock)', () => {
  it('starts with every book 10 levels deep, HK broker queues full, history and today already populated', () => {
    const { sim } = testSimulator(START);
    for (const ref of sim.instruments) {
      const quote = sim.quote(ref.market, ref.code) as QuoteState;
      expect(quote.phase).toBe('CONTINUOUS');
      // A USD 0.41 Shanghai B share has few price steps to its 10% daily limit.
      const levels = ref.code === '900901' ? 3 : 10;
      expect(quote.bids.length).toBeGreaterThanOrEqual(levels);
      expect(quote.asks.length).toBeGreaterThanOrEqual(levels);
      expect((quote.bids[0]?.price ?? 0) < (quote.asks[0]?.price ?? 0)).toBe(true);
      expect(quote.volume).toBeGreaterThan(0);
      expect(quote.open).not.toBeNull();
      expect(quote.high52w).not.toBeNull();
      expect(sim.candles(ref.market, ref.code, 'day', 400).length).toBeGreaterThan(250);
      if (ref.market === 'HK') {
        expect(quote.bidBrokers.length).toBe(40);
        expect(quote.askBrokers.length).toBe(40);
        expect(quote.bidBrokers[0]?.brokerId).toMatch(/^\d{4}$/);
        expect(quote.bidBrokers.some((slot) => slot.spread === 1)).toBe(true);
      } else {
        expect(quote.bidBrokers).toEqual([]);
      }
    }
  });

  it('keeps at least 10 levels and 40 broker slots on HK books while trades, volume and turnover accrue', () => {
    const { sim, advance } = testSimulator(START);
    const before = new Map(hkQuotes(sim).map((q) => [q.instrument.code, q]));
    advance(10 * MINUTE, () => {
      for (const quote of hkQuotes(sim)) {
        expect(quote.bids.length).toBeGreaterThanOrEqual(10);
        expect(quote.asks.length).toBeGreaterThanOrEqual(10);
        expect(quote.bidBrokers.length).toBe(40);
        expect(quote.askBrokers.length).toBe(40);
      }
    });
    for (const quote of hkQuotes(sim)) {
      const old = before.get(quote.instrument.code) as QuoteState;
      expect(quote.volume).toBeGreaterThan(old.volume);
      expect(quote.turnover).toBeGreaterThan(old.turnover);
      expect(quote.trades.length).toBe(50);
      expect(quote.trades[0]?.time).toBeGreaterThanOrEqual(quote.trades[49]?.time ?? Infinity);
      expect(quote.last).not.toBeNull();
      expect(quote.last as number).toBeLessThanOrEqual(quote.high as number);
      expect(quote.last as number).toBeGreaterThanOrEqual(quote.low as number);
      expect(quote.seq).toBeGreaterThan(old.seq);
    }
  });

  it('keeps every book bounded while prices drift: at most 20 levels a side, 12 orders a level', () => {
    // An hour at the full universe's per-instrument rate; on the US cent table the fair value walks many ticks.
    const { sim, advance } = testSimulator(START, { opsPerSecond: 15 });
    advance(60 * MINUTE);
    for (const ref of sim.instruments) {
      const book = bookOf(sim, ref.market, ref.code);
      for (const side of ['buy', 'sell'] as const) {
        expect(book?.levelCount(side)).toBeLessThanOrEqual(20);
        for (const level of book?.depth(side, 20) ?? []) expect(level.orders).toBeLessThanOrEqual(12);
      }
    }
  });

  it('is deterministic: the same seed and clock give identical quotes; another seed differs', () => {
    const a = testSimulator(START);
    const b = testSimulator(START);
    const c = testSimulator(START, { seed: 8 });
    for (const run of [a, b, c]) run.advance(3 * MINUTE);
    const all = (run: typeof a) => run.sim.instruments.map((ref) => run.sim.quote(ref.market, ref.code));
    expect(all(a)).toEqual(all(b));
    expect(a.sim.indices()).toEqual(b.sim.indices());
    expect(all(a)).not.toEqual(all(c));
  });

  it('reports quote, index and minor changes synchronously', () => {
    const { sim, advance } = testSimulator(START);
    const changes: MarketChange[] = [];
    const off = sim.onChange((change) => changes.push(change));
    advance(MINUTE);
    expect(changes.some((c) => c.kind === 'quote' && !c.minor)).toBe(true);
    expect(changes.some((c) => c.kind === 'index')).toBe(true);
    off();
    const count = changes.length;
    advance(MINUTE);
    expect(changes.length).toBe(count);
  });

  it('computes indices from constituents, with previous close from their previous closes', () => {
    const { sim, advance } = testSimulator(START);
    advance(2 * MINUTE);
    const hsi = sim.indices().find((index) => index.definition.code === 'HSI');
    const definition = FIXTURE_INDICES[0];
    if (!hsi || !definition) throw new Error('no HSI');
    const quoteOf = (code: string) => sim.quote('HK', code) as QuoteState;
    const reference = (code: string) =>
      Math.round(Number(FIXTURE_UNIVERSE.find((r) => r.code === code)?.referencePrice) * 10_000);
    expect(hsi.previousClose).toBeCloseTo(
      computeIndexLevel(definition, (code) => quoteOf(code).previousClose, reference),
      6,
    );
    expect(hsi.value).toBeCloseTo(
      computeIndexLevel(definition, (code) => quoteOf(code).last ?? undefined, reference),
      6,
    );
  });

  it('serves the quote exactly as it was 15 minutes ago (to the second), level 1 only', () => {
    const { sim, now, advance } = testSimulator(START);
    const samples: { time: number; quote: QuoteState }[] = [];
    advance(20 * MINUTE, () => samples.push({ time: now(), quote: sim.quote('HK', '00700') as QuoteState }));
    for (const back of [15 * MINUTE, 15 * MINUTE + 30_000, 16 * MINUTE]) {
      const time = now() - back;
      const delayed = sim.quoteAt('HK', '00700', time) as QuoteState;
      const liveThen = samples.filter((s) => s.time <= time).at(-1)?.quote as QuoteState;
      const liveSecondBefore = samples.filter((s) => s.time <= time - 1_000).at(-1)?.quote as QuoteState;
      // At most one record a second: what was live at `time`, or at worst a second older.
      expect(delayed.seq).toBeLessThanOrEqual(liveThen.seq);
      expect(delayed.seq).toBeGreaterThanOrEqual(liveSecondBefore.seq);
      const source = samples.find((s) => s.quote.seq === delayed.seq)?.quote as QuoteState;
      expect(delayed.last).toBe(source.last);
      expect(delayed.volume).toBe(source.volume);
      expect(delayed.bids).toEqual(source.bids.slice(0, 1));
      expect(delayed.asks).toEqual(source.asks.slice(0, 1));
      expect(delayed.bidBrokers).toEqual([]);
    }
  });

  it('derives a delayed quote from the back-filled minute bars for times before it started', () => {
    const { sim } = testSimulator(START);
    const time = START - 30 * MINUTE;
    const bars = sim.intraday('HK', '00700', time - MINUTE);
    const delayed = sim.quoteAt('HK', '00700', time) as QuoteState;
    expect(delayed.last).toBe(bars.at(-1)?.close);
    expect(delayed.open).toBe(bars[0]?.open);
    expect(delayed.volume).toBe(bars.reduce((sum, bar) => sum + bar.volume, 0));
    expect(delayed.high).toBe(Math.max(...bars.map((bar) => bar.high)));
    // The touch is reconstructed around the last close: bid at it, ask one HK step (0.50 above 500) higher.
    expect(delayed.bids[0]?.price).toBe(delayed.last);
    expect(delayed.asks[0]?.price).toBe((delayed.last as number) + 5_000);
    expect(delayed.bids[0]?.quantity).toBeGreaterThan(0);
    expect(delayed.bidBrokers).toEqual([]);
  });

  it('merges back-filled and live minute candles without gaps or overlaps; day bars include live data', () => {
    const { sim, advance } = testSimulator(START);
    advance(12 * MINUTE);
    for (const ref of sim.instruments) {
      const bars = sim.intraday(ref.market, ref.code);
      for (let i = 1; i < bars.length; i += 1) {
        expect((bars[i]?.time ?? 0) - (bars[i - 1]?.time ?? 0)).toBe(MINUTE);
      }
      const quote = sim.quote(ref.market, ref.code) as QuoteState;
      expect(bars.reduce((sum, bar) => sum + bar.volume, 0)).toBe(quote.volume);
      expect(bars.at(-1)?.close).toBe(quote.last);
      const days = sim.candles(ref.market, ref.code, 'day', 10);
      const today = days.at(-1);
      expect(today?.volume).toBe(quote.volume);
      expect(today?.high).toBe(quote.high);
      expect(today?.close).toBe(quote.last);
      for (let i = 1; i < days.length; i += 1)
        expect(days[i]?.time ?? 0).toBeGreaterThan(days[i - 1]?.time ?? 0);
      const fives = sim.candles(ref.market, ref.code, '5m', 1_000);
      const todayFives = fives.filter((bar) => bar.time >= (bars[0]?.time ?? 0));
      expect(todayFives.reduce((sum, bar) => sum + bar.volume, 0)).toBe(quote.volume);
      expect(sim.candles(ref.market, ref.code, '1m', 2_000).length).toBe(2_000);
      expect(sim.candles(ref.market, ref.code, 'week', 60).length).toBeGreaterThan(50);
      expect(sim.candles(ref.market, ref.code, 'month', 20).length).toBeGreaterThan(12);
    }
  });

  it('rolls the trading day at local midnight: orders expire, the last price becomes the previous close', () => {
    const start = Date.UTC(2026, 10, 23, 15, 50); // 23:50 in Hong Kong
    const { sim, advance } = testSimulator(start);
    const executions: ClientExecution[] = [];
    sim.onExecution((execution) => executions.push(execution));
    const quote = sim.quote('HK', '00005') as QuoteState;
    const bid = quote.bids[5]?.price as number;
    expect(
      sim.submitClientOrder('HK', '00005', clientOrder('c1', 'acc-1', 'buy', 'limit', 400, bid)).ok,
    ).toBe(true);
    advance(10 * MINUTE - 200); // the last tick before midnight
    const lastBefore = sim.quote('HK', '00005')?.last;
    const volumeBefore = sim.quote('HK', '00005')?.volume;
    const daysBefore = sim.candles('HK', '00005', 'day', 1_000).length;
    expect(sim.now()).toBe(start + 10 * MINUTE - 200);
    advance(400);
    const after = sim.quote('HK', '00005') as QuoteState;
    // now() is the clock it was given (the platform's market clock reads it), and the trading day follows it.
    expect(sim.now()).toBe(start + 10 * MINUTE + 200);
    expect(sim.marketStatuses().find((s) => s.market === 'HK')?.tradingDate).toBe('2026-11-24');
    expect(after.previousClose).toBe(lastBefore);
    expect(executions.find((e) => e.orderId === 'c1' && e.kind === 'cancelled')).toMatchObject({
      reason: 'unfilled',
      quantity: 400,
    });
    // Yesterday is now a history bar; today's bar appears with the day's first trade.
    const days = sim.candles('HK', '00005', 'day', 1_000);
    const midnight = Date.UTC(2026, 10, 23, 16, 0);
    expect(days.filter((bar) => bar.time < midnight).length).toBe(daysBefore);
    expect(days.filter((bar) => bar.time < midnight).at(-1)).toMatchObject({
      close: lastBefore,
      volume: volumeBefore,
    });
    expect(sim.intraday('HK', '00005').every((bar) => bar.time >= Date.UTC(2026, 10, 23, 16, 0))).toBe(true);
    expect(after.bids.length).toBe(10);
  });
});

describe('client orders', () => {
  it('a marketable client buy fills at the best ask levels in price-time order, and quantity is conserved', () => {
    const { sim, events } = testSimulator(START);
    const executions: ClientExecution[] = [];
    sim.onExecution((execution) => executions.push(execution));
    const quote = sim.quote('HK', '00700') as QuoteState;
    const [a0, a1, a2] = quote.asks;
    if (!a0 || !a1 || !a2) throw new Error('no depth');
    const quantity = a0.quantity + a1.quantity + 100;
    const result = sim.submitClientOrder(
      'HK',
      '00700',
      clientOrder('client-1', 'acc-1', 'buy', 'enhanced-limit', quantity, a2.price),
    );
    expect(result).toEqual({ ok: true });
    const fills = executions.filter((e) => e.kind === 'fill');
    const filledAt = (price: number) =>
      fills.reduce((sum, e) => sum + (e.kind === 'fill' && e.price === price ? e.quantity : 0), 0);
    expect(filledAt(a0.price)).toBe(a0.quantity);
    expect(filledAt(a1.price)).toBe(a1.quantity);
    expect(filledAt(a2.price)).toBe(100);
    expect(fills.map((e) => (e.kind === 'fill' ? e.price : 0))).toEqual(
      [...fills.map((e) => (e.kind === 'fill' ? e.price : 0))].sort((x, y) => x - y),
    );
    expect(fills.at(-1)).toMatchObject({ leaves: 0, owner: 'acc-1', side: 'buy' });
    expect(fills.every((e) => e.kind === 'fill' && /^\d{4}$/.test(e.counterpartyBroker ?? ''))).toBe(true);
    const trades = events
      .map((e) => e.event)
      .filter((e): e is TradeEvent => e.type === 'trade' && e.buyOrderId === 'client-1');
    expect(trades.reduce((sum, t) => sum + t.quantity, 0)).toBe(quantity);
    const after = sim.quote('HK', '00700') as QuoteState;
    expect(after.last).toBe(a2.price);
    expect(after.asks[0]?.price).toBe(a2.price);
    expect(after.asks[0]?.quantity).toBe(a2.quantity - 100);
    expect(after.volume).toBe(quote.volume + quantity);
  });

  it('rests a passive client order under the platform broker and cancels it on request', () => {
    const { sim } = testSimulator(START, { platformBroker: { id: '9999', name: 'Lantau' } });
    const executions: ClientExecution[] = [];
    sim.onExecution((execution) => executions.push(execution));
    const best = sim.quote('HK', '00700')?.bids[0]?.price as number;
    expect(
      sim.submitClientOrder('HK', '00700', clientOrder('p1', 'acc-2', 'buy', 'limit', 200, best)).ok,
    ).toBe(true);
    const quote = sim.quote('HK', '00700') as QuoteState;
    const bestCount = quote.bids[0]?.orders ?? 0;
    expect(quote.bidBrokers[bestCount - 1]).toEqual({ brokerId: '9999', brokerName: 'Lantau' });
    expect(sim.cancelClientOrder('HK', '00700', 'p1')).toEqual({ ok: true });
    expect(executions).toEqual([
      expect.objectContaining({ kind: 'cancelled', orderId: 'p1', quantity: 200, reason: 'requested' }),
    ]);
    expect(sim.cancelClientOrder('HK', '00700', 'p1')).toEqual({ ok: false, reason: 'UNKNOWN_ORDER' });
    expect(sim.submitClientOrder('HK', 'NOPE', clientOrder('x', 'a', 'buy', 'limit', 1, 1))).toEqual({
      ok: false,
      reason: 'UNKNOWN_ORDER',
    });
    expect(
      sim.submitClientOrder('HK', '00700', clientOrder('~1799.1', 'a', 'buy', 'limit', 100, best)),
    ).toEqual({ ok: false, reason: 'DUPLICATE_ORDER_ID' });
  });

  it('applies market rules to client orders: US market orders, A-share limits and lots', () => {
    const { sim } = testSimulator(START);
    const ask = sim.quote('US', 'AAPL')?.asks[0];
    expect(
      sim.submitClientOrder('US', 'AAPL', { id: 'u1', owner: 'a', side: 'buy', type: 'market', quantity: 5 })
        .ok,
    ).toBe(true);
    expect(sim.quote('US', 'AAPL')?.last).toBe(ask?.price);
    const a = sim.quote('MA^MZ', '600519') as QuoteState;
    const tooHigh = Math.round((a.previousClose * 1.2) / 100) * 100;
    expect(
      sim.submitClientOrder('MA^MZ', '600519', clientOrder('a1', 'a', 'buy', 'limit', 100, tooHigh)),
    ).toEqual({ ok: false, reason: 'PRICE_LIMIT' });
    expect(
      sim.submitClientOrder('MA^MZ', '600519', clientOrder('a2', 'a', 'buy', 'limit', 50, a.bids[0]?.price)),
    ).toEqual({ ok: false, reason: 'LOT_SIZE' });
  });

  it('takes Hong Kong and northbound client orders only with a CE number and BCAN, and reports them with fills', () => {
    const { sim } = testSimulator(START);
    const executions: ClientExecution[] = [];
    sim.onExecution((execution) => executions.push(execution));
    const ask = sim.quote('HK', '00700')?.asks[0] as { price: number };
    const buy = { owner: 'acc-1', side: 'buy', type: 'limit', quantity: 100, price: ask.price } as const;
    expect(sim.submitClientOrder('HK', '00700', { ...buy, id: 'n1' })).toEqual({
      ok: false,
      reason: 'INVESTOR_ID_REQUIRED',
    });
    expect(
      sim.submitClientOrder('HK', '00700', {
        ...buy,
        id: 'n2',
        investorId: { ceNumber: 'TST001', bcan: '' },
      }),
    ).toEqual({ ok: false, reason: 'INVESTOR_ID_REQUIRED' });
    const a = sim.quote('MA^MZ', '600519') as QuoteState;
    expect(sim.submitClientOrder('MA^MZ', '600519', { ...buy, id: 'n3', price: a.bids[0]!.price })).toEqual({
      ok: false,
      reason: 'INVESTOR_ID_REQUIRED',
    });
    expect(sim.submitClientOrder('HK', '00700', { ...buy, id: 'n4', investorId: TEST_INVESTOR })).toEqual({
      ok: true,
    });
    expect(executions.find((e) => e.orderId === 'n4')).toMatchObject({
      kind: 'fill',
      investorId: TEST_INVESTOR,
    });
    // Markets without investor identification take orders without one.
    expect(
      sim.submitClientOrder('US', 'AAPL', { id: 'u2', owner: 'a', side: 'buy', type: 'market', quantity: 1 })
        .ok,
    ).toBe(true);
  });
});

describe('real timers', () => {
  it('runs on one unref-ed timer at a time between start() and stop()', () => {
    vi.useFakeTimers();
    try {
      let now = START;
      // The test moves this clock itself, as the timer would see wall time pass.
      const { sim } = testSimulator(START, { seed: 3, opsPerSecond: 60, clock: () => now });
      const before = sim.quote('HK', '00700')?.seq ?? 0;
      sim.start();
      sim.start();
      expect(vi.getTimerCount()).toBe(1);
      for (let i = 0; i < 25; i += 1) {
        now += 200;
        vi.advanceTimersByTime(200);
      }
      sim.stop();
      expect(vi.getTimerCount()).toBe(0);
      const after = sim.quote('HK', '00700')?.seq ?? 0;
      expect(after).toBeGreaterThan(before);
      now += 10_000;
      vi.advanceTimersByTime(10_000);
      expect(sim.quote('HK', '00700')?.seq).toBe(after);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('performance (printed, not asserted)', () => {
  it('creates the full universe and measures ticks and book operations per second', () => {
    let now = START;
    let operations = 0;
    const started = performance.now();
    const sim = createMarketSimulator({
      seed: 1,
      mode: 'demo',
      clock: () => now,
      onBookEvent: (_market, _code, event) => {
        if (event.type === 'accepted' || (event.type === 'cancelled' && event.reason === 'requested'))
          operations += 1;
      },
    });
    const created = performance.now() - started;
    operations = 0;
    const ticks = 300;
    const t0 = performance.now();
    now += ticks * 200;
    sim.advanceTo(now);
    const elapsed = performance.now() - t0;
    console.log(
      `full universe: ${sim.instruments.length} instruments, created in ${created.toFixed(0)} ms; ` +
        `${(ticks / (elapsed / 1000)).toFixed(0)} ticks/s sustained (${(elapsed / ticks).toFixed(2)} ms a tick); ` +
        `${(operations / ((ticks * 200) / 1000)).toFixed(0)} agent book operations per simulated second`,
    );
    expect(sim.instruments.length).toBeGreaterThan(100);
  }, 60_000);
});
