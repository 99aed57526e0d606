// Prices travel as decimal strings at the edges and as integers of PRICE_UNIT_SCALE units inside the rules and
// the matching engine. One unit is 0.0001 of the currency: fine enough for every step of every table we carry
// (US sub-dollar 0.0001, HK 0.001), and HKD 9,995 is only 99,950,000 units, far inside the safe-integer range,
// so comparisons and tick arithmetic are exact and never touch binary fractions.

/** Price units per whole currency unit. */
export const PRICE_UNIT_SCALE = 10_000;
/** Decimal places one price unit represents. */
export const PRICE_UNIT_DECIMALS = 4;

/** An integer number of price units (1 unit = 1 / PRICE_UNIT_SCALE of the currency). */
export type PriceUnits = number;

const PRICE_PATTERN = /^(\d{1,12})(?:\.(\d{1,4}))?$/;

/** Parses a plain non-negative decimal ("12.34", "0.0005") into price units; null when not a valid price. */
export function parsePriceUnits(text: string): PriceUnits | null {
  const match = PRICE_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(PRICE_UNIT_DECIMALS, '0'));
  const units = whole * PRICE_UNIT_SCALE + fraction;
  return Number.isSafeInteger(units) ? units : null;
}

/** Like parsePriceUnits but throws, for trusted data such as the spread tables. */
export function toPriceUnits(text: string): PriceUnits {
  const units = parsePriceUnits(text);
  if (units === null) throw new Error(`Not a price: ${text}`);
  return units;
}

/**
 * Formats price units as a decimal string with at least `minDecimals` places, and more when the price needs
 * them (a US sub-dollar price of 0.1234 keeps four places even when the screen asks for three).
 */
export function priceUnitsToString(units: PriceUnits, minDecimals = 3): string {
  if (!Number.isSafeInteger(units)) throw new Error(`Not a price in units: ${units}`);
  const negative = units < 0;
  const abs = Math.abs(units);
  const whole = Math.floor(abs / PRICE_UNIT_SCALE);
  let fraction = String(abs % PRICE_UNIT_SCALE).padStart(PRICE_UNIT_DECIMALS, '0');
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole}${fraction.length > 0 ? `.${fraction}` : ''}`;
}
