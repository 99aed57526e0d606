import Decimal from 'decimal.js';
import {
  changeBuckets,
  type CandlePeriod,
  type IndexQuote,
  type InstrumentType,
  type MarketCode,
  type Quote,
  type QuotePlan,
  type ScreenerConditions,
  type ScreenerResult,
  type ScreenerSort,
  type topsSorts,
} from '@lantau/contract';
import { isInstrumentTypeAllowed } from '@lantau/domain';
import type { Candle, IndexState, InstrumentReference, MarketSimulator } from '@lantau/exchange';
import { isLive, servedPlan } from './plan-rules';
import { amount, identityOf, percentChange, price } from './quote-mapper';
import type { QuotePlanService } from './quote-plan-service';
import { DELAY_MS, type QuoteGroups, type QuoteSource } from './quote-source';
import { meetsConditions, sortRows } from './stock-screen';
import { searchInstruments } from './stock-search';

type QuoteType = 'BASIC' | 'DEPTH' | 'BROKERS' | 'TRADES';
type TopsSort = (typeof topsSorts)[number];
type ChangeBucket = (typeof changeBuckets)[number];

const candleOf = (candle: Candle) => ({
  time: candle.time,
  open: price(candle.open),
  high: price(candle.high),
  low: price(candle.low),
  close: price(candle.close),
  volume: candle.volume,
  turnover: amount(candle.turnover),
});

const level = (value: number) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

function indexQuoteOf(index: IndexState): IndexQuote {
  const change = new Decimal(index.value).minus(index.previousClose);
  return {
    code: index.definition.code,
    market: index.definition.market,
    name: index.definition.name,
    value: level(index.value),
    previousClose: level(index.previousClose),
    change: change.toFixed(2, Decimal.ROUND_HALF_UP),
    changePct:
      index.previousClose === 0
        ? '0.00'
        : change.div(index.previousClose).mul(100).toFixed(2, Decimal.ROUND_HALF_UP),
    updateTime: index.time,
  };
}

/** The bucket of a percent change: (-inf,-7], (-7,-5], (-5,-3], (-3,0), 0, (0,3), [3,5), [5,7), [7,inf). */
export function bucketOf(changePct: number): ChangeBucket {
  if (changePct <= -7) return 'DOWN_7';
  if (changePct <= -5) return 'DOWN_5_7';
  if (changePct <= -3) return 'DOWN_3_5';
  if (changePct < 0) return 'DOWN_0_3';
  if (changePct === 0) return 'FLAT';
  if (changePct < 3) return 'UP_0_3';
  if (changePct < 5) return 'UP_3_5';
  if (changePct < 7) return 'UP_5_7';
  return 'UP_7';
}

const groupsOf = (types: readonly QuoteType[] | undefined): QuoteGroups =>
  types === undefined
    ? { depth: true, brokers: true, trades: true }
    : {
        depth: types.includes('DEPTH'),
        brokers: types.includes('BROKERS'),
        trades: types.includes('TRADES'),
      };

/** Derivatives move with their underlying: the distribution counts the stocks themselves. */
const countedInDistribution = (instrument: InstrumentReference) =>
  instrument.type !== 'WRNT' && instrument.type !== 'CBBC';

/**
 * The market-data API's rules: which plan serves each request (E3003 for markets without quotes), clicks, and
 * the lists built over the whole simulated universe.
 */
export function createMarketDataService(deps: {
  simulator: MarketSimulator;
  quotes: QuoteSource;
  plans: QuotePlanService;
  now: () => number;
}) {
  const { simulator, quotes, plans, now } = deps;

  /** The plan a list or chart is served on: real time on Level 2, delayed otherwise (no clicks spent). */
  async function bulkPlan(userId: string, market: MarketCode): Promise<QuotePlan> {
    const { plan } = await plans.entitlement(userId, market);
    return isLive(servedPlan(plan, undefined)) ? 'LEVEL2' : 'DELAYED';
  }

  /** Snapshots that spend no click, one per mapped quote, so their responses can share its JSON. */
  const withoutClicks = new WeakMap<Quote, Quote & { clicksRemaining: null }>();
  function snapshotWithoutClicks(quote: Quote) {
    let snapshot = withoutClicks.get(quote);
    if (!snapshot) withoutClicks.set(quote, (snapshot = { ...quote, clicksRemaining: null }));
    return snapshot;
  }

  const instrumentsOf = (market: MarketCode) =>
    simulator.instruments.filter((instrument) => instrument.market === market);

  /**
   * Which instruments the user's lists and searches show: the types their broker offers on each exchange
   * (InstTypeHK, InstTypeMA, InstTypeMZ). A quote asked by code is still served: a client may hold a type
   * the broker no longer offers, and sees its price to sell it.
   */
  async function offeredTo(userId: string): Promise<(instrument: InstrumentReference) => boolean> {
    const lists = await plans.instrumentTypeLists(userId);
    return (instrument) => isInstrumentTypeAllowed(lists, instrument.subMarket, instrument.type);
  }

  return {
    async snapshotDetails(
      userId: string,
      query: { market: MarketCode; stockCode: string; feedPlan?: QuotePlan | undefined },
    ): Promise<Quote & { clicksRemaining: number | null }> {
      const entitlement = await plans.entitlement(userId, query.market);
      const reference = quotes.instrument(query.market, query.stockCode);
      const plan = servedPlan(entitlement.plan, query.feedPlan);
      // Only a client on the CLICK plan pays for a live snapshot; Level 2 asking for less pays nothing.
      const clicksRemaining =
        plan === 'CLICK' && entitlement.plan === 'CLICK'
          ? await plans.spendClick(userId, query.market)
          : null;
      const quote = quotes.quote(reference, plan);
      return clicksRemaining === null ? snapshotWithoutClicks(quote) : { ...quote, clicksRemaining };
    },

    async snapshotCustoms(
      userId: string,
      query: {
        market: MarketCode;
        stockCode: readonly string[];
        quoteType?: readonly QuoteType[] | undefined;
        feedPlan?: QuotePlan | undefined;
      },
    ): Promise<Quote[]> {
      const entitlement = await plans.entitlement(userId, query.market);
      const served = servedPlan(entitlement.plan, query.feedPlan);
      const plan = isLive(served) ? 'LEVEL2' : 'DELAYED';
      const references = query.stockCode.map((code) => quotes.instrument(query.market, code));
      const groups = groupsOf(query.quoteType);
      return references.map((reference) => quotes.quote(reference, plan, groups));
    },

    async tops(
      userId: string,
      query: {
        market: MarketCode;
        instrumentType?: InstrumentType | undefined;
        sort: TopsSort;
        limit: number;
      },
    ) {
      const plan = await bulkPlan(userId, query.market);
      const offered = await offeredTo(userId);
      const rows = instrumentsOf(query.market)
        .filter((instrument) => !query.instrumentType || instrument.type === query.instrumentType)
        .filter(offered)
        .map((instrument) => {
          const { state } = quotes.stateOf(instrument, isLive(plan));
          const pct = percentChange(state.previousClose, state.last);
          return { instrument, state, pct: pct === null ? null : Number(pct) };
        });
      const key = (row: (typeof rows)[number]): number | null => {
        switch (query.sort) {
          case 'GAINERS':
            return row.pct;
          case 'LOSERS':
            return row.pct === null ? null : -row.pct;
          case 'TURNOVER':
            return row.state.turnover;
          case 'VOLUME':
            return row.state.volume;
        }
      };
      // Highest key first; instruments that have not traded (no change yet) go last.
      const ranked = rows
        .map((row) => ({ row, key: key(row) }))
        .sort((a, b) => (b.key ?? -Infinity) - (a.key ?? -Infinity));
      return ranked.slice(0, query.limit).map(({ row: { instrument, state } }) => ({
        ...identityOf(instrument),
        nominal: state.last === null ? null : price(state.last),
        change: state.last === null ? null : price(state.last - state.previousClose),
        changePct: percentChange(state.previousClose, state.last),
        volume: state.volume,
        turnover: amount(state.turnover),
        delayed: !isLive(plan),
      }));
    },

    /** The screener's results: every instrument of the market that meets the conditions, sorted and paged. */
    async screen(
      userId: string,
      query: ScreenerConditions & {
        sort: ScreenerSort;
        order: 'asc' | 'desc';
        limit: number;
        offset: number;
      },
    ) {
      const plan = await bulkPlan(userId, query.market);
      const offered = await offeredTo(userId);
      const rows = instrumentsOf(query.market)
        .filter((instrument) => !query.instrumentType || instrument.type === query.instrumentType)
        .filter(offered)
        .map((instrument): ScreenerResult => {
          const { state } = quotes.stateOf(instrument, isLive(plan));
          // Month and year changes run to the last price, or the previous close before today's first trade.
          const at = state.last ?? state.previousClose;
          return {
            ...identityOf(instrument),
            nominal: state.last === null ? null : price(state.last),
            change: state.last === null ? null : price(state.last - state.previousClose),
            changePct: percentChange(state.previousClose, state.last),
            changePctMTD: percentChange(state.monthOpenReference, at),
            changePctYTD: percentChange(state.yearOpenReference, at),
            volume: state.volume,
            turnover: amount(state.turnover),
          };
        })
        .filter((row) => meetsConditions(row, query));
      const sorted = sortRows(rows, query.sort, query.order);
      return {
        total: sorted.length,
        delayed: !isLive(plan),
        rows: sorted.slice(query.offset, query.offset + query.limit),
      };
    },

    async search(userId: string, query: { keyword: string; market?: MarketCode | undefined; limit: number }) {
      const markets = query.market
        ? [(await plans.entitlement(userId, query.market)).market]
        : await plans.supportedMarkets(userId);
      const allowed = new Set<string>(markets);
      const offered = await offeredTo(userId);
      const result = searchInstruments(
        simulator.instruments.filter((instrument) => allowed.has(instrument.market) && offered(instrument)),
        query.keyword,
        query.limit,
      );
      return { items: result.items.map(identityOf), total: result.total };
    },

    async candles(
      userId: string,
      query: { market: MarketCode; stockCode: string; period: CandlePeriod | 'intraday'; limit: number },
    ) {
      const live = isLive(await bulkPlan(userId, query.market));
      const { market, code } = quotes.instrument(query.market, query.stockCode);
      const endTime = live ? undefined : now() - DELAY_MS;
      const candles =
        query.period === 'intraday'
          ? simulator.intraday(market, code, endTime).slice(-query.limit)
          : simulator.candles(market, code, query.period, query.limit, endTime);
      return { delayed: !live, candles: candles.map(candleOf) };
    },

    indices(): IndexQuote[] {
      return simulator.indices().map(indexQuoteOf);
    },

    async changeDistribution(userId: string, market: MarketCode) {
      const plan = await bulkPlan(userId, market);
      const counts = new Map<ChangeBucket, number>(changeBuckets.map((bucket) => [bucket, 0]));
      let updateTime = 0;
      for (const instrument of instrumentsOf(market).filter(countedInDistribution)) {
        const timed = quotes.stateOf(instrument, isLive(plan));
        updateTime = Math.max(updateTime, timed.updateTime);
        const pct = percentChange(timed.state.previousClose, timed.state.last ?? timed.state.previousClose);
        const bucket = bucketOf(Number(pct ?? 0));
        counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      }
      const count = (bucket: ChangeBucket) => counts.get(bucket) ?? 0;
      const down = ['DOWN_7', 'DOWN_5_7', 'DOWN_3_5', 'DOWN_0_3'] as const;
      const up = ['UP_0_3', 'UP_3_5', 'UP_5_7', 'UP_7'] as const;
      return {
        updateTime: updateTime || now() - (isLive(plan) ? 0 : DELAY_MS),
        delayed: !isLive(plan),
        buckets: changeBuckets.map((bucket) => ({ bucket, count: count(bucket) })),
        up: up.reduce((sum, bucket) => sum + count(bucket), 0),
        down: down.reduce((sum, bucket) => sum + count(bucket), 0),
        flat: count('FLAT'),
      };
    },

    marketStatuses() {
      return simulator.marketStatuses().map((status) => ({ ...status }));
    },
  };
}

export type MarketDataService = ReturnType<typeof createMarketDataService>;
