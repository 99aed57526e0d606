import type { LocalizedName } from '@lantau/domain';

// Reference data of the simulated exchange's instruments and indices. Real codes and names, simulated prices.

/** Market codes as the portal names them (the contract's MarketCode values this engine simulates). */
export type UniverseMarket = 'HK' | 'MA^MZ' | 'SS^SZ' | 'US' | 'JP' | 'SG^SI' | 'GB^GP';

export type UniverseInstrumentType = 'EQTY' | 'ETF' | 'WRNT' | 'CBBC' | 'REIT';

export interface WarrantTerms {
  /** WRNT: CALL or PUT; CBBC: BULL or BEAR. */
  readonly kind: 'CALL' | 'PUT' | 'BULL' | 'BEAR';
  /** Underlying instrument code in the same market ('00700') or an index code ('HSI'). */
  readonly underlying: string;
  readonly issuer: string;
  /** Decimal text. */
  readonly strike: string;
  /** CBBC only: the mandatory call level, decimal text. */
  readonly callLevel?: string;
  /** 'YYYY-MM-DD'. */
  readonly maturity: string;
  /** Warrants per share of the underlying (10 means ten warrants for one share). */
  readonly conversionRatio: number;
}

export interface InstrumentReference {
  readonly market: UniverseMarket;
  /** The exchange inside the market: HK, MA (Shanghai A), MZ (Shenzhen A), SS, SZ, US, JP, SG, GB. */
  readonly subMarket: string;
  /** Exchange code as shown: '00700', '600519', 'AAPL', '7203', 'D05', 'HSBA'. */
  readonly code: string;
  readonly name: LocalizedName;
  readonly type: UniverseInstrumentType;
  /** ISO currency of trading: HKD, CNY, USD (Shanghai B), HKD (Shenzhen B), JPY, SGD, GBP. */
  readonly currency: string;
  /** Board lot in shares. */
  readonly lotSize: number;
  /** A realistic recent price (decimal text, on the instrument's tick): where the back-filled history ends. */
  readonly referencePrice: string;
  /** Annualised volatility of the price process (0.25 = 25%). */
  readonly volatility: number;
  /** Typical shares traded a day: scales agent order sizes and history volumes. */
  readonly averageDailyVolume: number;
  /** Shares in issue, for market capitalisation (equities). */
  readonly sharesOutstanding?: number;
  /** Equities and REITs: earnings and dividend per share a year, net asset value per share (decimal text). */
  readonly equity?: { readonly eps: string; readonly dividendPerShare: string; readonly nav?: string };
  readonly warrant?: WarrantTerms;
  readonly shortSell: boolean;
  readonly marginable: boolean;
  /** HK: subject to the volatility control mechanism, with its trigger level in percent (default 10). */
  readonly vcmTriggerPercent?: number;
  /** Tokyo: a TOPIX 500 constituent, on the TSE's narrower price steps (others use the standard steps). */
  readonly topix500?: boolean;
  /** London: the share's MiFID II liquidity band (1-6), which chooses its tick size table. */
  readonly liquidityBand?: 1 | 2 | 3 | 4 | 5 | 6;
  /** A-shares: risk-warned (ST) stocks have a 5% daily limit instead of 10%. */
  readonly riskWarning?: boolean;
  /**
   * A new issue (listed by the platform's IPO desk, not in the universe): no history; not tradable before its
   * grey market date, the grey market on that date (the trading day before listing), trading from the listing
   * date. Its reference price is the offer price. Business dates, 'YYYY-MM-DD'.
   */
  readonly newIssue?: { readonly greyMarketDate: string; readonly listingDate: string };
  /** Codes of related instruments (an H share's A share, a warrant's underlying). */
  readonly linked?: readonly string[];
}

export type IndexCode = 'HSI' | 'HSCEI' | 'HSTECH' | 'SSE' | 'SZSE' | 'DJI' | 'IXIC' | 'SPX';

export interface IndexDefinition {
  readonly code: IndexCode;
  readonly market: UniverseMarket;
  readonly name: LocalizedName;
  /** The index level when every constituent is at its reference price (a realistic recent level). */
  readonly referenceLevel: number;
  /** Constituents (codes in the index's market) and their weights; weights need not sum to 1. */
  readonly constituents: readonly { readonly code: string; readonly weight: number }[];
}
