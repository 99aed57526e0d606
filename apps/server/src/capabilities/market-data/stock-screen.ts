import Decimal from 'decimal.js';
import {
  screenerRangeNames,
  type ScreenerConditions,
  type ScreenerRange,
  type ScreenerResult,
  type ScreenerSort,
} from '@lantau/contract';

/** The value of a row a range condition tests; percents as ratios, as the conditions carry them. */
function valueOf(row: ScreenerResult, range: ScreenerRange): Decimal | null {
  const percent = (text: string | null) => (text === null ? null : new Decimal(text).div(100));
  switch (range) {
    case 'nominal':
      return row.nominal === null ? null : new Decimal(row.nominal);
    case 'chp':
      return percent(row.changePct);
    case 'chpMTD':
      return percent(row.changePctMTD);
    case 'chpYTD':
      return percent(row.changePctYTD);
    case 'volume':
      return new Decimal(row.volume);
    case 'turnover':
      return new Decimal(row.turnover);
  }
}

/**
 * Whether a row meets every range given (ends inclusive). A row without the value (no trade yet, so no nominal
 * or change) meets no range on it: the client asked for something it cannot show.
 */
export function meetsConditions(row: ScreenerResult, conditions: Partial<ScreenerConditions>): boolean {
  return screenerRangeNames.every((range) => {
    const from = conditions[`${range}From`];
    const to = conditions[`${range}To`];
    if (from === undefined && to === undefined) return true;
    const value = valueOf(row, range);
    if (value === null) return false;
    return (from === undefined || value.gte(from)) && (to === undefined || value.lte(to));
  });
}

/** Code order by code unit, the same in every locale. */
const compareCodes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sortValue(row: ScreenerResult, sort: ScreenerSort): Decimal | string | null {
  if (sort === 'stockCode') return row.stockCode;
  const value = row[sort];
  return value === null ? null : new Decimal(value);
}

/**
 * Sorted by one column, rows without a value for it last whichever the order, ties by stock code so that pages
 * of one ordering never overlap.
 */
export function sortRows(
  rows: ScreenerResult[],
  sort: ScreenerSort,
  order: 'asc' | 'desc',
): ScreenerResult[] {
  const sign = order === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: sortValue(row, sort) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else {
      const compared =
        typeof a.key === 'string'
          ? compareCodes(a.key, b.key as string)
          : (a.key as Decimal).comparedTo(b.key as Decimal);
      if (compared !== 0) return sign * compared;
    }
    return compareCodes(a.row.stockCode, b.row.stockCode);
  });
  return keyed.map(({ row }) => row);
}
