import { describe, expect, it } from 'vitest';
import { createMarketSimulator, UNIVERSE } from '@lantau/exchange';
import { createMarketClock } from './market-clock';

describe('the market clock', () => {
  it("reads the market's time, not the wall clock's: the business date in Asia/Shanghai", () => {
    let now = Date.parse('2026-03-09T23:59:00+08:00');
    const clock = createMarketClock({ now: () => now, marketStatuses: () => [] });
    expect(clock.now()).toBe(now);
    expect(clock.today()).toBe('2026-03-09');
    now = Date.parse('2026-03-10T00:00:00+08:00');
    expect(clock.today()).toBe('2026-03-10');
    // 16:00 UTC is already the next day in Hong Kong.
    now = Date.parse('2026-03-10T16:00:00Z');
    expect(clock.today()).toBe('2026-03-11');
  });

  it("dates a market by its exchange's trading day, and an unlisted one by the business date", () => {
    const now = Date.parse('2026-03-10T09:30:00+08:00');
    const clock = createMarketClock({
      now: () => now,
      marketStatuses: () => [
        { market: 'HK', tradingDate: '2026-03-10' },
        { market: 'US', tradingDate: '2026-03-09' },
      ],
    });
    expect(clock.tradingDate('HK')).toBe('2026-03-10');
    expect(clock.tradingDate('US')).toBe('2026-03-09');
    expect(clock.tradingDate('XX')).toBe('2026-03-10');
  });

  it("follows the simulated exchange: its injected clock, and each market's day rolled at local midnight", () => {
    let now = Date.parse('2026-03-10T23:59:00+08:00');
    // One instrument of each market the test reads: the clock is the simulator's, not its instruments'
    // (building the whole universe took most of the five seconds a test has on a busy machine).
    const universe = UNIVERSE.filter((instrument) => ['00700', 'AAPL'].includes(instrument.code));
    const simulator = createMarketSimulator({
      seed: 1,
      mode: 'demo',
      clock: () => now,
      universe,
      indices: [],
    });
    const clock = createMarketClock(simulator);
    expect(clock.today()).toBe('2026-03-10');
    expect(clock.tradingDate('HK')).toBe('2026-03-10');
    // New York is twelve hours behind: still the 10th there.
    expect(clock.tradingDate('US')).toBe('2026-03-10');
    now = Date.parse('2026-03-11T00:01:00+08:00');
    simulator.advanceTo(now);
    expect(clock.now()).toBe(now);
    expect(clock.today()).toBe('2026-03-11');
    expect(clock.tradingDate('HK')).toBe('2026-03-11');
    expect(clock.tradingDate('US')).toBe('2026-03-10');
  });
});
