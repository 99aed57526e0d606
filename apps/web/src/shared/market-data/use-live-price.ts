import type { Quote, QuotePlan } from '@lantau/contract';
import type { Instrument } from './instrument-key';
import { useQuoteSelector } from './use-quote';
import { usePlanFeed } from './use-quote-feed';

export interface LivePrice {
  /** The last traded price, decimal text; null before the first trade. */
  nominal: string | null;
  change: string | null;
  changePct: string | null;
  /** True when it comes from the stream (LEVEL2), false when 15 minutes old. */
  streamed: boolean;
}

const priceOf = (quote: Quote | undefined) => quote?.nominal;
const changeOf = (quote: Quote | undefined) => quote?.change;
const changePctOf = (quote: Quote | undefined) => quote?.changePct;

/**
 * One instrument's last price, kept current the way the plan allows (streamed on LEVEL2, polled when delayed);
 * undefined until the first quote arrives, and always on CLICK, where the caller shows the price it has.
 */
export function useLivePrice(instrument: Instrument, plan: QuotePlan): LivePrice | undefined {
  usePlanFeed(instrument, plan);
  const nominal = useQuoteSelector(instrument, priceOf);
  const change = useQuoteSelector(instrument, changeOf);
  const changePct = useQuoteSelector(instrument, changePctOf);
  if (nominal === undefined) return undefined;
  return { nominal, change: change ?? null, changePct: changePct ?? null, streamed: plan === 'LEVEL2' };
}
