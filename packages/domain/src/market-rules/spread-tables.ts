import { PRICE_UNIT_DECIMALS, type PriceUnits, toPriceUnits } from './price';

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

/** Every table's id; the contract's `spreadTableIDs` lists the same (the quote and the order name one). */
export const SPREAD_TABLE_IDS = [
  'HK_STOCK_2025',
  'HK_LEGACY',
  'US',
  'CN',
  'CN_B_SHANGHAI',
  'JP_TOPIX500',
  'JP_STANDARD',
  'SG_STOCK',
  'GB_BAND_1',
  'GB_BAND_2',
  'GB_BAND_3',
  'GB_BAND_4',
  'GB_BAND_5',
  'GB_BAND_6',
] as const;
export type SpreadTableId = (typeof SPREAD_TABLE_IDS)[number];

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

/**
 * Tick ladders and price limits run through the powers of ten with the same multiples in each: `multiples` of
 * every power from 10^`fromPower` to 10^`toPower`, as decimal strings ([1, 2, 5] from -1 to 0: 0.1, 0.2, 0.5,
 * 1, 2, 5). The figures stay exact: each is a small integer times a power of ten, which prints as written.
 */
function decadeSequence(multiples: readonly number[], fromPower: number, toPower: number): string[] {
  const figures: string[] = [];
  for (let power = fromPower; power <= toPower; power += 1) {
    for (const multiple of multiples) figures.push(String(multiple * 10 ** power));
  }
  return figures;
}

/**
 * Tokyo Stock Exchange (JPX), yen. Business Regulations Rule 14: the narrower steps apply to TOPIX 500
 * constituents (TOPIX 100 from 14 January 2014; widened to TOPIX 500 on 5 June 2023), every other stock
 * follows the standard steps. Upper bounds are inclusive ("1,000 yen or less"), as this file's bands are.
 * The bands' limits: 1,000, 3,000, 5,000, 10,000 ... 50,000,000 yen, then none.
 */
const JP_LIMITS = [...decadeSequence([1, 3, 5], 3, 7), null];
/**
 * Both tables step on one ladder of ticks, 1, 5 and 10 times each power of ten from 0.1 yen (0.1, 0.5, 1, 1,
 * 5, 10, 10, 50, ... 100,000), a limit apart: the TOPIX 500 table takes it from its first tick, the standard
 * table two limits coarser (1 yen up to 3,000, where TOPIX 500 steps 0.1 up to 1,000).
 */
const JP_TICKS = decadeSequence([1, 5, 10], -1, 4);
/** Where the standard table starts on JP_TICKS. */
const JP_STANDARD_FIRST_TICK = 2;
const jpBands = (firstTick: number): SpreadBandData[] =>
  JP_LIMITS.map((to, index) => ({
    from: index === 0 ? JP_TICKS[firstTick]! : JP_LIMITS[index - 1]!,
    to,
    step: JP_TICKS[firstTick + index]!,
  }));

/**
 * London Stock Exchange: the MiFID II tick size regime (Commission Delegated Regulation (EU) 2017/588, RTS 11,
 * kept in UK law), by the share's liquidity band (its average daily number of transactions: band 1 below 10,
 * 2 from 10, 3 from 80, 4 from 600, 5 from 2,000, 6 from 9,000). The regulation's table is in the price's own
 * unit, pence for London shares; the universe prices them in pounds, so every figure here is the pence figure
 * divided by 100. Along a price row the ticks step down the 1-2-5 sequence, one step per band (the regulation
 * floors them at 0.0001p). A tick finer than 0.01p (one price unit, 0.0001 GBP) is taken as 0.01p: the table
 * then accepts part of the regulation's grid, every price of it valid; no simulated share trades that low.
 * The price rows' upper limits run the 1-2-5 sequence from 0.1p to 50,000p; the last row has none.
 */
const GB_ROW_LIMITS_PENCE = decadeSequence([1, 2, 5], -1, 4);
/** The 1-2-5 sequence of ticks in pence from 0.01p to 500p; below it the regulation's finer ticks become 0.01p. */
const GB_TICKS_PENCE = decadeSequence([1, 2, 5], -2, 2);
/** Where band 1's first row (below 0.1p, 0.0005p) would sit in GB_TICKS_PENCE: four steps below 0.01p. */
const BAND_1_FIRST_TICK = -4;
/** Pence as pounds, exactly (a decimal string moved two places: '0.05' gives '0.0005'). */
function penceToPounds(pence: string): string {
  const [whole = '0', fraction = ''] = pence.split('.');
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  const point = digits.length - fraction.length - 2;
  const pounds = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return pounds.replace(/^0+(?=\d)/, '').replace(/\.?0+$/, '');
}
function gbBands(band: 1 | 2 | 3 | 4 | 5 | 6): SpreadBandData[] {
  const bands: SpreadBandData[] = [];
  for (let row = 0; row <= GB_ROW_LIMITS_PENCE.length; row += 1) {
    const step = penceToPounds(GB_TICKS_PENCE[Math.max(0, row + BAND_1_FIRST_TICK - (band - 1))]!);
    const limit = GB_ROW_LIMITS_PENCE[row];
    const to = limit === undefined ? null : penceToPounds(limit);
    bands.push({ from: bands[bands.length - 1]?.to ?? step, to, step });
  }
  return bands;
}

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
  JP_TOPIX500: {
    id: 'JP_TOPIX500',
    description: 'Tokyo: TOPIX 500 constituents (0.1 yen up to 1,000 yen)',
    bands: jpBands(0),
  },
  JP_STANDARD: {
    id: 'JP_STANDARD',
    description: 'Tokyo: other stocks (1 yen up to 3,000 yen)',
    bands: jpBands(JP_STANDARD_FIRST_TICK),
  },
  SG_STOCK: {
    id: 'SG_STOCK',
    description: 'Singapore (SGX-ST Rule 8.3.3): 0.001 below 0.20, 0.005 to 0.995, 0.01 from 1.00',
    bands: [
      { from: '0.001', to: '0.20', step: '0.001' },
      { from: '0.20', to: '1.00', step: '0.005' },
      { from: '1.00', to: null, step: '0.01' },
    ],
  },
  GB_BAND_1: { id: 'GB_BAND_1', description: 'London, MiFID II liquidity band 1', bands: gbBands(1) },
  GB_BAND_2: { id: 'GB_BAND_2', description: 'London, MiFID II liquidity band 2', bands: gbBands(2) },
  GB_BAND_3: { id: 'GB_BAND_3', description: 'London, MiFID II liquidity band 3', bands: gbBands(3) },
  GB_BAND_4: { id: 'GB_BAND_4', description: 'London, MiFID II liquidity band 4', bands: gbBands(4) },
  GB_BAND_5: { id: 'GB_BAND_5', description: 'London, MiFID II liquidity band 5', bands: gbBands(5) },
  GB_BAND_6: { id: 'GB_BAND_6', description: 'London, MiFID II liquidity band 6', bands: gbBands(6) },
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
export const SPREAD_TABLES = Object.fromEntries(
  SPREAD_TABLE_IDS.map((id) => [id, compileSpreadTable(SPREAD_TABLE_DATA[id])]),
) as Readonly<Record<SpreadTableId, SpreadTable>>;

/** HK instrument types (the contract's) on the older table: exchange-traded products, debt, structured products. */
const HK_LEGACY_TABLE_TYPES: ReadonlySet<string> = new Set(['ETF', 'WRNT', 'CBBC', 'BOND']);

/** What chooses an instrument's table: its market (a market code, 'MA^MZ', 'JP', ...) and what that market asks. */
export interface SpreadTableChoice {
  readonly market: string;
  /** HK: the contract's instrument type (EQTY and REIT on the 2025 table, the others on the older one). */
  readonly instrumentType?: string;
  /** China B: 'SS' (Shanghai, USD) steps 0.001. */
  readonly subMarket?: string;
  /** Tokyo: a TOPIX 500 constituent trades on the narrower steps. */
  readonly topix500?: boolean;
  /** London: the share's MiFID II liquidity band, 1 to 6 (1, the coarsest, when not known). */
  readonly liquidityBand?: number;
}

/**
 * The table an instrument's prices step on. The server decides it from the instrument and names it on the quote
 * and the order (`spreadTableID`), so the ticket's price stepper walks the same table the server checks.
 */
export function spreadTableIdOf(choice: SpreadTableChoice): SpreadTableId {
  switch (choice.market) {
    case 'HK':
      return choice.instrumentType !== undefined && HK_LEGACY_TABLE_TYPES.has(choice.instrumentType)
        ? 'HK_LEGACY'
        : 'HK_STOCK_2025';
    case 'MA^MZ':
      return 'CN';
    case 'SS^SZ':
      return choice.subMarket === 'SS' ? 'CN_B_SHANGHAI' : 'CN';
    case 'JP':
      return choice.topix500 === true ? 'JP_TOPIX500' : 'JP_STANDARD';
    case 'SG^SI':
      return 'SG_STOCK';
    case 'GB^GP': {
      const band = choice.liquidityBand;
      return band !== undefined && Number.isInteger(band) && band >= 1 && band <= 6
        ? (`GB_BAND_${band}` as SpreadTableId)
        : 'GB_BAND_1';
    }
    default:
      return 'US';
  }
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

/** The decimal places a price on the table may need: as many as its finest step has (HK 3, Tokyo TOPIX 500 1). */
export function priceDecimalsOf(table: SpreadTable): number {
  let finest = Math.min(...table.bands.map((band) => band.step));
  let decimals = PRICE_UNIT_DECIMALS;
  while (decimals > 0 && finest % 10 === 0) {
    finest /= 10;
    decimals -= 1;
  }
  return decimals;
}
