import Decimal from 'decimal.js';
import { limits, type MarketCode, type Quote, type QuotePlan } from '@lantau/contract';
import type { InstrumentReference, MarketSimulator, QuoteState } from '@lantau/exchange';
import { AppError } from '../../platform/http/app-error';
import { isLive } from './plan-rules';
import { mapQuote, price, type QuoteView } from './quote-mapper';

/** Delayed data is exactly this old (spec section 9). */
export const DELAY_MS = limits.delayedQuoteMinutes * 60_000;

/** Depth levels per side: 10 on Level 2, the best bid and ask otherwise (spec section 9). */
const LEVEL2_DEPTH = 10;
const BASIC_DEPTH = 1;
const SNAPSHOT_TRADES = 20;

/** Field groups of a custom snapshot; a details snapshot shows them all. */
export interface QuoteGroups {
  depth: boolean;
  brokers: boolean;
  trades: boolean;
}
export const allGroups: QuoteGroups = { depth: true, brokers: true, trades: true };

export interface TimedState {
  state: QuoteState;
  /** What the quote says its time is: the state's own time live, exactly now − 15 min delayed. */
  updateTime: number;
  live: boolean;
}

/**
 * The delayed view of a market that has run for less than 15 minutes: nothing had traded yet, so it shows the
 * previous close and no book. Never the live state: that would give delayed clients real-time prices.
 */
function beforeFirstRecord(current: QuoteState | undefined, asOf: number): QuoteState | undefined {
  if (!current) return undefined;
  return {
    ...current,
    time: asOf,
    last: null,
    open: null,
    high: null,
    low: null,
    volume: 0,
    turnover: 0,
    bids: [],
    asks: [],
    bidBrokers: [],
    askBrokers: [],
    trades: [],
    iep: null,
    iev: null,
  };
}

/**
 * Reads quotes out of the simulator as a plan may see them: live, or as they were 15 minutes ago. `now` is
 * the simulator's clock, so delayed data is exact even when tests step time by hand.
 */
export function createQuoteSource(simulator: MarketSimulator, now: () => number) {
  /**
   * Live quotes already mapped, per simulator state and view: the simulator replaces an instrument's state on
   * every change, so a state object names one moment, and every snapshot of it until the next change shares
   * one mapping. Values are shared: callers must not change them. (Delayed views carry their own time, so
   * they are mapped each time.)
   */
  const mappedLive = new WeakMap<QuoteState, Map<string, Quote>>();

  function mapLive(state: QuoteState, view: QuoteView): Quote {
    const key = `${view.feedPlan}|${view.depth}|${view.brokerQueue}|${view.trades}|${view.underlyingPrice}`;
    let views = mappedLive.get(state);
    if (!views) mappedLive.set(state, (views = new Map()));
    let mapped = views.get(key);
    if (!mapped) views.set(key, (mapped = mapQuote(state, view)));
    return mapped;
  }

  /** The instrument by its code; HK codes may be typed without their leading zeros ('700'). */
  function instrument(market: MarketCode, code: string): InstrumentReference {
    const typed = code.trim().toUpperCase();
    const found =
      simulator.instrument(market as InstrumentReference['market'], typed) ??
      (market === 'HK' && /^\d{1,5}$/.test(typed)
        ? simulator.instrument('HK', typed.padStart(limits.hkStockCodeDigits, '0'))
        : undefined);
    if (!found) throw new AppError('E3001');
    return found;
  }

  function stateOf(reference: InstrumentReference, live: boolean): TimedState {
    const { market, code } = reference;
    if (live) {
      const state = simulator.quote(market, code);
      if (!state) throw new AppError('E3001');
      return { state, updateTime: state.time, live };
    }
    const asOf = now() - DELAY_MS;
    const state =
      simulator.quoteAt(market, code, asOf) ?? beforeFirstRecord(simulator.quote(market, code), asOf);
    if (!state) throw new AppError('E3001');
    return { state, updateTime: asOf, live };
  }

  /** The underlying's price at the same moment: another instrument's last trade, or an index level. */
  function underlyingPrice(reference: InstrumentReference, live: boolean): string | null {
    const code = reference.warrant?.underlying;
    if (code === undefined) return null;
    const underlying = simulator.instrument(reference.market, code);
    if (underlying) {
      const { state } = stateOf(underlying, live);
      return price(state.last ?? state.previousClose);
    }
    // Index levels are live only (the simulator keeps no index history); a delayed warrant's premium uses
    // today's level, which moves its premium by a fraction of a percent at most.
    const index = simulator.indices().find((candidate) => candidate.definition.code === code);
    return index ? new Decimal(index.value).toFixed(2) : null;
  }

  /** The quote of `reference` as `plan` shows it (plan is what is served: LEVEL2, CLICK or DELAYED). */
  function quote(reference: InstrumentReference, plan: QuotePlan, groups: QuoteGroups = allGroups): Quote {
    const live = plan === 'CLICK' || isLive(plan);
    const timed = stateOf(reference, live);
    const view: QuoteView = {
      feedPlan: plan,
      delayed: !live,
      updateTime: timed.updateTime,
      depth: groups.depth ? (isLive(plan) ? LEVEL2_DEPTH : BASIC_DEPTH) : 0,
      brokerQueue: groups.brokers && isLive(plan),
      trades: groups.trades ? SNAPSHOT_TRADES : 0,
      underlyingPrice: underlyingPrice(reference, live),
    };
    return live ? mapLive(timed.state, view) : mapQuote(timed.state, view);
  }

  return { instrument, stateOf, quote };
}

export type QuoteSource = ReturnType<typeof createQuoteSource>;
