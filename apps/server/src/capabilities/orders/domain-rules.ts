import { Decimal } from 'decimal.js';
import type {
  FeeEstimate,
  FeeSchedule as ContractFeeSchedule,
  MarketCode,
  OrderRejectReason,
  OrderRequest,
} from '@lantau/contract';
import {
  carriesInvestorId,
  checkAmendment,
  checkOrder,
  entryPhaseOf,
  estimateFees,
  instrumentOrderRules,
  isInGreyMarket,
  isValidInvestorId,
  marketRuleSetOf,
  moneyText,
  orderAccountProblems,
  orderInvestorId,
  parsePriceUnits,
  settlementDate,
  type InvestorId,
  type LiveQuote,
  type OrderCheckInput,
} from '@lantau/domain';
import {
  instrumentSpecFor,
  type InstrumentReference,
  type MarketSimulator,
  type UniverseMarket,
} from '@lantau/exchange';
import { conditionPrices } from './conditional/condition-terms';
import { feeScheduleOn, type BrokerFees } from './broker-fees';

// The orders service's calls into packages/domain: the order checks before placing and amending (on the
// simulated exchange's live quote, so the portal refuses what the exchange would, before anything is written),
// the fee calculator on the dated schedules (the broker's brokerage over the platform's defaults,
// broker-fees.ts), and settlement dates over the markets' holiday calendars. Every date here is the caller's,
// the market's trading date from the market clock (platform/time/market-clock.ts), never the wall clock's.
// TODO(orders): the broker's A/B lot sizes.

/** What the simulated exchange's quote shows of an instrument now, as the domain's order checks read it. */
export function liveQuoteOf(
  simulator: Pick<MarketSimulator, 'quote'>,
  request: Pick<OrderRequest, 'market' | 'stockCode'>,
): LiveQuote {
  const quote = simulator.quote(request.market as UniverseMarket, request.stockCode);
  if (quote === undefined) return {};
  const auction = quote.pos ?? quote.cas;
  return {
    phase: entryPhaseOf(quote.phase),
    previousClose: quote.previousClose,
    ...(quote.last !== null && { last: quote.last }),
    ...(quote.bids[0] !== undefined && { bestBid: quote.bids[0].price }),
    ...(quote.asks[0] !== undefined && { bestAsk: quote.asks[0].price }),
    ...(auction !== null && { auctionReference: auction.reference }),
  };
}

/** What the broker's configuration says of a new order (spec section 6). */
export interface BrokerOrderSwitches {
  /** WebOddLotOrderEnable: whether the broker offers HK odd-lot (ODD) orders. */
  readonly oddLotOrdersEnabled: boolean;
}

/**
 * Problems the domain's order checks find before placing (empty when none), judged on the live quote; `today`
 * is the market's trading date (a good-till-date order's expiry may not be before it).
 */
export function orderProblems(
  request: OrderRequest,
  instrument: InstrumentReference,
  quote: LiveQuote,
  today: string,
  broker?: BrokerOrderSwitches,
): OrderRejectReason[] {
  return checkOrder({
    ...orderCheckInput(request, instrument, quote, today),
    ...(broker !== undefined && { oddLotOrdersEnabled: broker.oddLotOrdersEnabled }),
  });
}

/** Whether orders of the market carry an order account reference (CE number and BCAN). */
export const carriesOrderAccount = (market: string): boolean => carriesInvestorId(market);

/**
 * The order account reference (spec sections 4 and 5), in the markets whose orders carry one: a CE number and
 * BCAN well formed and together, or an option; an RRI account must send a BCAN. Elsewhere none is sent on.
 */
export function orderAccountRefusals(request: OrderRequest, rri: boolean): OrderRejectReason[] {
  if (!carriesInvestorId(request.market)) return [];
  const reference = request.orderAccount;
  return orderAccountProblems(
    reference?.option ?? null,
    reference?.ceNumber ?? '',
    reference?.bcan ?? '',
    rri,
  ).map((found) => found.problem);
}

/**
 * The investor identification the order carries to the exchange (HKIDR, northbound): the panel's, else the
 * account's CE number and BCAN; null in other markets. An account without a usable one cannot trade there
 * (BCAN_REQUIRED), as the exchange would refuse the order.
 */
export function investorIdOf(
  request: OrderRequest,
  account: { ce_number: string; bcan: string },
): { investor: InvestorId | null; problem: OrderRejectReason | null } {
  const investor = orderInvestorId(request.market, request.orderAccount, {
    ceNumber: account.ce_number,
    bcan: account.bcan,
  });
  return { investor, problem: investor !== null && !isValidInvestorId(investor) ? 'BCAN_REQUIRED' : null };
}

/**
 * Problems of amending an order to the terms in `request`: every check of a new order, and the new total
 * above what has filled already (the domain's checkAmendment).
 */
export function amendmentProblems(
  request: OrderRequest,
  instrument: InstrumentReference,
  filledQuantity: number,
  quote: LiveQuote,
  today: string,
): OrderRejectReason[] {
  return checkAmendment(orderCheckInput(request, instrument, quote, today), filledQuantity);
}

function orderCheckInput(
  request: OrderRequest,
  instrument: InstrumentReference,
  quote: LiveQuote,
  today: string,
): OrderCheckInput {
  // The exchange's rules of the instrument for today (its daily limits count from today's previous close).
  const spec = instrumentSpecFor(instrument, { previousClose: quote.previousClose });
  const rules = instrumentOrderRules(marketRuleSetOf(request.market), {
    lotSize: instrument.lotSize,
    previousClose: spec.previousClose,
    instrumentType: instrument.type,
    spreadTable: spec.spreadTable,
    dailyLimitPercent: spec.dailyLimitPercent,
  });
  const price = request.price === undefined ? null : parsePriceUnits(request.price);
  return {
    market: request.market,
    // Without the live previous close the rules against it (9x, daily limits) would judge by a stale
    // reference: they are then left to the exchange.
    instrument:
      quote.previousClose === undefined
        ? { ...rules, nominalPriceFactor: undefined, dailyLimitPercent: undefined }
        : rules,
    side: request.side,
    orderType: request.orderType,
    quantity: request.quantity,
    price: price ?? undefined,
    timeInForce: request.timeInForce,
    expiryDate: request.expiryDate,
    today,
    quote,
    // Trigger prices on the spread table and on their side of the live price.
    ...(request.condition && { condition: conditionPrices(request.condition) }),
    // A new issue before its listing date trades only in its grey market: limit day orders.
    greyMarket: isInGreyMarket(instrument.newIssue, today),
  };
}

/**
 * The fees of a trade of `quantity` shares for `consideration` on trade date `on` (an estimate at placing; the
 * booked fees of a fill), by the schedule in force that day. The quantity matters for per-share fees (US
 * brokerage, FINRA TAF).
 */
export function feesOf(
  consideration: Decimal,
  currency: string,
  side: OrderRequest['side'],
  instrument: InstrumentReference,
  quantity: number,
  on: string,
  broker?: BrokerFees,
): FeeEstimate {
  const schedule = feeScheduleOn(instrument.market, on, { currency, broker });
  const { lines, total } =
    schedule === undefined
      ? { lines: [], total: moneyText(0, currency) }
      : estimateFees(schedule, { side, consideration, quantity, instrumentType: instrument.type });
  return {
    currency: currency as FeeEstimate['currency'],
    consideration: moneyText(consideration, currency),
    fees: lines.map((line) => ({ ...line })),
    totalFees: total,
    total: moneyText(side === 'BUY' ? consideration.plus(total) : consideration.minus(total), currency),
    scheduleID: schedule?.scheduleID ?? 'NONE',
  };
}

/** What a sale's fees take beyond its proceeds (zero for a buy, and for any sale worth more than its fees). */
export function feesBeyondProceeds(side: OrderRequest['side'], estimate: FeeEstimate): Decimal {
  const total = new Decimal(estimate.total);
  return side === 'SELL' && total.isNegative() ? total.neg() : new Decimal(0);
}

/**
 * The fee schedule in force on `on` (the market's trading date) for a market: the platform's default with the
 * broker's own brokerage, or undefined when none is.
 */
export function feeScheduleFor(
  market: MarketCode,
  on: string,
  broker: BrokerFees,
): ContractFeeSchedule | undefined {
  const schedule = feeScheduleOn(market, on, { broker });
  if (schedule === undefined) return undefined;
  // The domain's schedules are frozen data; the contract's type is the same shape with mutable arrays.
  return {
    scheduleID: schedule.scheduleID,
    market,
    currency: schedule.currency as ContractFeeSchedule['currency'],
    effectiveFrom: schedule.effectiveFrom,
    rates: schedule.rates.map((rate) => ({
      ...rate,
      sides: [...rate.sides],
      exemptInstrumentTypes: [...rate.exemptInstrumentTypes],
    })),
  };
}

/** The business dates a trade's cash and securities settle on. */
export function settlementDates(market: string, tradeDate: string): { cash: string; securities: string } {
  return {
    cash: settlementDate(market, tradeDate, 'BUY', 'cash'),
    securities: settlementDate(market, tradeDate, 'BUY', 'security'),
  };
}
