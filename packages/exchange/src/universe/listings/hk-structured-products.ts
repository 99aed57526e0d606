// Hong Kong derivative warrants and CBBCs are listed from compact rows: the issuer and the underlying give
// the product its issuer name, conversion ratio and linked instrument, and its issuer-style short names
// (issuer, underlying, E = European, C/P = call/put or bull/bear, maturity YYMM, series) follow from them.
import type { InstrumentReference, WarrantTerms } from '../types';

/** A short name in English, traditional and simplified Chinese. */
type Names = readonly [short: string, zh_HK: string, zh_CN: string];

/** Issuers by the two-letter prefix of their products' short names. */
const issuers: Record<string, Names> = {
  BI: ['BOCI', '中銀', '中银'],
  BP: ['BNP Paribas', '法巴', '法巴'],
  CT: ['Citigroup', '花旗', '花旗'],
  GJ: ['Guotai Junan', '國君', '国君'],
  HS: ['HSBC', '滙豐', '汇丰'],
  HT: ['Haitong', '海通', '海通'],
  JP: ['J.P. Morgan', '摩通', '摩通'],
  MB: ['Macquarie', '麥銀', '麦银'],
  SG: ['Societe Generale', '法興', '法兴'],
  UB: ['UBS', '瑞銀', '瑞银'],
};

/** Underlyings by code, with their short names and how many products make one share (or one index point). */
const underlyings: Record<string, readonly [...Names, conversionRatio: number]> = {
  '00005': ['HSBC', '滙豐', '汇丰', 10],
  '00388': ['HKEX', '港交所', '港交所', 100],
  '00700': ['TENCT', '騰訊', '腾讯', 100],
  '00941': ['CHMOB', '中移動', '中移动', 10],
  '01299': ['AIA', '友邦', '友邦', 10],
  '01810': ['XIAOM', '小米', '小米', 10],
  '03690': ['MEITU', '美團', '美团', 50],
  '09988': ['ALIBA', '阿里', '阿里', 50],
  HSI: ['HSI', '恒指', '恒指', 10000],
};

/** The kind's letter in the English short name and its word in Chinese. */
const kindMarks: Record<WarrantTerms['kind'], Names> = {
  CALL: ['@EC', '購', '购'],
  PUT: ['@EP', '沽', '沽'],
  BULL: ['RC', '牛', '牛'],
  BEAR: ['RP', '熊', '熊'],
};

/**
 * One product a row: its code, the issuer's two-letter prefix ('HS'), the underlying, the kind, the strike,
 * the maturity, the series letter (telling apart one issuer's products on the same underlying and month),
 * the reference price, the volatility and the average daily volume; a CBBC adds its call level.
 */
export type StructuredProductRow = readonly [
  code: string,
  issuer: string,
  underlying: string,
  kind: WarrantTerms['kind'],
  strike: string,
  maturity: string,
  series: string,
  referencePrice: string,
  volatility: number,
  averageDailyVolume: number,
  callLevel?: string,
];

export function hkStructuredProduct(row: StructuredProductRow): InstrumentReference {
  const [
    code,
    prefix,
    underlyingCode,
    kind,
    strike,
    maturity,
    series,
    referencePrice,
    volatility,
    averageDailyVolume,
    callLevel,
  ] = row;
  const issuer = issuers[prefix];
  const underlying = underlyings[underlyingCode];
  if (!issuer || !underlying) throw new Error(`Unknown issuer or underlying of ${code}`);
  const [issuerName, issuerHK, issuerCN] = issuer;
  const [underlyingName, underlyingHK, underlyingCN, conversionRatio] = underlying;
  const isCbbc = kind === 'BULL' || kind === 'BEAR';
  const [markEn, markHK, markCN] = kindMarks[kind];
  const month = maturity.slice(2, 4) + maturity.slice(5, 7);
  return {
    market: 'HK',
    subMarket: 'HK',
    code,
    name: {
      en_US: `${prefix}${isCbbc ? '#' : '-'}${underlyingName}${markEn}${month}${series}`,
      zh_HK: `${underlyingHK}${issuerHK}${month}${markHK}${series}`,
      zh_CN: `${underlyingCN}${issuerCN}${month}${markCN}${series}`,
    },
    type: isCbbc ? 'CBBC' : 'WRNT',
    currency: 'HKD',
    lotSize: 10000,
    referencePrice,
    volatility,
    averageDailyVolume,
    warrant: {
      kind,
      underlying: underlyingCode,
      issuer: issuerName,
      strike,
      ...(callLevel === undefined ? {} : { callLevel }),
      maturity,
      conversionRatio,
    },
    shortSell: false,
    marginable: false,
    linked: [underlyingCode],
  };
}
