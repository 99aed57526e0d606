import { z } from 'zod';
import { defineCall } from './define-call';
import { accountNumberSchema, businessDateSchema } from './accounts';
import { priceInputSchema, shareQuantitySchema } from './input-limits';
import { decimalTextSchema } from './market-data';
import { currencyCodeSchema } from '../currencies';
import { localizedTextSchema } from '../headers';
import { marketCodeSchema, spreadTableIDSchema } from '../markets';
import { orderStatusSchema } from '../statuses';
import {
  feeItemSchema,
  orderAccountOptionSchema,
  orderConditionSchema,
  orderRejectReasonSchema,
  orderSideSchema,
  orderTypeSchema,
  timeInForceSchema,
} from '../trading';

// Orders: placing (`idempotent`: once per Idempotency-Key), amending, cancelling, listing, fee estimates and the fee
// schedules the ticket and the cost calculator compute with. Prices are decimal strings, quantities integers.

/** CE number and BCAN as the order account panel sends them (spec sections 4 and 5). */
export const orderAccountReferenceSchema = z.object({
  option: orderAccountOptionSchema.nullable(),
  /** Three letters and three digits, or empty. */
  ceNumber: z.string().max(6),
  /** Digits only (the mask's spaces stripped), or empty. */
  bcan: z.string().max(12),
});
export type OrderAccountReference = z.infer<typeof orderAccountReferenceSchema>;

/**
 * The investor identification an order carries to the exchange (HKIDR in Hong Kong, the northbound investor ID
 * for China A-shares): the broker's CE number and the client's BCAN, from the order account panel when the
 * client filled it in (an intermediary's client, or the Sell and Aggregated options), else from the account.
 */
export const investorIDSchema = z.object({
  /** The broker's CE number: three letters and three digits. */
  ceNumber: z.string(),
  /** Broker-to-Client Assigned Number: digits. */
  bcan: z.string(),
});
export type InvestorID = z.infer<typeof investorIDSchema>;

/** A condition the platform holds the order for (see `orderConditions`). */
export const orderConditionSpecSchema = z.object({
  type: orderConditionSchema,
  /** STOP_LOSS_LIMIT, TRIGGER_MARKET, TARGET_PRICE_LIMIT: the price that releases the order. */
  triggerPrice: decimalTextSchema.optional(),
  /** DUAL_LIMIT: the second trigger (the stop side); `triggerPrice` is the take-profit side. */
  secondTriggerPrice: decimalTextSchema.optional(),
  /** DUAL_LIMIT and OCO: the limit price of the second leg. */
  secondPrice: decimalTextSchema.optional(),
  /** CHASE_LIMIT: the furthest price the chase may go to. */
  chaseCap: decimalTextSchema.optional(),
});
export type OrderConditionSpec = z.infer<typeof orderConditionSpecSchema>;

/** A condition as a request names it: its prices within the contract's maximum (input-limits.ts). */
const orderConditionRequestSchema = orderConditionSpecSchema.extend({
  triggerPrice: priceInputSchema.optional(),
  secondTriggerPrice: priceInputSchema.optional(),
  secondPrice: priceInputSchema.optional(),
  chaseCap: priceInputSchema.optional(),
});

export const orderRequestSchema = z.object({
  accountNumber: accountNumberSchema,
  market: marketCodeSchema,
  stockCode: z.string().min(1).max(12),
  side: orderSideSchema,
  orderType: orderTypeSchema,
  /** Limit price; absent for MO and AO. */
  price: priceInputSchema.optional(),
  quantity: shareQuantitySchema,
  timeInForce: timeInForceSchema,
  /** GTD only: the last business date the order works. */
  expiryDate: businessDateSchema.optional(),
  condition: orderConditionRequestSchema.optional(),
  orderAccount: orderAccountReferenceSchema.optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const feeLineSchema = z.object({ item: feeItemSchema, amount: decimalTextSchema });
export type FeeLine = z.infer<typeof feeLineSchema>;

/** Consideration, each fee and the total, in the instrument's currency, to the cent. */
export const feeEstimateSchema = z.object({
  currency: currencyCodeSchema,
  consideration: decimalTextSchema,
  fees: z.array(feeLineSchema),
  totalFees: decimalTextSchema,
  /** Consideration plus fees for a buy, minus fees for a sell. */
  total: decimalTextSchema,
  /** The fee schedule used (its id and the date it took effect). */
  scheduleID: z.string(),
});
export type FeeEstimate = z.infer<typeof feeEstimateSchema>;

export const executionSchema = z.object({
  executionID: z.string(),
  orderID: z.string(),
  time: z.iso.datetime({ offset: true }),
  price: decimalTextSchema,
  quantity: z.number().int(),
  /** Fees booked for this fill. */
  fees: z.array(feeLineSchema),
  settlementDate: businessDateSchema,
});
export type Execution = z.infer<typeof executionSchema>;

export const orderSchema = z.object({
  orderID: z.string(),
  /** The short number shown to people, 'O-2611-000123' (per broker, by trade month); orderID names it in calls. */
  orderNumber: z.string(),
  accountNumber: z.string(),
  market: marketCodeSchema,
  stockCode: z.string(),
  name: localizedTextSchema,
  currency: currencyCodeSchema,
  side: orderSideSchema,
  orderType: orderTypeSchema,
  price: decimalTextSchema.nullable(),
  quantity: z.number().int(),
  filledQuantity: z.number().int(),
  averageFillPrice: decimalTextSchema.nullable(),
  status: orderStatusSchema,
  timeInForce: timeInForceSchema,
  expiryDate: businessDateSchema.nullable(),
  condition: orderConditionSpecSchema.nullable(),
  /** OCO: the other leg's order ID. */
  linkedOrderID: z.string().nullable(),
  rejectReason: orderRejectReasonSchema.nullable(),
  /** The reason in the caller's language. */
  rejectMessage: z.string().nullable(),
  /** Fees estimated when placed, then those booked by fills. */
  fees: feeEstimateSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The business date the order was placed on. */
  tradeDate: businessDateSchema,
  canAmend: z.boolean(),
  canCancel: z.boolean(),
  /** What the order carried to the exchange; null in markets without investor identification. */
  investorID: investorIDSchema.nullable(),
  /** The table the instrument's prices step on (an amendment's price must sit on it). */
  spreadTableID: spreadTableIDSchema,
});
export type Order = z.infer<typeof orderSchema>;

const orderParams = z.object({ orderID: z.string().min(1).max(40) });

export const postOrder = defineCall({
  service: 'main',
  method: 'POST',
  path: '/orders',
  summary:
    'Places an order; the same Idempotency-Key never places twice, and a retry answers with the first order',
  access: 'client',
  idempotent: true,
  body: orderRequestSchema,
  data: orderSchema,
});

export const postOrderEstimate = defineCall({
  service: 'main',
  method: 'POST',
  path: '/orders/estimates',
  summary:
    "Checks an order as placing would and estimates its fees, with the account's buying power or sellable quantity",
  access: 'client',
  body: orderRequestSchema,
  data: z.object({
    estimate: feeEstimateSchema,
    /** Problems placing would refuse the order for (empty when it would be accepted). */
    problems: z.array(orderRejectReasonSchema),
    /**
     * What a buy may spend, in the instrument's currency: the available cash of that currency (after what working
     * orders hold), plus on a margin account what placing lets it borrow (other currencies and the loan).
     */
    buyingPower: decimalTextSchema,
    sellable: z.number().int(),
  }),
});

export const patchOrder = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/orders/:orderID',
  summary:
    'Amends price, quantity or time in force of a working order, and the trigger price of a held conditional order (not A-shares: cancel and re-enter)',
  access: 'client',
  params: orderParams,
  body: z.object({
    price: priceInputSchema.optional(),
    quantity: shareQuantitySchema.optional(),
    timeInForce: timeInForceSchema.optional(),
    expiryDate: businessDateSchema.optional(),
    /** A held conditional order (HLD) only: its new trigger price (an OCO's held leg: its stop trigger). */
    triggerPrice: priceInputSchema.optional(),
  }),
  data: orderSchema,
});

export const deleteOrder = defineCall({
  service: 'main',
  method: 'DELETE',
  path: '/orders/:orderID',
  summary: 'Cancels a working order (PTC until the exchange confirms, then CAN)',
  access: 'client',
  params: orderParams,
  data: orderSchema,
});

export const getOrder = defineCall({
  service: 'main',
  method: 'GET',
  path: '/orders/:orderID',
  summary: 'One order with its executions',
  access: 'client',
  params: orderParams,
  data: z.object({ order: orderSchema, executions: z.array(executionSchema) }),
});

export const getOrders = defineCall({
  service: 'main',
  method: 'GET',
  path: '/orders',
  summary:
    "The client's orders placed on business dates from..to (today when absent), plus every multi-day order still working",
  access: 'client',
  query: z.object({
    accountNumber: accountNumberSchema.optional(),
    from: businessDateSchema.optional(),
    to: businessDateSchema.optional(),
    status: orderStatusSchema.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  data: z.object({ total: z.number().int(), orders: z.array(orderSchema) }),
});

export const getExecutions = defineCall({
  service: 'main',
  method: 'GET',
  path: '/executions',
  summary: "The client's fills on business dates from..to, newest first",
  access: 'client',
  query: z.object({
    accountNumber: accountNumberSchema.optional(),
    from: businessDateSchema,
    to: businessDateSchema,
    limit: z.coerce.number().int().min(1).max(500).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  data: z.object({
    total: z.number().int(),
    executions: z.array(
      executionSchema.extend({ market: marketCodeSchema, stockCode: z.string(), side: orderSideSchema }),
    ),
  }),
});

/** One rate of a fee schedule: a percentage of consideration, with an optional minimum, maximum and rounding. */
export const feeRateSchema = z.object({
  item: feeItemSchema,
  /** Percent of consideration ('0.1' is 0.1%); a fixed amount when `fixed` is set instead. */
  ratePercent: decimalTextSchema.nullable(),
  fixed: decimalTextSchema.nullable(),
  /** An amount per share traded (US brokerage, FINRA TAF); absent or null when the rate has none. */
  perShare: decimalTextSchema.nullable().optional(),
  minimum: decimalTextSchema.nullable(),
  maximum: decimalTextSchema.nullable(),
  /** CENT: to the cent, half up; UP_TO_DOLLAR: up to the next whole unit (HK stamp duty). */
  rounding: z.enum(['CENT', 'UP_TO_DOLLAR']),
  /** Which sides pay it. */
  sides: z.array(orderSideSchema),
  /** Instrument types exempt from it (stamp duty on ETFs). */
  exemptInstrumentTypes: z.array(z.string()),
});

export const feeScheduleSchema = z.object({
  scheduleID: z.string(),
  market: marketCodeSchema,
  currency: currencyCodeSchema,
  effectiveFrom: businessDateSchema,
  rates: z.array(feeRateSchema),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

export const getFeeSchedule = defineCall({
  service: 'main',
  method: 'GET',
  path: '/fees/schedules/:market',
  summary: "The broker's fee schedule in force today for a market (the cost calculator computes with it)",
  access: 'client',
  params: z.object({ market: marketCodeSchema }),
  data: feeScheduleSchema,
});
