import { z } from 'zod';
import {
  exceedsDecimal,
  maxPrice,
  maxShareQuantity,
  timesInForce,
  type Order,
  type TimeInForce,
} from '@lantau/contract';
import type { OrderAmendment } from './api/change-order';

export interface AmendValues {
  price: string;
  quantity: string;
  timeInForce: TimeInForce;
  expiryDate: string;
}

export const amendDefaults = (order: Order): AmendValues => ({
  price: order.price ?? '',
  quantity: String(order.quantity),
  timeInForce: order.timeInForce,
  expiryDate: order.expiryDate ?? '',
});

/**
 * The amend form's rules: a price where the order has one, more than what already filled, a date for GTD, and
 * neither price nor quantity past the contract's maximum.
 */
export function amendSchema(order: Order) {
  return z
    .object({
      price: z.string(),
      quantity: z.string().regex(/^\d+$/, 'trade:ticket.problems.quantityRequired'),
      timeInForce: z.enum(timesInForce),
      expiryDate: z.string(),
    })
    .superRefine((values, context) => {
      if (order.price !== null && !(Number(values.price) > 0)) {
        context.addIssue({ code: 'custom', path: ['price'], message: 'trade:ticket.problems.priceRequired' });
      } else if (order.price !== null && exceedsDecimal(values.price, maxPrice)) {
        context.addIssue({ code: 'custom', path: ['price'], message: 'trade:ticket.problems.priceTooHigh' });
      }
      if (Number(values.quantity) <= order.filledQuantity) {
        context.addIssue({ code: 'custom', path: ['quantity'], message: 'trade:history.amendBelowFilled' });
      } else if (Number(values.quantity) > maxShareQuantity) {
        context.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: 'trade:ticket.problems.quantityTooLarge',
        });
      }
      if (values.timeInForce === 'GTD' && values.expiryDate === '') {
        context.addIssue({
          code: 'custom',
          path: ['expiryDate'],
          message: 'trade:ticket.problems.expiryRequired',
        });
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
  if (
    values.timeInForce !== order.timeInForce ||
    (values.timeInForce === 'GTD' && values.expiryDate !== order.expiryDate)
  ) {
    amendment.timeInForce = values.timeInForce;
    if (values.timeInForce === 'GTD') amendment.expiryDate = values.expiryDate;
  }
  return amendment;
}
