import { describe, expect, it } from 'vitest';
import { createMarketSimulator } from '@lantau/exchange';
import { createQuoteSource } from './quote-source';

describe('quote source', () => {
  let now = Date.UTC(2026, 0, 5, 2, 0); // a Monday, 10:00 in Hong Kong: the market trades
  const simulator = createMarketSimulator({ seed: 7, mode: 'demo', clock: () => now });
  const quotes = createQuoteSource(simulator, () => now);
  const tencent = quotes.instrument('HK', '00700');

  it('maps a live state once per view: snapshots until the next change share it', () => {
    const first = quotes.quote(tencent, 'LEVEL2');
    expect(quotes.quote(tencent, 'LEVEL2')).toBe(first);
    // Another view of the same moment is its own mapping.
    const click = quotes.quote(tencent, 'CLICK');
    expect(click).not.toBe(first);
    expect(click.feedPlan).toBe('CLICK');

    const seq = simulator.quote('HK', '00700')?.seq;
    while (simulator.quote('HK', '00700')?.seq === seq) {
      now += 1_000;
      simulator.advanceTo(now);
    }
    const next = quotes.quote(tencent, 'LEVEL2');
    expect(next).not.toBe(first);
    expect(next.updateTime).toBe(simulator.quote('HK', '00700')?.time);
  });
});
