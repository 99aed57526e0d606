import { type PriceUnits, toPriceUnits } from './price';

// Spread tables are data: a later HKEX phase (0.50-10.00 to a 0.005 step) is a new table entry, not new code.
// A band covers prices above `from` up to and including `to`; the first band also includes its `from`, the
// table's lowest price. A price is on the table when it is an exact number of steps above its band's `from`.

/** One band of a spread table, as decimal strings. `to` null means no upper bound. */
export interface SpreadBandData {
  readonly from: string;
  readonly to: string | null;
  readonly step: string;
}

/** A spread table as data. */
export interface SpreadTableData {
  readonly id: SpreadTableId;
  readonly description: string;
  readonly bands: readonly SpreadBandData[];
}

export type SpreadTableId = 'HK_STOCK_2025' | 'HK_LEGACY' | 'US' | 'CN' | 'CN_B_SHANGHAI';

const hkBands = (tenToTwenty: string, twentyToFifty: string): SpreadBandData[] => [
  { from: '0.01', to: '0.25', step: '0.001' },
  { from: '0.25', to: '0.50', step: '0.005' },
  { from: '0.50', to: '10.00', step: '0.01' },
  { from: '10.00', to: '20.00', step: tenToTwenty },
  { from: '20.00', to: '50.00', step: twentyToFifty },
  { from: '50.00', to: '100.00', step: '0.05' },
  { from: '100.00', to: '200.00', step: '0.10' },
  { from: '200.00', to: '500.00', step: '0.20' },
  { from: '500.00', to: '1000.00', step: '0.50' },
  { from: '1000.00', to: '2000.00', step: '1.00' },
  { from: '2000.00', to: '5000.00', step: '2.00' },
  { from: '5000.00', to: '9995.00', step: '5.00' },
];

/** Every spread table we know, by id. */
export const SPREAD_TABLE_DATA: Readonly<Record<SpreadTableId, SpreadTableData>> = {
  HK_STOCK_2025: {
    id: 'HK_STOCK_2025',
    description: 'SEHK stocks and REITs, since August 2025',
    bands: hkBands('0.01', '0.02'),
  },
  HK_LEGACY: {
    id: 'HK_LEGACY',
    description: 'SEHK exchange-traded products, debt securities and structured products (older table)',
    bands: hkBands('0.02', '0.05'),
  },
  US: {
    id: 'US',
    description: 'US equities: 0.0001 below USD 1, 0.01 from USD 1',
    bands: [
      { from: '0.0001', to: '1.00', step: '0.0001' },
      { from: '1.00', to: null, step: '0.01' },
    ],
  },
  CN: {
    id: 'CN',
    description: 'China A-shares and Shenzhen B-shares (HKD): 0.01 throughout',
    bands: [{ from: '0.01', to: null, step: '0.01' }],
  },
  CN_B_SHANGHAI: {
    id: 'CN_B_SHANGHAI',
    description: 'Shanghai B-shares (USD): 0.001 throughout',
    bands: [{ from: '0.001', to: null, step: '0.001' }],
  },
};

/** A band in price units; `to` is Infinity when unbounded. */
export interface SpreadBand {
  readonly from: PriceUnits;
  readonly to: PriceUnits;
  readonly step: PriceUnits;
}

/** A spread table compiled to price units, ready for exact integer arithmetic. */
export interface SpreadTable {
  readonly id: SpreadTableId;
  readonly bands: readonly SpreadBand[];
  readonly min: PriceUnits;
  readonly max: PriceUnits;
}

export function compileSpreadTable(data: SpreadTableData): SpreadTable {
  const bands = data.bands.map((band) => ({
    from: toPriceUnits(band.from),
    to: band.to === null ? Infinity : toPriceUnits(band.to),
    step: toPriceUnits(band.step),
  }));
  bands.forEach((band, index) => {
    const previous = bands[index - 1];
    if (previous && previous.to !== band.from) throw new Error(`${data.id}: bands must be contiguous`);
    if (band.step <= 0 || (Number.isFinite(band.to) && (band.to - band.from) % band.step !== 0)) {
      throw new Error(`${data.id}: band ${band.from}-${band.to} is not a whole number of steps`);
    }
  });
  const first = bands[0];
  const last = bands[bands.length - 1];
  if (!first || !last) throw new Error(`${data.id}: no bands`);
  return { id: data.id, bands, min: first.from, max: last.to };
}

/** The compiled tables, by id. */
export const SPREAD_TABLES: Readonly<Record<SpreadTableId, SpreadTable>> = {
  HK_STOCK_2025: compileSpreadTable(SPREAD_TABLE_DATA.HK_STOCK_2025),
  HK_LEGACY: compileSpreadTable(SPREAD_TABLE_DATA.HK_LEGACY),
  US: compileSpreadTable(SPREAD_TABLE_DATA.US),
  CN: compileSpreadTable(SPREAD_TABLE_DATA.CN),
  CN_B_SHANGHAI: compileSpreadTable(SPREAD_TABLE_DATA.CN_B_SHANGHAI),
};

/** Instrument kinds that choose a table. */
export type SpreadInstrumentKind =
  'stock' | 'reit' | 'etf' | 'etp' | 'debt' | 'warrant' | 'cbbc' | 'structured';

/** The table for an instrument: HK by instrument type, US one table, A/B shares one table. */
export function spreadTableIdFor(
  market: 'HK' | 'US' | 'CN_A' | 'CN_B',
  kind: SpreadInstrumentKind = 'stock',
): SpreadTableId {
  if (market === 'US') return 'US';
  if (market === 'CN_A' || market === 'CN_B') return 'CN';
  return kind === 'stock' || kind === 'reit' ? 'HK_STOCK_2025' : 'HK_LEGACY';
}

/** Whether a price lies inside the table's range. */
export function isInTableRange(table: SpreadTable, price: PriceUnits): boolean {
  return Number.isSafeInteger(price) && price >= table.min && price <= table.max;
}

/** The band holding `price` (a band edge belongs to the lower band), or undefined outside the table. */
function bandAt(table: SpreadTable, price: PriceUnits): SpreadBand | undefined {
  if (!isInTableRange(table, price)) return undefined;
  for (const band of table.bands) if (price <= band.to) return band;
  return undefined;
}

/** Whether `price` is a valid order price: inside the table and on its band's step. */
export function isOnTick(table: SpreadTable, price: PriceUnits): boolean {
  const band = bandAt(table, price);
  return band !== undefined && (price - band.from) % band.step === 0;
}

/**
 * The step at `price` in a direction: at a band edge, stepping up uses the upper band's step and stepping down
 * the lower band's (0.25 steps up by 0.005 and down by 0.001). Undefined when no step exists that way.
 */
export function tickSizeAt(
  table: SpreadTable,
  price: PriceUnits,
  direction: 'up' | 'down' = 'up',
): number | undefined {
  if (!isInTableRange(table, price)) return undefined;
  if (direction === 'down') return price > table.min ? bandAt(table, price)?.step : undefined;
  for (const band of table.bands) if (price < band.to) return band.step;
  return undefined;
}

/**
 * The price `n` ticks away from an on-tick price (n > 0 up, n < 0 down), walking across band edges; undefined
 * when that leaves the table or the start is off the table's steps. Jumps whole bands, so large n is cheap.
 */
export function ticksAway(table: SpreadTable, price: PriceUnits, n: number): PriceUnits | undefined {
  if (!Number.isSafeInteger(n) || !isOnTick(table, price)) return undefined;
  let current = price;
  let remaining = Math.abs(n);
  if (n > 0) {
    for (const band of table.bands) {
      if (remaining === 0) break;
      if (current >= band.to) continue;
      const available = band.to === Infinity ? Infinity : (band.to - current) / band.step;
      if (remaining <= available) return current + remaining * band.step;
      current = band.to;
      remaining -= available;
    }
    return remaining === 0 ? current : undefined;
  }
  for (let index = table.bands.length - 1; index >= 0 && remaining > 0; index -= 1) {
    const band = table.bands[index];
    if (!band || current <= band.from) continue;
    const available = (current - band.from) / band.step;
    if (remaining <= available) return current - remaining * band.step;
    current = band.from;
    remaining -= available;
  }
  return remaining === 0 ? current : undefined;
}

/** Rounds a price onto the table: down to the tick at or below, up to the tick at or above, or half-up nearest. */
export function roundToTick(
  table: SpreadTable,
  price: PriceUnits,
  mode: 'down' | 'up' | 'nearest',
): PriceUnits | undefined {
  if (!Number.isSafeInteger(price)) return undefined;
  if (price <= table.min) return mode === 'down' && price < table.min ? undefined : table.min;
  if (price >= table.max) return mode === 'up' && price > table.max ? undefined : table.max;
  const band = bandAt(table, price);
  if (!band) return undefined;
  const offset = (price - band.from) % band.step;
  if (offset === 0) return price;
  const below = price - offset;
  const above = below + band.step;
  if (mode === 'down') return below;
  if (mode === 'up') return above;
  return offset * 2 >= band.step ? above : below;
}
