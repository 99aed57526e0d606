import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { IndexQuote, Quote } from '@lantau/contract';
import { instrumentKey, type Instrument } from './instrument-key';
import { useMarketStream } from './market-stream';

/**
 * One instrument's quote, or a part of it. The selector should return something stable between updates (a
 * field, an array of the quote): the component then re-renders only when that part changed, at most once per
 * animation frame.
 */
export function useQuoteSelector<T>(instrument: Instrument, select: (quote: Quote | undefined) => T): T {
  const { store } = useMarketStream();
  const key = instrumentKey(instrument);
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const read = () => select(store.getQuote(key));
  return useSyncExternalStore(subscribe, read, read);
}

const whole = (quote: Quote | undefined) => quote;

export function useQuote(instrument: Instrument): Quote | undefined {
  return useQuoteSelector(instrument, whole);
}

export function useIndexQuotes(): readonly IndexQuote[] {
  const { store } = useMarketStream();
  return useSyncExternalStore(store.subscribeIndices, store.getIndices, store.getIndices);
}

/** Streams the instrument while the component is mounted (and enabled); the hub shares subscriptions. */
export function useStreamSubscription(instrument: Instrument | undefined, enabled: boolean): void {
  const { hub } = useMarketStream();
  const market = instrument?.market;
  const stockCode = instrument?.stockCode;
  useEffect(() => {
    if (!enabled || !market || !stockCode) return;
    return hub.subscribe({ market, stockCode });
  }, [hub, enabled, market, stockCode]);
}
