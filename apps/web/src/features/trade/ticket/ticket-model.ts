import { z } from 'zod';
import {
  checkOrder,
  effectiveBcan,
  marketRuleSetOf,
  ORDER_TYPES_BY_RULE_SET,
  carriesInvestorId,
  orderAccountProblems,
  orderTypeHasPrice,
  parsePriceUnits,
  professionalInvestorProblem,
  instrumentTypeProblem,
  type InstrumentOrderRules,
  type InstrumentTypeLists,
  type LiveQuote,
  type OrderProblem,
} from '@lantau/domain';
import {
  orderConditions,
  orderSides,
  orderTypes,
  timesInForce,
  type MarketCode,
  type OrderRequest,
  type OrderSide,
  type OrderType,
  type TimeInForce,
} from '@lantau/contract';
import { priceAboveMaximum, quantityAboveMaximum } from '../../../shared/market-data';
import {
  conditionalOrderTypes,
  conditionProblems,
  conditionSpecOf,
  type ConditionValues,
} from './condition-model';

/** What the ticket's fields hold: text as typed (prices and quantities never pass through floats). */
export interface TicketValues extends ConditionValues {
  accountNumber: string;
  side: OrderSide;
  orderType: OrderType;
  price: string;
  quantity: string;
  timeInForce: TimeInForce;
  expiryDate: string;
  /** The order account panel: '' (none), 'SELL' (BCAN 1) or 'AGGREGATED' (BCAN 2). */
  accountOption: '' | 'SELL' | 'AGGREGATED';
  ceNumber: string;
  bcan: string;
}

/** What the ticket knows about the instrument, the account and the broker when it checks an order. */
export interface TicketFacts {
  market: MarketCode;
  stockCode: string;
  rules: InstrumentOrderRules;
  oddLotOrdersEnabled: boolean;
  enabledMarkets?: readonly string[];
  /** What the streamed quote shows now: the same facts the server checks the order with. */
  quote: LiveQuote;
  /** From the server's estimate: what the account may sell now. */
  sellable?: number;
  /** The account is an RRI account: its orders must carry a BCAN. */
  rri: boolean;
  /** The client is an institutional professional investor (ChiNext and STAR northbound buys). */
  professionalInvestor: boolean;
  today: string;
  /** The instrument is a new issue in its grey market (the quote's phase): limit day orders only. */
  greyMarket?: boolean;
  /** The instrument types the broker offers per exchange, and the instrument's exchange (HK, MA, MZ, ...). */
  instrumentTypes?: InstrumentTypeLists;
  subMarket?: string;
}

const units = (text: string | null | undefined) => (text ? (parsePriceUnits(text) ?? undefined) : undefined);

/**
 * Order types the ticket offers in a market (spec section 6: odd lots only where the broker enables them); a
 * conditional order is sent as one of the market's continuous-trading types.
 */
export function offeredOrderTypes(
  market: MarketCode,
  oddLotOrdersEnabled: boolean,
  kind: TicketValues['kind'] = 'NORMAL',
): OrderType[] {
  const offered = ORDER_TYPES_BY_RULE_SET[marketRuleSetOf(market)].filter(
    (type) => type !== 'ODD' || oddLotOrdersEnabled,
  );
  return kind === 'CONDITIONAL' ? conditionalOrderTypes(offered) : offered;
}

/** The step of the quantity stepper: A/B buy or sell lots, one share for odd lots, else the board lot. */
export function quantityStep(rules: InstrumentOrderRules, side: OrderSide, orderType: OrderType): number {
  if (orderType === 'ODD') return 1;
  return (side === 'BUY' ? rules.buyLotSize : rules.sellLotSize) ?? rules.lotSize;
}

type Field = keyof TicketValues;

/** Which field a problem belongs to, so its tip shows where the user can fix it. */
const problemFields: Partial<Record<OrderProblem, Field>> = {
  LOT_SIZE: 'quantity',
  ODD_LOT_SELL_ONLY: 'quantity',
  MAX_QUANTITY: 'quantity',
  INSUFFICIENT_SELLABLE: 'quantity',
  INSUFFICIENT_BUYING_POWER: 'quantity',
  ODD_LOT_NOT_ALLOWED: 'orderType',
  ORDER_TYPE_NOT_ALLOWED: 'orderType',
  ORDER_TYPE_SESSION: 'orderType',
  GREY_MARKET_LIMIT_DAY: 'orderType',
  MARKET_CLOSED: 'orderType',
  PRICE_STEP: 'price',
  PRICE_TOO_FAR: 'price',
  PRICE_LIMIT: 'price',
  AUCTION_BAND: 'price',
  EXPIRY_DATE: 'expiryDate',
  MARKET_NOT_ENABLED: 'accountNumber',
  PROFESSIONAL_INVESTOR_ONLY: 'accountNumber',
  INSTRUMENT_TYPE_NOT_ALLOWED: 'accountNumber',
  TRIGGER_SIDE: 'triggerPrice',
};

export interface TicketProblem {
  field: Field;
  /** A text key of the trade namespace. */
  message: string;
}

const problem = (field: Field, reason: OrderProblem | string): TicketProblem => ({
  field,
  message: reason.includes('.') ? reason : `trade:reason.${reason}`,
});

/** The ticket's own words for a condition price's problems that are not the domain's reasons. */
const conditionProblemTexts = {
  required: 'trade:ticket.problems.priceRequired',
  tooHigh: 'trade:ticket.problems.priceTooHigh',
};

/** Every problem of the ticket as typed, by the domain's order checks and the order account panel's rules. */
export function ticketProblems(values: TicketValues, facts: TicketFacts): TicketProblem[] {
  const problems: TicketProblem[] = [];
  if (values.accountNumber === '')
    problems.push(problem('accountNumber', 'trade:ticket.problems.accountRequired'));
  const eligibility = professionalInvestorProblem(
    facts.market,
    facts.stockCode,
    values.side,
    facts.professionalInvestor,
  );
  if (eligibility !== null) problems.push(problem('accountNumber', eligibility));
  const offered =
    facts.instrumentTypes && facts.subMarket !== undefined
      ? instrumentTypeProblem(facts.instrumentTypes, facts.subMarket, facts.rules.instrumentType, values.side)
      : null;
  if (offered !== null) problems.push(problem('accountNumber', offered));
  const hasPrice = orderTypeHasPrice(values.orderType);
  const price = hasPrice ? units(values.price) : undefined;
  if (hasPrice && price === undefined) problems.push(problem('price', 'trade:ticket.problems.priceRequired'));
  // The contract's maxima: the server refuses more, whatever the market's own rules.
  const priceTooHigh = hasPrice && priceAboveMaximum(values.price);
  if (priceTooHigh) problems.push(problem('price', 'trade:ticket.problems.priceTooHigh'));
  const quantity = /^\d+$/.test(values.quantity) ? Number(values.quantity) : 0;
  if (quantity <= 0) problems.push(problem('quantity', 'trade:ticket.problems.quantityRequired'));
  const quantityTooLarge = quantityAboveMaximum(quantity);
  if (quantityTooLarge) problems.push(problem('quantity', 'trade:ticket.problems.quantityTooLarge'));
  if (values.timeInForce === 'GTD' && values.expiryDate === '') {
    problems.push(problem('expiryDate', 'trade:ticket.problems.expiryRequired'));
  }
  const current = facts.quote.last ?? facts.quote.previousClose;
  const condition = conditionProblems(values, values.side, facts.rules.spreadTable, current);
  for (const found of condition.problems) {
    problems.push(
      problem(
        found.field,
        conditionProblemTexts[found.problem as keyof typeof conditionProblemTexts] ?? found.problem,
      ),
    );
  }
  // The whole order is checked once its condition's prices are good (their problems are on their fields).
  const withinLimits = !priceTooHigh && !quantityTooLarge;
  if (quantity > 0 && (!hasPrice || price !== undefined) && withinLimits && condition.problems.length === 0) {
    const found = checkOrder({
      market: facts.market,
      instrument: facts.rules,
      side: values.side,
      orderType: values.orderType,
      quantity,
      price: price ?? null,
      timeInForce: values.timeInForce,
      expiryDate: values.expiryDate || undefined,
      today: facts.today,
      enabledMarkets: facts.enabledMarkets,
      oddLotOrdersEnabled: facts.oddLotOrdersEnabled,
      quote: facts.quote,
      sellable: values.side === 'SELL' ? facts.sellable : undefined,
      ...(condition.prices && { condition: condition.prices }),
      greyMarket: facts.greyMarket === true,
    });
    for (const reason of found) problems.push(problem(problemFields[reason] ?? 'quantity', reason));
  }
  // Only orders of the markets that carry the client's BCAN (Hong Kong, northbound) have the panel.
  if (!carriesInvestorId(facts.market)) return problems;
  const option = values.accountOption === '' ? null : values.accountOption;
  for (const { field, problem: reason } of orderAccountProblems(
    option,
    values.ceNumber,
    values.bcan,
    facts.rri,
  )) {
    problems.push(problem(field, reason));
  }
  return problems;
}

/** The ticket's zod schema: shapes from the contract's words, rules from the domain's checks. */
export function ticketSchema(facts: () => TicketFacts) {
  return z
    .object({
      accountNumber: z.string(),
      side: z.enum(orderSides),
      orderType: z.enum(orderTypes),
      price: z.string(),
      quantity: z.string(),
      timeInForce: z.enum(timesInForce),
      expiryDate: z.string(),
      accountOption: z.enum(['', 'SELL', 'AGGREGATED']),
      ceNumber: z.string(),
      bcan: z.string(),
      kind: z.enum(['NORMAL', 'CONDITIONAL']),
      conditionType: z.enum(orderConditions),
      triggerPrice: z.string(),
      secondTriggerPrice: z.string(),
      secondPrice: z.string(),
      chaseCap: z.string(),
    })
    .superRefine((values, context) => {
      const seen = new Set<Field>();
      for (const found of ticketProblems(values, facts())) {
        // One tip per field: the most fundamental problem first.
        if (seen.has(found.field)) continue;
        seen.add(found.field);
        context.addIssue({ code: 'custom', path: [found.field], message: found.message });
      }
    });
}

/** The request the ticket places (and estimates): what the contract's postOrder takes. */
export function toOrderRequest(values: TicketValues, market: MarketCode, stockCode: string): OrderRequest {
  const option = values.accountOption === '' ? null : values.accountOption;
  const bcan = effectiveBcan(option, values.bcan);
  const condition = conditionSpecOf(values);
  return {
    accountNumber: values.accountNumber,
    market,
    stockCode,
    side: values.side,
    orderType: values.orderType,
    ...(orderTypeHasPrice(values.orderType) && { price: values.price }),
    quantity: Number(values.quantity),
    timeInForce: values.timeInForce,
    ...(values.timeInForce === 'GTD' && { expiryDate: values.expiryDate }),
    ...(condition && { condition }),
    ...(carriesInvestorId(market) &&
      (option !== null || values.ceNumber.trim() !== '' || bcan !== '') && {
        orderAccount: { option, ceNumber: values.ceNumber.trim(), bcan },
      }),
  };
}

/** Whether the ticket is complete enough for the server to estimate: an account, a quantity, a price if needed. */
export function isEstimable(values: TicketValues): boolean {
  if (values.accountNumber === '' || !/^[1-9]\d*$/.test(values.quantity)) return false;
  return !orderTypeHasPrice(values.orderType) || (units(values.price) ?? 0) > 0;
}
