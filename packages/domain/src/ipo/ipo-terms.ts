import Decimal from 'decimal.js';
import { businessDateOf } from '../settlement/business-dates';

// The desk's terms checked the same on the web (the form says what is wrong before it is sent) and on the server
// (E7071 with the problem). The FINI timetable: the broker's cut-offs fall inside the public offer, results come
// after the price is fixed, and the grey market runs on (or after) the results day, before listing.

/** The contract's IpoTerms as far as the checks need them (decimals as text). */
export interface IpoTermsInput {
  offerPriceLow: string | null;
  offerPriceHigh: string;
  lotSize: number;
  sharesOffered: number;
  quantities: readonly number[];
  financing: {
    maxRatio: string;
    annualRate: string;
    minLoan: string;
    maxLoan: string;
    perTransactionLimit: string;
    pool: string;
  } | null;
  openAt: string;
  financedCutoffAt: string;
  cashCutoffAt: string;
  closeAt: string;
  priceFixingDate: string;
  resultsDate: string;
  greyMarketDate: string;
  listingDate: string;
}

/** What is wrong with a set of terms, the first found (E7071's `problem`). */
export type IpoTermsProblem = 'DATES_OUT_OF_ORDER' | 'PRICE_RANGE' | 'QUANTITIES' | 'FINANCING';

const ascending = (values: readonly (string | number)[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value);

/**
 * Null when the terms are in order: open <= financed cut-off <= cash cut-off <= close; the close's day <= price
 * fixing <= results <= grey market < listing; low <= high price; quantities strictly ascending multiples of the
 * lot; financing with 0 < maximum ratio < 1, a rate >= 0, 0 < minimum loan <= maximum loan, a positive
 * per-transaction limit and pool.
 */
export function checkIpoTerms(terms: IpoTermsInput): IpoTermsProblem | null {
  const instants = [terms.openAt, terms.financedCutoffAt, terms.cashCutoffAt, terms.closeAt].map((value) =>
    Date.parse(value),
  );
  const dates = [
    businessDateOf(instants[3]!),
    terms.priceFixingDate,
    terms.resultsDate,
    terms.greyMarketDate,
  ];
  if (!ascending(instants) || !ascending(dates) || !(terms.greyMarketDate < terms.listingDate))
    return 'DATES_OUT_OF_ORDER';
  if (terms.offerPriceLow !== null && new Decimal(terms.offerPriceLow).gt(terms.offerPriceHigh))
    return 'PRICE_RANGE';
  const { quantities, lotSize } = terms;
  const quantitiesValid =
    quantities.length > 0 &&
    quantities.every(
      (quantity, index) =>
        quantity > 0 && quantity % lotSize === 0 && (index === 0 || quantities[index - 1]! < quantity),
    ) &&
    quantities[0]! <= terms.sharesOffered;
  if (!quantitiesValid) return 'QUANTITIES';
  const financing = terms.financing;
  if (financing) {
    const ratio = new Decimal(financing.maxRatio);
    const minLoan = new Decimal(financing.minLoan);
    const valid =
      ratio.gt(0) &&
      ratio.lt(1) &&
      new Decimal(financing.annualRate).gte(0) &&
      minLoan.gt(0) &&
      minLoan.lte(financing.maxLoan) &&
      new Decimal(financing.perTransactionLimit).gt(0) &&
      new Decimal(financing.pool).gt(0);
    if (!valid) return 'FINANCING';
  }
  return null;
}
