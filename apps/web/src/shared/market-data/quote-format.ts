import Decimal from 'decimal.js';
import { formatExchangeTime, formatPercent, formatPrice } from '@lantau/domain';
import type { LocalizedText, MarketCode } from '@lantau/contract';
import { toApiLanguage, type AppLanguage } from '../i18n';

export type Direction = 'up' | 'down' | 'flat';

/** Which way a change points; null (no trade yet) counts as flat. */
export function direction(change: string | null | undefined): Direction {
  if (!change) return 'flat';
  const value = new Decimal(change);
  if (value.isZero()) return 'flat';
  return value.isPositive() ? 'up' : 'down';
}

/** An empty value shows as a dash, never as 0: a missing price is not a price of zero. */
export const EMPTY = '—';

export function price(value: string | null | undefined): string {
  return value ? formatPrice(value) : EMPTY;
}

/** A price change with its sign, so up and down read without colour: '+1.200', '-0.500'. */
export function signedPrice(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const text = formatPrice(value);
  return direction(value) === 'up' ? `+${text}` : text;
}

export function percent(value: string | null | undefined): string {
  return value ? formatPercent(value) : EMPTY;
}

const integerFormats = new Map<string, Intl.NumberFormat>();
const compactFormats = new Map<string, Intl.NumberFormat>();

function cached(map: Map<string, Intl.NumberFormat>, language: string, options: Intl.NumberFormatOptions) {
  let format = map.get(language);
  if (!format) map.set(language, (format = new Intl.NumberFormat(language, options)));
  return format;
}

export function quantity(value: number | null | undefined, language: AppLanguage): string {
  if (value === null || value === undefined) return EMPTY;
  return cached(integerFormats, language, { maximumFractionDigits: 0 }).format(value);
}

/** Large amounts in the reader's units: 1.23M in English, 123.45萬 in Chinese. */
export function compact(value: string | number | null | undefined, language: AppLanguage): string {
  if (value === null || value === undefined) return EMPTY;
  return cached(compactFormats, language, { notation: 'compact', maximumFractionDigits: 2 }).format(
    Number(value),
  );
}

/**
 * The exchange's own clock, like the chart's axis, labelled: a trade at 10:00 in Hong Kong reads '10:00:00 HKT'
 * everywhere, one at 09:31 in New York '09:31:00 ET'.
 */
export function marketTime(epochMs: number, market: MarketCode, language: AppLanguage): string {
  return formatExchangeTime(epochMs, market, language, 'timeSeconds');
}

export function localName(name: LocalizedText, language: AppLanguage): string {
  return name[toApiLanguage(language)] || name.en_US;
}
