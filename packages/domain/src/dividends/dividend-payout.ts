import Decimal from 'decimal.js';

/** The options a client elects from (the contract's dividendOptions). */
export type DividendElectionOption = 'CASH' | 'SCRIP' | 'MIXED';

export interface DividendPayoutInput {
  /** Settled shares held at the record date. */
  sharesHeld: number;
  /** Cash per share. */
  cashRate: Decimal.Value;
  /** Price of one scrip share; null when the dividend is cash only. */
  scripPrice: Decimal.Value | null;
  /** Shares whose dividend is taken in scrip (capped at sharesHeld). */
  scripShares: number;
}

export interface DividendPayout {
  /** sharesHeld x cashRate, to the cent, rounded down: never more than declared. */
  gross: Decimal;
  /** The cash part plus what the scrip part leaves short of a whole share, to the cent, rounded down. */
  cashAmount: Decimal;
  /** Whole new shares: the scrip part divided by the scrip price, rounded down. */
  scripQuantity: number;
  /** scripQuantity x scripPrice: the new shares' cost in the position. */
  scripCost: Decimal;
}

/** How many shares take scrip under an option: none, all, or the client's count (never more than held). */
export function scripSharesOf(
  option: DividendElectionOption,
  sharesHeld: number,
  mixedShares: number,
): number {
  if (option === 'CASH') return 0;
  if (option === 'SCRIP') return sharesHeld;
  return Math.min(Math.max(mixedShares, 0), sharesHeld);
}

/**
 * What one entitlement pays. Scrip shares are whole shares only: the part of the scrip value short of one more
 * share is paid in cash with the cash part, so the client always receives the full dividend (less at most a
 * cent of rounding) as cash or shares at the scrip price.
 */
export function dividendPayout(input: DividendPayoutInput): DividendPayout {
  const rate = new Decimal(input.cashRate);
  const full = rate.times(input.sharesHeld);
  const gross = full.toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const scripShares = Math.min(Math.max(input.scripShares, 0), input.sharesHeld);
  if (input.scripPrice === null || scripShares === 0) {
    return { gross, cashAmount: gross, scripQuantity: 0, scripCost: new Decimal(0) };
  }
  const price = new Decimal(input.scripPrice);
  const scripQuantity = rate.times(scripShares).dividedToIntegerBy(price).toNumber();
  const scripCost = price.times(scripQuantity);
  const cashAmount = full.minus(scripCost).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return { gross, cashAmount, scripQuantity, scripCost };
}
