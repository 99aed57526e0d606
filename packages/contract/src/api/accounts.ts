import { z } from 'zod';
import { defineCall } from './define-call';
import { priceInputSchema } from './input-limits';
import { decimalTextSchema } from './market-data';
import { currencyCodeSchema } from '../currencies';
import { localizedTextSchema } from '../headers';
import { marketCodeSchema } from '../markets';
import { quotePlanSchema } from '../statuses';
import { ledgerReasonSchema, marginStateSchema } from '../trading';

// The client's accounts as the ledger sees them. Amounts are decimal strings (2 dp for money, 3 dp for prices
// as quotes show them), quantities integers. Every figure is derived from the ledger's journals.

export const accountNumberSchema = z.string().regex(/^[A-Z0-9]{4,20}$/, 'An account number');
/** The path parameter of the calls about one account. */
export const accountParams = z.object({ accountNumber: accountNumberSchema });
/** A business date (Asia/Shanghai): 2026-11-23. */
export const businessDateSchema = z.iso.date();

export const accountSchema = z.object({
  accountNumber: z.string(),
  type: z.enum(['CASH', 'MARGIN']),
  /** The client's own name for the account (shown where WebAccountNicknameEnable); null when never set. */
  nickname: z.string().nullable(),
  /** Markets the account may hold and trade (the broker's WebEnableTradeMarket narrows this further). */
  markets: z.array(marketCodeSchema),
  /** Currencies the account holds cash in. */
  currencies: z.array(currencyCodeSchema),
  /** Relevant regulated intermediary: its orders must name a BCAN (spec section 5). */
  rri: z.boolean(),
  /** The broker's CE number and the client's BCAN on the exchange (investor identification). */
  ceNumber: z.string(),
  bcan: z.string(),
  /**
   * The client (not just this account) is an institutional professional investor: ChiNext and STAR shares
   * through Stock Connect are for them only. Set by the broker's back office.
   */
  professionalInvestor: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const getAccounts = defineCall({
  service: 'main',
  method: 'GET',
  path: '/accounts',
  summary: "The logged-in client's accounts",
  access: 'client',
  data: z.array(accountSchema),
});

/** Cash of one currency: available to trade or withdraw, held by working orders, and bought or sold unsettled. */
export const cashBalanceSchema = z.object({
  currency: currencyCodeSchema,
  /** Settled cash minus holds: what a cash account can spend now. */
  available: decimalTextSchema,
  /** Held by working buy orders (and their estimated fees) and pending withdrawals. */
  onHold: decimalTextSchema,
  /** Net amount of trades not yet settled (negative for purchases to pay). */
  unsettled: decimalTextSchema,
  /** Settled cash (the ledger balance). */
  settled: decimalTextSchema,
});
export type CashBalance = z.infer<typeof cashBalanceSchema>;

export const positionSchema = z.object({
  market: marketCodeSchema,
  stockCode: z.string(),
  name: localizedTextSchema,
  currency: currencyCodeSchema,
  /** Shares held including unsettled purchases. */
  quantity: z.number().int(),
  /** What a sell order may take now: held minus working sells (and today's A/B purchases). */
  sellable: z.number().int(),
  /** Held by working sell orders. */
  onHold: z.number().int(),
  lotSize: z.number().int(),
  /** Average cost per share: the ledger's, or the client's own after a P/L cost edit. */
  averageCost: decimalTextSchema,
  /** Whether `averageCost` is the client's own figure (P/L cost edit). */
  costEdited: z.boolean(),
  /** The last price by the client's quote plan (live on Level 2, 15 minutes old on the delayed plan). */
  lastPrice: decimalTextSchema,
  previousClose: decimalTextSchema,
  marketValue: decimalTextSchema,
  unrealisedPnl: decimalTextSchema,
  unrealisedPnlPercent: decimalTextSchema,
  todayPnl: decimalTextSchema,
});
export type Position = z.infer<typeof positionSchema>;

/** A margin account's financing, all in the account's base currency (HKD). */
export const marginSummarySchema = z.object({
  state: marginStateSchema,
  creditLimit: decimalTextSchema,
  /** Sum of positions' market value times each one's margin ratio. */
  marginValue: decimalTextSchema,
  /** Equity the account must keep (maintenance requirement). */
  maintenance: decimalTextSchema,
  /** Cash plus market value minus loans. */
  equity: decimalTextSchema,
  /** Borrowed: negative cash, in the base currency. */
  loan: decimalTextSchema,
});

export const accountOverviewSchema = z.object({
  account: accountSchema,
  /** Currency the totals below are converted to (HKD), at the platform's reference rates. */
  baseCurrency: currencyCodeSchema,
  quotePlan: quotePlanSchema,
  cash: z.array(cashBalanceSchema),
  positions: z.array(positionSchema),
  totals: z.object({
    /**
     * Every currency's available cash in the base currency, plus (margin accounts) marginable value within the
     * credit limit. A cash account's ticket shows less: only the cash of the market's currency can pay there.
     */
    buyingPower: decimalTextSchema,
    marketValue: decimalTextSchema,
    cash: decimalTextSchema,
    /** Cash plus market value. */
    netAssets: decimalTextSchema,
    unrealisedPnl: decimalTextSchema,
    todayPnl: decimalTextSchema,
  }),
  margin: marginSummarySchema.nullable(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

export const getAccountOverview = defineCall({
  service: 'main',
  method: 'GET',
  path: '/accounts/:accountNumber/overview',
  summary: 'Cash per currency, positions with prices by quote plan, buying power and margin state',
  access: 'client',
  params: accountParams,
  data: accountOverviewSchema,
});

export const patchAccountNickname = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/accounts/:accountNumber/nickname',
  summary: 'Names the account (WebAccountNicknameEnable); an empty name removes it',
  access: 'client',
  params: accountParams,
  body: z.object({ nickname: z.string().max(20) }),
  data: accountSchema,
});

export const patchPositionCost = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/accounts/:accountNumber/positions/:market/:stockCode/cost',
  summary:
    "P/L cost edit: the client's own average cost for P/L (the ledger's cost is kept); null restores it",
  access: 'client',
  params: accountParams.extend({ market: marketCodeSchema, stockCode: z.string().min(1).max(12) }),
  body: z.object({ averageCost: priceInputSchema.nullable() }),
  data: positionSchema,
});

/** One ledger movement as the account record lists it (one line per account, currency or instrument leg). */
export const accountRecordSchema = z.object({
  entryID: z.string(),
  journalID: z.string(),
  time: z.iso.datetime({ offset: true }),
  reason: ledgerReasonSchema,
  /** What caused it, for programs: an execution, order or fund request ID, a dividend announcement ID, ... */
  reference: z.string(),
  /**
   * What a person reads for it: the order's or fund request's short number ('O-2611-000123', 'D-2611-000012'),
   * else its source in the caller's language ('Dividend 00700', 'Opening balance'); null when it has none.
   */
  referenceText: z.string().nullable(),
  /** Plain words in the caller's language: 'Buy 100 00700 @ 380.000'. */
  description: z.string(),
  /** A currency code for cash, or market and stock code for securities. */
  asset: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('cash'), currency: currencyCodeSchema }),
    z.object({ kind: z.literal('security'), market: marketCodeSchema, stockCode: z.string() }),
  ]),
  /** Signed change: positive in, negative out. */
  amount: decimalTextSchema,
  /** Balance of that asset after this movement. */
  balanceAfter: decimalTextSchema,
  /** Whether the movement is settled (posted) or a hold / unsettled amount. */
  state: z.enum(['POSTED', 'PENDING', 'VOIDED']),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

/** An account record's filter and page: the client reads its own, staff read a client's the same way. */
export const accountRecordsQuery = z.object({
  from: businessDateSchema,
  to: businessDateSchema,
  reason: ledgerReasonSchema.optional(),
  currency: currencyCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const accountRecordsPage = z.object({
  total: z.number().int(),
  records: z.array(accountRecordSchema),
});

export const getAccountRecords = defineCall({
  service: 'main',
  method: 'GET',
  path: '/accounts/:accountNumber/records',
  summary: 'Every ledger movement of the account, newest first, by business date range and kind',
  access: 'client',
  params: accountParams,
  query: accountRecordsQuery,
  data: accountRecordsPage,
});
