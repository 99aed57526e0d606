import type { MarketCode, QuoteDelta, QuoteMinor, TradeTick } from '@lantau/contract';
import type { QuoteState, TradePrint } from '@lantau/exchange';
import { deltaFieldsOf, minorFieldsOf, tradeOf, type QuoteView } from './quote-mapper';

// The wire form of an instrument's state, built once per change however many clients stream it, and the
// frames that take a client from the state it last received to the current one. Frames are compared as JSON
// text, field by field, so "changed" means "the client would see something different".

/** Trades a frame carries at most: a client that missed more only needs the latest. */
const MAX_TRADES_PER_FRAME = 20;

type DeltaField = Exclude<keyof QuoteDelta, 'trades'>;
type MinorField = keyof QuoteMinor;

export interface WireState {
  readonly market: MarketCode;
  readonly code: string;
  readonly seq: number;
  readonly delta: Readonly<Record<DeltaField, unknown>>;
  readonly deltaText: Readonly<Record<DeltaField, string>>;
  readonly minor: Readonly<Record<MinorField, unknown>>;
  readonly minorText: Readonly<Record<MinorField, string>>;
  /** Newest first, as the simulator keeps them. */
  readonly trades: readonly TradePrint[];
}

/** Everything a streaming (Level 2) client sees of a quote. */
export const streamView = (state: QuoteState): QuoteView => ({
  feedPlan: 'LEVEL2',
  delayed: false,
  updateTime: state.time,
  depth: 10,
  brokerQueue: true,
  trades: 0,
  underlyingPrice: null,
});

const textOf = <K extends string>(fields: Record<K, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)])) as Record<
    K,
    string
  >;

export function wireStateOf(state: QuoteState): WireState {
  const { trades: _trades, ...delta } = deltaFieldsOf(state, streamView(state));
  const minor = minorFieldsOf(state);
  return {
    market: state.instrument.market,
    code: state.instrument.code,
    seq: state.seq,
    delta,
    deltaText: textOf(delta),
    minor,
    minorText: textOf(minor),
    trades: state.trades,
  };
}

const sameTrade = (a: TradePrint, b: TradePrint) =>
  a.time === b.time && a.price === b.price && a.quantity === b.quantity && a.aggressor === b.aggressor;

/** Trades in `next` that `previous` did not have yet, newest first. */
export function newTrades(previous: WireState | undefined, next: WireState): TradeTick[] {
  const newestSent = previous?.trades[0];
  let count = next.trades.length;
  if (newestSent) {
    const index = next.trades.findIndex((trade) => sameTrade(trade, newestSent));
    // Not found: more trades than the simulator keeps happened since; send the latest.
    if (index >= 0) count = index;
  }
  return next.trades.slice(0, Math.min(count, MAX_TRADES_PER_FRAME)).map(tradeOf);
}

function changed<K extends string>(
  previous: Readonly<Record<K, string>> | undefined,
  next: Readonly<Record<K, string>>,
): K[] {
  return (Object.keys(next) as K[]).filter((key) => previous?.[key] !== next[key]);
}

/** The frames (already serialised) that bring a client from `previous` to `next`; empty when nothing shows. */
export interface FramePair {
  delta: Buffer | undefined;
  minor: Buffer | undefined;
}

export function framesBetween(previous: WireState | undefined, next: WireState): FramePair {
  const deltaFields = changed(previous?.deltaText, next.deltaText);
  const trades = newTrades(previous, next);
  const delta: Record<string, unknown> = {};
  // updateTime alone is no news: it changes with every state.
  const news = deltaFields.some((field) => field !== 'updateTime') || trades.length > 0;
  if (news) {
    for (const field of deltaFields) delta[field] = next.delta[field];
    if (trades.length > 0) delta.trades = trades;
  }
  const minorFields = changed(previous?.minorText, next.minorText);
  const minor: Record<string, unknown> = {};
  for (const field of minorFields) minor[field] = next.minor[field];
  const head = { market: next.market, stockCode: next.code };
  return {
    delta: news ? Buffer.from(JSON.stringify({ type: 'delta', ...head, seq: next.seq, delta })) : undefined,
    minor:
      minorFields.length > 0 ? Buffer.from(JSON.stringify({ type: 'minor', ...head, minor })) : undefined,
  };
}
