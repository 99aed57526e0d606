import { z } from 'zod';
import {
  checkAmendment,
  isOnTick,
  parseConditionPrices,
  parsePriceUnits,
  type InstrumentOrderRules,
  type LiveQuote,
  type OrderProblem,
} from '@lantau/domain';
import { timesInForce, type Order, type TimeInForce } from '@lantau/contract';
import { priceAboveMaximum, quantityAboveMaximum, spreadTableOf } from '../../shared/market-data';
import type { OrderAmendment } from './api/change-order';

export interface AmendValues {
  price: string;
  quantity: string;
  timeInForce: TimeInForce;
  expiryDate: string;
  /** A held conditional order's trigger price; '' for every other order. */
  triggerPrice: string;
}

/**
 * Whether the amendment may move the trigger: only while the platform holds the order (HLD); once released it is
 * an ordinary order at the exchange and its trigger is history (the server refuses it then).
 */
export function amendsTrigger(order: Order): boolean {
  return order.status === 'HLD' && order.condition?.triggerPrice !== undefined;
}

export const amendDefaults = (order: Order): AmendValues => ({
  price: order.price ?? '',
  quantity: String(order.quantity),
  timeInForce: order.timeInForce,
  expiryDate: order.expiryDate ?? '',
  triggerPrice: amendsTrigger(order) ? (order.condition?.triggerPrice ?? '') : '',
});

/** What the dialog knows of the instrument when it checks an amendment. */
export interface AmendFacts {
  /** The instrument's order rules from its quote; undefined while the dialog has no quote (a CLICK plan). */
  rules: InstrumentOrderRules | undefined;
  /** What the quote shows (liveQuoteFromQuote). */
  quote: LiveQuote;
  /** Today's business date, for a GTD expiry. */
  today: string;
}

type Field = keyof AmendValues;

/**
 * The field a problem of the domain's amend check belongs to: the trigger's (a trigger on the wrong side, where
 * the dialog offers the trigger), the price's, the expiry's, else the quantity's.
 */
function fieldOf(problem: OrderProblem, order: Order): Field {
  if (problem === 'EXPIRY_DATE') return 'expiryDate';
  if (problem === 'TRIGGER_SIDE' && amendsTrigger(order)) return 'triggerPrice';
  const priced = problem.startsWith('PRICE_') || problem === 'AUCTION_BAND' || problem === 'TRIGGER_SIDE';
  return priced ? 'price' : 'quantity';
}

/**
 * The amended order's problems by the domain's amend check (checkAmendment), the one the server runs before it
 * asks the exchange: the price on the order's spread table, lots, the 9x rule, daily limits, the expiry, an
 * OCO's trigger still on its side. The dialog cannot know whether the order is at the exchange or held (or
 * parked for its market's next session), which decides whether the server judges it on the moment's phase and
 * touch; so it judges every order as the server judges a held one, on the day's references (previous close and
 * last trade) only, and never refuses what the server would take. Without a quote it knows the order's table
 * alone, and checks the step.
 */
export function amendProblems(order: Order, values: AmendValues, facts: AmendFacts): OrderProblem[] {
  const price = order.price === null ? null : parsePriceUnits(values.price);
  if (facts.rules === undefined) {
    return price !== null && !isOnTick(spreadTableOf(order.spreadTableID), price) ? ['PRICE_STEP'] : [];
  }
  // An OCO's held leg is priced by its condition's second price: the amendment moves both (as the server does).
  // A held order's new trigger is checked as the server checks it: on its step and on its side of the price.
  const condition =
    order.condition === null
      ? undefined
      : parseConditionPrices(order.condition.type, {
          ...order.condition,
          ...(order.condition.type === 'OCO' && price !== null && { secondPrice: values.price }),
          ...(amendsTrigger(order) && { triggerPrice: values.triggerPrice }),
        });
  return checkAmendment(
    {
      market: order.market,
      instrument: facts.rules,
      side: order.side,
      orderType: order.orderType,
      quantity: Number(values.quantity),
      price,
      timeInForce: values.timeInForce,
      expiryDate: values.timeInForce === 'GTD' && values.expiryDate !== '' ? values.expiryDate : undefined,
      today: facts.today,
      quote: {
        ...(facts.quote.previousClose !== undefined && { previousClose: facts.quote.previousClose }),
        ...(facts.quote.last !== undefined && { last: facts.quote.last }),
      },
      ...(condition !== undefined && { condition }),
    },
    order.filledQuantity,
  );
}

/**
 * The amend form's rules: a price where the order has one, more than what already filled, a date for GTD,
 * neither price nor quantity past the contract's maximum, then the domain's amend check (amendProblems), one
 * tip per field. `facts` is asked at every check: the quote changes while the dialog is open.
 */
export function amendSchema(order: Order, facts: () => AmendFacts) {
  return z
    .object({
      price: z.string(),
      quantity: z.string().regex(/^\d+$/, 'trade:ticket.problems.quantityRequired'),
      timeInForce: z.enum(timesInForce),
      expiryDate: z.string(),
      triggerPrice: z.string(),
    })
    .superRefine((values, context) => {
      const flagged = new Set<Field>();
      const flag = (field: Field, message: string) => {
        if (flagged.has(field)) return;
        flagged.add(field);
        context.addIssue({ code: 'custom', path: [field], message });
      };
      if (order.price !== null && !(Number(values.price) > 0)) {
        flag('price', 'trade:ticket.problems.priceRequired');
      } else if (order.price !== null && priceAboveMaximum(values.price)) {
        flag('price', 'trade:ticket.problems.priceTooHigh');
      }
      if (amendsTrigger(order)) {
        const trigger = parsePriceUnits(values.triggerPrice);
        if (!(Number(values.triggerPrice) > 0)) flag('triggerPrice', 'trade:ticket.problems.priceRequired');
        else if (priceAboveMaximum(values.triggerPrice)) {
          flag('triggerPrice', 'trade:ticket.problems.priceTooHigh');
        } else if (trigger === null || !isOnTick(spreadTableOf(order.spreadTableID), trigger)) {
          flag('triggerPrice', 'trade:reason.PRICE_STEP');
        }
      }
      if (!/^\d+$/.test(values.quantity)) flagged.add('quantity');
      else if (Number(values.quantity) <= order.filledQuantity) {
        flag('quantity', 'trade:history.amendBelowFilled');
      } else if (quantityAboveMaximum(Number(values.quantity))) {
        flag('quantity', 'trade:ticket.problems.quantityTooLarge');
      }
      if (values.timeInForce === 'GTD' && values.expiryDate === '') {
        flag('expiryDate', 'trade:ticket.problems.expiryRequired');
      }
      // The domain's check reads a whole order: only once its price and quantity are readable.
      if (flagged.has('price') || flagged.has('quantity') || flagged.has('triggerPrice')) return;
      for (const problem of amendProblems(order, values, facts())) {
        flag(fieldOf(problem, order), `trade:reason.${problem}`);
      }
    });
}

/** Only what changed travels; an unchanged field stays as it is on the order. */
export function amendmentOf(order: Order, values: AmendValues): OrderAmendment {
  const amendment: OrderAmendment = {};
  if (order.price !== null && values.price !== order.price && Number(values.price) !== Number(order.price)) {
    amendment.price = values.price;
  }
  if (Number(values.quantity) !== order.quantity) amendment.quantity = Number(values.quantity);
  const trigger = order.condition?.triggerPrice;
  if (amendsTrigger(order) && trigger !== undefined && Number(values.triggerPrice) !== Number(trigger)) {
    amendment.triggerPrice = values.triggerPrice;
  }
  if (
    values.timeInForce !== order.timeInForce ||
    (values.timeInForce === 'GTD' && values.expiryDate !== order.expiryDate)
  ) {
    amendment.timeInForce = values.timeInForce;
    if (values.timeInForce === 'GTD') amendment.expiryDate = values.expiryDate;
  }
  return amendment;
}
