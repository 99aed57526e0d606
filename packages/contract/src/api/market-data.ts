import { z } from 'zod';
import { defineCall } from './define-call';
import { commaList, marketInput, userParams } from './common';
import { decimalTextSchema } from '../decimal-text';
import { localizedTextSchema } from '../headers';
import { instrumentTypeSchema, marketCodeSchema, spreadTableIDSchema } from '../markets';
import { quotePlanSchema } from '../statuses';

// The market-data API (/market-api) and the quote plans of the main API. Prices, amounts and ratios travel as
// decimal strings so no binary float ever rounds them; quantities are integers.

export { decimalTextSchema };

/** Trading phase of an instrument's market, as the quote shows it. */
export const marketPhases = [
  'CLOSED',
  'PRE_OPENING',
  'PRE_OPENING_NO_CANCEL',
  'RANDOM_MATCHING',
  'BLOCKING',
  'CONTINUOUS',
  'LUNCH',
  'CLOSING_REFERENCE',
  'CLOSING_AUCTION',
  'CLOSING_NO_CANCEL',
  'RANDOM_CLOSE',
  'HOLIDAY',
  /** A new issue's grey market: the pre-listing session on the trading day before listing. */
  'GREY_MARKET',
] as const;
export const marketPhaseSchema = z.enum(marketPhases);
export type MarketPhase = z.infer<typeof marketPhaseSchema>;

export const depthLevelSchema = z.object({
  price: decimalTextSchema,
  quantity: z.number().int().nonnegative(),
  /** Number of orders queued at the price. */
  orders: z.number().int().nonnegative(),
});
export type DepthLevel = z.infer<typeof depthLevelSchema>;

/**
 * One entry of the HK broker queue: a broker's 4-digit participant ID, or a spread marker ('+1' = the orders
 * that follow are one price step from the best).
 */
export const brokerQueueEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('broker'), brokerId: z.string(), brokerName: z.string() }),
  z.object({ kind: z.literal('spread'), spread: z.number().int().positive() }),
]);
export type BrokerQueueEntry = z.infer<typeof brokerQueueEntrySchema>;

export const tradeTickSchema = z.object({
  /** Epoch milliseconds. */
  time: z.number().int(),
  price: decimalTextSchema,
  quantity: z.number().int().positive(),
  /** The side that took liquidity; null for an auction match. */
  aggressor: z.enum(['BUY', 'SELL']).nullable(),
});
export type TradeTick = z.infer<typeof tradeTickSchema>;

/** A price band with its reference (VCM, closing auction, pre-opening). */
const bandSchema = z.object({
  reference: decimalTextSchema,
  lower: decimalTextSchema,
  upper: decimalTextSchema,
});

export const vcmSchema = bandSchema.extend({
  /** Cooling-off period, epoch milliseconds. */
  coolingOffStart: z.number().int(),
  coolingOffEnd: z.number().int(),
});

export const auctionSchema = bandSchema.extend({
  /** Side with unmatched quantity at the indicative price. */
  imbalanceDirection: z.enum(['BUY', 'SELL', 'NONE']),
  imbalanceQuantity: z.number().int().nonnegative(),
});

export const equityDataSchema = z.object({
  pe: decimalTextSchema.nullable(),
  dividendYield: decimalTextSchema.nullable(),
  eps: decimalTextSchema.nullable(),
  nav: decimalTextSchema.nullable(),
  marketCap: decimalTextSchema.nullable(),
});

export const warrantDataSchema = z.object({
  /** WRNT: call or put; CBBC: bull or bear. */
  kind: z.enum(['CALL', 'PUT', 'BULL', 'BEAR']),
  underlying: z.string(),
  issuer: z.string(),
  strike: decimalTextSchema,
  /** CBBC only. */
  callLevel: decimalTextSchema.nullable(),
  /** 'YYYY-MM-DD'. */
  maturity: z.string(),
  conversionRatio: decimalTextSchema,
  premium: decimalTextSchema.nullable(),
  gearing: decimalTextSchema.nullable(),
});

export const stockFlagsSchema = z.object({
  suspended: z.boolean(),
  shortSell: z.boolean(),
  marginTrade: z.boolean(),
  preOpening: z.boolean(),
  vcmCoolingOff: z.boolean(),
  closingAuction: z.boolean(),
});

/** The identity of an instrument, as search and lists show it. */
export const stockIdentitySchema = z.object({
  market: marketCodeSchema,
  /** The exchange inside the market: HK, MA, MZ, SS, SZ, US, JP, SG, GB. */
  subMarket: z.string(),
  /** Exchange code; HK codes are five digits ('00700'). */
  stockCode: z.string(),
  name: localizedTextSchema,
  instrumentType: instrumentTypeSchema,
  currency: z.string(),
  lotSize: z.number().int().positive(),
});
export type StockIdentity = z.infer<typeof stockIdentitySchema>;

/** The Quote entity of spec section 3: every field that applies to the instrument, null where not. */
export const quoteSchema = stockIdentitySchema.extend({
  /** The table the instrument's prices step on (the exchange's own: by type in HK, TOPIX 500 in Tokyo, ...). */
  spreadTableID: spreadTableIDSchema,
  /** The plan that produced this quote and whether it is delayed. */
  feedPlan: quotePlanSchema,
  delayed: z.boolean(),
  /** Prices come from the simulated exchange (always true on this platform's demo feed). */
  simulated: z.boolean(),
  /** Epoch milliseconds of the data (15 minutes ago on the delayed plan). */
  updateTime: z.number().int(),
  phase: marketPhaseSchema,
  previousClose: decimalTextSchema,
  nominal: decimalTextSchema.nullable(),
  change: decimalTextSchema.nullable(),
  changePct: decimalTextSchema.nullable(),
  changePctMTD: decimalTextSchema.nullable(),
  changePctYTD: decimalTextSchema.nullable(),
  open: decimalTextSchema.nullable(),
  high: decimalTextSchema.nullable(),
  low: decimalTextSchema.nullable(),
  volume: z.number().int().nonnegative(),
  turnover: decimalTextSchema,
  high52w: decimalTextSchema.nullable(),
  low52w: decimalTextSchema.nullable(),
  dividend: decimalTextSchema.nullable(),
  linkedStocks: z.array(z.string()),
  flags: stockFlagsSchema,
  equity: equityDataSchema.nullable(),
  warrant: warrantDataSchema.nullable(),
  vcm: vcmSchema.nullable(),
  cas: auctionSchema.nullable(),
  pos: auctionSchema.nullable(),
  /** Indicative equilibrium price and volume during auctions. */
  iep: decimalTextSchema.nullable(),
  iev: z.number().int().nullable(),
  /** Best first; 1 level on DELAYED and CLICK, 10 on LEVEL2. */
  bids: z.array(depthLevelSchema),
  asks: z.array(depthLevelSchema),
  /** HK LEVEL2 only: up to 40 entries per side. */
  bidBrokers: z.array(brokerQueueEntrySchema),
  askBrokers: z.array(brokerQueueEntrySchema),
  /** Newest first. */
  trades: z.array(tradeTickSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

const stockCodeSchema = z.string().min(1).max(12);

export const getSnapshotDetails = defineCall({
  service: 'market',
  method: 'GET',
  path: '/snapshots/details',
  summary:
    "One instrument's full quote under the account's plan (a CLICK plan spends one click; none left is E3002)",
  access: 'client',
  ...marketInput('query', {
    stockCode: stockCodeSchema,
    feedPlan: quotePlanSchema.optional(),
  }),
  data: quoteSchema.extend({
    /** CLICK plan: clicks left after this one; null on other plans. */
    clicksRemaining: z.number().int().nonnegative().nullable(),
  }),
});

/** Field groups a custom snapshot may ask for. */
export const quoteTypes = ['BASIC', 'DEPTH', 'BROKERS', 'TRADES'] as const;
export const quoteTypeSchema = z.enum(quoteTypes);

export const getSnapshotCustoms = defineCall({
  service: 'market',
  method: 'GET',
  path: '/snapshots/customs',
  summary:
    'Quotes of up to 100 instruments with the chosen field groups (lists and watchlists; spends no clicks: real time on LEVEL2, delayed otherwise)',
  access: 'client',
  ...marketInput('query', {
    stockCode: commaList(stockCodeSchema).pipe(z.array(z.string()).max(100)),
    quoteType: commaList(quoteTypeSchema).optional(),
    feedPlan: quotePlanSchema.optional(),
  }),
  data: z.array(quoteSchema),
});

export const topsSorts = ['GAINERS', 'LOSERS', 'TURNOVER', 'VOLUME'] as const;

export const getStockTops = defineCall({
  service: 'market',
  method: 'GET',
  path: '/stocks/tops',
  summary: 'Top movers of a market: gainers, losers, by turnover or volume',
  access: 'client',
  ...marketInput('query', {
    instrumentType: instrumentTypeSchema.optional(),
    sort: z.enum(topsSorts).default('GAINERS'),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  }),
  data: z.array(
    stockIdentitySchema.extend({
      nominal: decimalTextSchema.nullable(),
      change: decimalTextSchema.nullable(),
      changePct: decimalTextSchema.nullable(),
      volume: z.number().int().nonnegative(),
      turnover: decimalTextSchema,
      delayed: z.boolean(),
    }),
  ),
});

export const searchStocks = defineCall({
  service: 'market',
  method: 'GET',
  path: '/stocks/search',
  summary:
    'Find instruments by code or by name in any of the three languages (3 results at first, up to 100)',
  access: 'client',
  invalidInputCodes: { 'query.market': 'E1004' },
  query: z.object({
    keyword: z.string().trim().min(1).max(40),
    market: marketCodeSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(3),
  }),
  data: z.object({ items: z.array(stockIdentitySchema), total: z.number().int().nonnegative() }),
});

export const candlePeriods = ['1m', '5m', '15m', '30m', '60m', 'day', 'week', 'month'] as const;
export const candlePeriodSchema = z.enum(candlePeriods);
export type CandlePeriod = z.infer<typeof candlePeriodSchema>;

export const candleSchema = z.object({
  /** Start of the period, epoch milliseconds. */
  time: z.number().int(),
  open: decimalTextSchema,
  high: decimalTextSchema,
  low: decimalTextSchema,
  close: decimalTextSchema,
  volume: z.number().int().nonnegative(),
  turnover: decimalTextSchema,
});
export type Candle = z.infer<typeof candleSchema>;

export const getCandles = defineCall({
  service: 'market',
  method: 'GET',
  path: '/stocks/candles',
  summary:
    'Candles of one instrument, oldest first: intraday (minute bars of the trading day) or a period (delayed plans end 15 minutes ago)',
  access: 'client',
  ...marketInput('query', {
    stockCode: stockCodeSchema,
    period: z.union([candlePeriodSchema, z.literal('intraday')]),
    limit: z.coerce.number().int().min(1).max(2000).default(300),
  }),
  data: z.object({ delayed: z.boolean(), candles: z.array(candleSchema) }),
});

export const indexCodes = ['HSI', 'HSCEI', 'HSTECH', 'SSE', 'SZSE', 'DJI', 'IXIC', 'SPX'] as const;
export const indexCodeSchema = z.enum(indexCodes);
export type IndexCode = z.infer<typeof indexCodeSchema>;

export const indexQuoteSchema = z.object({
  code: indexCodeSchema,
  market: marketCodeSchema,
  name: localizedTextSchema,
  value: decimalTextSchema,
  previousClose: decimalTextSchema,
  change: decimalTextSchema,
  changePct: decimalTextSchema,
  updateTime: z.number().int(),
});
export type IndexQuote = z.infer<typeof indexQuoteSchema>;

export const getIndices = defineCall({
  service: 'market',
  method: 'GET',
  path: '/indices',
  summary: 'The indices, computed from their constituents',
  access: 'client',
  data: z.array(indexQuoteSchema),
});

/** An HK exchange participant as the broker queue names it: its 4-digit ID and its name in every language. */
export const exchangeParticipantSchema = z.object({
  brokerId: z.string(),
  name: localizedTextSchema,
});
export type ExchangeParticipant = z.infer<typeof exchangeParticipantSchema>;

export const getExchangeParticipants = defineCall({
  service: 'market',
  method: 'GET',
  path: '/exchange-participants',
  summary:
    "The HK exchange participants of the broker queue with their names in English and Chinese (the queue's frames carry the English name only)",
  access: 'client',
  data: z.array(exchangeParticipantSchema),
});

/** Buckets of the HK market change distribution, in percent: (-inf,-7], (-7,-5], ... [7,inf). */
export const changeBuckets = [
  'DOWN_7',
  'DOWN_5_7',
  'DOWN_3_5',
  'DOWN_0_3',
  'FLAT',
  'UP_0_3',
  'UP_3_5',
  'UP_5_7',
  'UP_7',
] as const;

export const getChangeDistribution = defineCall({
  service: 'market',
  method: 'GET',
  path: '/markets/change_distribution',
  summary: 'How many stocks of a market rose or fell, bucketed by percent change',
  access: 'client',
  ...marketInput('query'),
  data: z.object({
    updateTime: z.number().int(),
    delayed: z.boolean(),
    buckets: z.array(z.object({ bucket: z.enum(changeBuckets), count: z.number().int().nonnegative() })),
    up: z.number().int().nonnegative(),
    down: z.number().int().nonnegative(),
    flat: z.number().int().nonnegative(),
  }),
});

export const marketStatusSchema = z.object({
  market: marketCodeSchema,
  phase: marketPhaseSchema,
  /** The trading date, 'YYYY-MM-DD' in the market's time zone. */
  tradingDate: z.string(),
  /** 'calendar' follows the real timetable; 'demo' trades around the clock. */
  clock: z.enum(['calendar', 'demo']),
});

export const getMarketStatuses = defineCall({
  service: 'market',
  method: 'GET',
  path: '/markets/statuses',
  summary: 'Trading phase of every simulated market, and which clock drives it',
  access: 'public',
  data: z.array(marketStatusSchema),
});

// Quote plans (main API): one per account and market.

/**
 * An account's quote plan in one market (spec section 1): DELAYED data is exactly 15 minutes old; CLICK spends
 * one of a quota per snapshot; LEVEL1 is for the mobile app only (the web is served DELAYED); LEVEL2 streams 10
 * levels of depth and the 40-entry broker queue.
 */
export const accountQuotePlanSchema = z.object({
  market: marketCodeSchema,
  plan: quotePlanSchema,
  /** CLICK plan: snapshot clicks left; null on other plans. */
  clicksRemaining: z.number().int().nonnegative().nullable(),
  /** An upgrade the client applied for that customer service has not handled yet. */
  pendingApplication: z
    .object({ plan: quotePlanSchema, appliedAt: z.string(), applicationID: z.string() })
    .nullable(),
});
export type AccountQuotePlan = z.infer<typeof accountQuotePlanSchema>;

export const getQuotePlans = defineCall({
  service: 'main',
  method: 'GET',
  path: '/users/:userID/quote_plans',
  summary: "The client's quote plan in each market the broker supports",
  access: 'client',
  params: userParams,
  data: z.array(accountQuotePlanSchema),
});

export const postQuotePlanApplication = defineCall({
  service: 'main',
  method: 'POST',
  path: '/users/:userID/quote_plans/applications',
  summary:
    'Apply to upgrade a quote plan (customer service follows up); a pending application for the same market and plan is answered rather than repeated',
  access: 'client',
  idempotent: true,
  params: userParams,
  ...marketInput('body', { plan: z.enum(['LEVEL1', 'LEVEL2']) }),
  data: accountQuotePlanSchema,
});
