import { z } from 'zod';
import { defineCall } from './define-call';
import { accountParams, businessDateSchema } from './accounts';
import { decimalTextSchema } from './market-data';
import { feeLineSchema } from './orders';
import { currencyCodeSchema } from '../currencies';
import { marketCodeSchema } from '../markets';
import { ledgerReasonSchema, orderSideSchema } from '../trading';

// Account statements (spec section 2: account / statement, day and month), gated by WebStatementEnable.
// Every figure comes from the ledger: a statement is a view of the journals of its period, never stored.

export const statementKinds = ['DAILY', 'MONTHLY'] as const;
export const statementKindSchema = z.enum(statementKinds);
export type StatementKind = z.infer<typeof statementKindSchema>;

/** A month as statements name it: 2026-11. */
export const statementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month: YYYY-MM');

/**
 * How far back statements reach. Without WebExtStatementEnable: daily statements for the last 93 days and
 * monthly ones for the last 12 months; with it (the broker's "extended statements"), both for the 7 years a
 * Hong Kong broker keeps client records. Older periods are E7051.
 */
export const statementHistory = {
  dailyDays: 93,
  monthlyMonths: 12,
  extendedYears: 7,
} as const;

/** A DAILY statement's period is its business date (2026-11-23), a MONTHLY one's its month (2026-11). */
const statementParams = accountParams.extend({
  kind: statementKindSchema,
  period: z.union([businessDateSchema, statementMonthSchema]),
});

export const statementSummarySchema = z.object({
  kind: statementKindSchema,
  period: z.string(),
  /** First and last business date the statement covers. */
  from: businessDateSchema,
  to: businessDateSchema,
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const getStatements = defineCall({
  service: 'main',
  method: 'GET',
  path: '/accounts/:accountNumber/statements',
  summary:
    'The statements of the account between two business dates: a DAILY one for each date with ledger activity, ' +
    'a MONTHLY one for each month with activity, newest first (E7050 statements off, E7051 beyond the history)',
  access: 'client',
  params: accountParams,
  query: z.object({ kind: statementKindSchema, from: businessDateSchema, to: businessDateSchema }),
  data: z.object({
    /** The earliest business date the caller may ask for (the broker's history range). */
    earliest: businessDateSchema,
    statements: z.array(statementSummarySchema),
  }),
});

/** One movement of cash in the period, with the balance of its currency after it. */
export const statementMovementSchema = z.object({
  businessDate: businessDateSchema,
  valueDate: businessDateSchema,
  reason: ledgerReasonSchema,
  reference: z.string(),
  /** The journal's words in the caller's language. */
  description: z.string(),
  amount: decimalTextSchema,
  balance: decimalTextSchema,
});

export const statementCashSchema = z.object({
  currency: currencyCodeSchema,
  opening: decimalTextSchema,
  /** In minus out over the period: opening + net = closing. */
  net: decimalTextSchema,
  closing: decimalTextSchema,
  movements: z.array(statementMovementSchema),
});
export type StatementCash = z.infer<typeof statementCashSchema>;

export const statementTradeSchema = z.object({
  executionID: z.string(),
  orderID: z.string(),
  tradeDate: businessDateSchema,
  settlementDate: businessDateSchema,
  market: marketCodeSchema,
  stockCode: z.string(),
  name: z.string(),
  side: orderSideSchema,
  currency: currencyCodeSchema,
  quantity: z.number().int(),
  price: decimalTextSchema,
  consideration: decimalTextSchema,
  fees: z.array(feeLineSchema),
  totalFees: decimalTextSchema,
  /** What the trade moved in cash: minus consideration and fees for a buy, consideration less fees for a sell. */
  netAmount: decimalTextSchema,
});
export type StatementTrade = z.infer<typeof statementTradeSchema>;

export const statementPositionSchema = z.object({
  market: marketCodeSchema,
  stockCode: z.string(),
  name: z.string(),
  currency: currencyCodeSchema,
  quantity: z.number().int(),
  /** The last price for a period that includes today, else the latest closing price the market data has. */
  closingPrice: decimalTextSchema.nullable(),
  marketValue: decimalTextSchema.nullable(),
});
export type StatementPosition = z.infer<typeof statementPositionSchema>;

export const statementSchema = statementSummarySchema.extend({
  generatedAt: z.iso.datetime({ offset: true }),
  client: z.object({ name: z.string(), accountNumber: z.string(), accountType: z.enum(['CASH', 'MARGIN']) }),
  broker: z.object({ name: z.string(), contact: z.string() }),
  cash: z.array(statementCashSchema),
  trades: z.array(statementTradeSchema),
  positions: z.array(statementPositionSchema),
});
export type Statement = z.infer<typeof statementSchema>;

export const getStatement = defineCall({
  service: 'main',
  method: 'GET',
  path: '/accounts/:accountNumber/statements/:kind/:period',
  summary: "One statement's figures in the caller's language: cash per currency, trades with fees, positions",
  access: 'client',
  params: statementParams,
  data: statementSchema,
});

export const getStatementPdf = defineCall({
  service: 'main',
  method: 'GET',
  path: '/accounts/:accountNumber/statements/:kind/:period/pdf',
  summary:
    "One statement as a PDF in the caller's language (Chinese set in an embedded CJK font subset), " +
    'base64 in the envelope so it travels signed and answers errors like every other call',
  access: 'client',
  params: statementParams,
  data: z.object({
    fileName: z.string(),
    contentType: z.literal('application/pdf'),
    contentBase64: z.string(),
  }),
});
