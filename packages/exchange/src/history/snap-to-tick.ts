import { roundToTick, type PriceUnits, type SpreadTable } from '@lantau/domain';

/**
 * A simulated (floating-point) price put on the table: rounded to whole units, kept inside the table's range,
 * then onto a tick. Simulated paths may wander past the table's ends; they stop at the end instead.
 */
export function snapToTick(table: SpreadTable, price: number, mode: 'down' | 'up' | 'nearest'): PriceUnits {
  const units = Math.min(table.max, Math.max(table.min, Math.round(price)));
  return roundToTick(table, units, mode) ?? units;
}
