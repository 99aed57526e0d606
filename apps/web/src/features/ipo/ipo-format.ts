import Decimal from 'decimal.js';
import { formatAmount } from '@lantau/domain';
import type { Ipo, IpoStatus } from '@lantau/contract';

/** A fraction as the percent people quote ('0.90' -> '90%', '0.0388' -> '3.88%'), never signed. */
export function ratioPercent(ratio: string): string {
  return `${new Decimal(ratio).times(100).toDecimalPlaces(2).toString()}%`;
}

/** The offer price: a range 'low - high' until it is fixed, then the final price alone. */
export function offerPriceText(ipo: Pick<Ipo, 'offerPriceLow' | 'offerPriceHigh' | 'finalPrice'>): string {
  if (ipo.finalPrice !== null) return formatAmount(ipo.finalPrice, 3);
  const high = formatAmount(ipo.offerPriceHigh, 3);
  return ipo.offerPriceLow === null ? high : `${formatAmount(ipo.offerPriceLow, 3)} - ${high}`;
}

/** An issue's status colour, with its name in words beside it (colour is never the only cue). */
export const ipoStatusColors: Record<IpoStatus, string> = {
  DRAFT: 'gray',
  UPCOMING: 'blue',
  OPEN: 'green',
  CLOSED: 'yellow',
  ALLOTTED: 'teal',
  LISTED: 'gray',
  CANCELLED: 'red',
};
