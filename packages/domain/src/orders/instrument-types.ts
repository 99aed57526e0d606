import type { OrderProblem, OrderSide } from './vocabulary';

/**
 * The broker configuration keys listing the instrument types (EQTY, ETF, WRNT, CBBC, REIT, BOND) a broker's
 * clients may trade and find, per exchange (spec section 6): Hong Kong, and the two Stock Connect exchanges,
 * Shanghai (MA) and Shenzhen (MZ). Exchanges without a key (the US, B-shares, ...) offer every type.
 */
export const INSTRUMENT_TYPE_KEYS = { HK: 'InstTypeHK', MA: 'InstTypeMA', MZ: 'InstTypeMZ' } as const;
export type InstrumentTypeKey = (typeof INSTRUMENT_TYPE_KEYS)[keyof typeof INSTRUMENT_TYPE_KEYS];
export const instrumentTypeKeyList = Object.values(INSTRUMENT_TYPE_KEYS) as InstrumentTypeKey[];

/** The broker's lists as configured; a key the broker never set is absent (every type allowed there). */
export type InstrumentTypeLists = Partial<Record<InstrumentTypeKey, readonly string[]>>;

/**
 * Whether the broker offers an instrument of `type` on the exchange `subMarket` (HK, MA, MZ, US, ...). A list
 * the broker set is the whole offer: an empty one offers nothing there.
 */
export function isInstrumentTypeAllowed(
  lists: InstrumentTypeLists,
  subMarket: string,
  type: string | undefined,
): boolean {
  const key = INSTRUMENT_TYPE_KEYS[subMarket as keyof typeof INSTRUMENT_TYPE_KEYS] as
    InstrumentTypeKey | undefined;
  const allowed = key === undefined ? undefined : lists[key];
  return allowed === undefined || type === undefined || allowed.includes(type);
}

/**
 * INSTRUMENT_TYPE_NOT_ALLOWED for a buy of a type the broker does not offer. A sell stays open, as for Stock
 * Connect's professional-only boards: a client who holds such an instrument (transferred in, or bought before
 * the broker narrowed its offer) can always close it.
 */
export function instrumentTypeProblem(
  lists: InstrumentTypeLists,
  subMarket: string,
  type: string | undefined,
  side: OrderSide,
): OrderProblem | null {
  if (side === 'SELL') return null;
  return isInstrumentTypeAllowed(lists, subMarket, type) ? null : 'INSTRUMENT_TYPE_NOT_ALLOWED';
}

/**
 * The types of `candidates` the broker offers in a market ('HK', 'MA^MZ', 'US', ...): a type offered on any of
 * the market's exchanges (a screener or a list over the whole market can find it there).
 */
export function offeredInstrumentTypes<T extends string>(
  lists: InstrumentTypeLists,
  market: string,
  candidates: readonly T[],
): T[] {
  const exchanges = market.split('^');
  return candidates.filter((type) =>
    exchanges.some((exchange) => isInstrumentTypeAllowed(lists, exchange, type)),
  );
}
