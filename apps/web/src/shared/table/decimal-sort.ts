import Decimal from 'decimal.js';
import { constructSortFn } from '@tanstack/react-table';

/**
 * Money, prices and quantities travel as decimal strings; comparing them as text puts '9' after '10', and as
 * floats loses digits. Empty values (no price yet) compare as the smallest.
 */
export const sortFn_decimal = constructSortFn({
  sort: (a: string | null | undefined, b: string | null | undefined) => {
    if (!a || !b) return (a ? 1 : 0) - (b ? 1 : 0);
    return new Decimal(a).comparedTo(new Decimal(b));
  },
});
