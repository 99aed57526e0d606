import {
  isOnTick,
  parsePriceUnits,
  priceUnitsToString,
  roundToTick,
  ticksAway,
  type SpreadTable,
} from '@lantau/domain';

export type StepDirection = 'up' | 'down';

/**
 * The next price on the spread table from what the field holds: one tick away when the price sits on a tick
 * (walking across band edges: 0.25 steps up by 0.005 and down by 0.001), else the nearest tick that way. An
 * empty or unreadable field starts from `fallback` (the live price). Undefined when the table ends that way.
 */
export function stepPrice(
  text: string,
  table: SpreadTable,
  direction: StepDirection,
  decimals: number,
  fallback?: string,
): string | undefined {
  const units = parsePriceUnits(text);
  if (units === null || units === 0) {
    // Nothing typed yet: the first press offers the live price (on the table), else the table's lowest price.
    const start = fallback === undefined ? null : parsePriceUnits(fallback);
    const seeded = start === null ? table.min : roundToTick(table, start, 'nearest');
    return seeded === undefined ? undefined : priceUnitsToString(seeded, decimals);
  }
  // Off the table's steps: the first move lands on the tick the user was heading to.
  const next = isOnTick(table, units)
    ? ticksAway(table, units, direction === 'up' ? 1 : -1)
    : roundToTick(table, units, direction);
  return next === undefined ? undefined : priceUnitsToString(next, decimals);
}

/**
 * The next quantity by the lot: one lot more or less from a multiple, else the multiple that way. Never below
 * one lot going down (a stepper makes lots; an odd lot is typed). Whole numbers as text.
 */
export function stepQuantity(text: string, lot: number, direction: StepDirection): string {
  const lotSize = Math.max(1, Math.floor(lot));
  const current = /^\d+$/.test(text) ? Number(text) : 0;
  const remainder = current % lotSize;
  let next: number;
  if (direction === 'up') next = current - remainder + lotSize;
  else next = remainder !== 0 ? current - remainder : current - lotSize;
  return String(Math.max(lotSize, next));
}
