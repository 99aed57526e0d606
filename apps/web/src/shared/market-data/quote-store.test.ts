import { describe, expect, it, vi } from 'vitest';
import type { Quote } from '@lantau/contract';
import { createQuoteStore } from './quote-store';
import { instrumentKey } from './instrument-key';
import { sampleQuote } from './test/sample-quote';

function fakeFrames() {
  const queued: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => void queued.push(callback),
    /** The browser paints: every callback scheduled so far runs. */
    frame: () => queued.splice(0).forEach((callback) => callback()),
    pending: () => queued.length,
  };
}

const tencent = { market: 'HK', stockCode: '00700' } as const;
const key = instrumentKey(tencent);

describe('quote store', () => {
  it('merges many frames and notifies once per animation frame', () => {
    const frames = fakeFrames();
    const store = createQuoteStore(frames.schedule);
    const listener = vi.fn();
    store.subscribe(key, listener);
    store.setSnapshot(sampleQuote());
    for (let seq = 1; seq <= 500; seq += 1) {
      store.applyDelta(tencent, seq, { nominal: `${380 + seq / 1000}`, volume: 1000 + seq });
    }
    expect(listener).not.toHaveBeenCalled();
    expect(frames.pending()).toBe(1);
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getQuote(key)).toMatchObject({ nominal: '380.5', volume: 1500 });
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a delta whose seq is not newer, until a new connection numbers afresh', () => {
    const frames = fakeFrames();
    const store = createQuoteStore(frames.schedule);
    store.setSnapshot(sampleQuote());
    expect(store.applyDelta(tencent, 5, { nominal: '381.000' })).toBe(true);
    expect(store.applyDelta(tencent, 4, { nominal: '379.000' })).toBe(false);
    expect(store.applyDelta(tencent, 5, { nominal: '379.000' })).toBe(false);
    expect(store.getQuote(key)?.nominal).toBe('381.000');
    store.forgetSequences();
    expect(store.applyDelta(tencent, 1, { nominal: '382.000' })).toBe(true);
  });

  it('notifies only the listeners of the instrument that changed', () => {
    const frames = fakeFrames();
    const store = createQuoteStore(frames.schedule);
    const other = vi.fn();
    const mine = vi.fn();
    store.subscribe(instrumentKey({ market: 'HK', stockCode: '00005' }), other);
    store.subscribe(key, mine);
    store.setSnapshot(sampleQuote());
    frames.frame();
    expect(mine).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('keeps the newest trades first and hands the chart the new ones oldest first, once per frame', () => {
    const frames = fakeFrames();
    const store = createQuoteStore(frames.schedule);
    const trades = vi.fn();
    store.subscribeTrades(key, trades);
    store.setSnapshot(sampleQuote());
    const tick = (time: number, price: string) => ({ time, price, quantity: 100, aggressor: 'BUY' as const });
    store.applyDelta(tencent, 1, { trades: [tick(2, '380.2'), tick(1, '380.1')] });
    store.applyDelta(tencent, 2, { trades: [tick(3, '380.3')] });
    frames.frame();
    expect(trades).toHaveBeenCalledTimes(1);
    expect(trades.mock.calls[0]![0].map((trade: { time: number }) => trade.time)).toEqual([1, 2, 3]);
    expect(
      store
        .getQuote(key)
        ?.trades.slice(0, 3)
        .map((trade) => trade.time),
    ).toEqual([3, 2, 1]);
  });

  it('merges slower state (minor frames) and index values', () => {
    const frames = fakeFrames();
    const store = createQuoteStore(frames.schedule);
    const indices = vi.fn();
    store.subscribeIndices(indices);
    store.setSnapshot(sampleQuote());
    store.applyMinor(tencent, { phase: 'LUNCH' });
    const hsi = {
      code: 'HSI' as const,
      market: 'HK' as const,
      name: { en_US: 'HSI', zh_HK: '恒指', zh_CN: '恒指' },
      value: '20000.00',
      previousClose: '19900.00',
      change: '100.00',
      changePct: '0.50',
      updateTime: 1,
    };
    store.setIndices([hsi]);
    store.setIndices([{ ...hsi, value: '20001.00' }]);
    frames.frame();
    expect(indices).toHaveBeenCalledTimes(1);
    expect(store.getIndices()).toHaveLength(1);
    expect(store.getIndices()[0]!.value).toBe('20001.00');
    expect((store.getQuote(key) as Quote).phase).toBe('LUNCH');
  });
});
