// Hong Kong derivative warrants and CBBCs are listed from compact rows: the issuer and the underlying give
// the product its issuer name, conversion ratio and linked instrument, and its issuer-style short names
// (issuer, underlying, E = European, C/P = call/put or bull/bear, maturity YYMM, series) follow from them.
import type { InstrumentReference, WarrantTerms } from '../types';

interface Names {
  readonly short: string;
  readonly zh_HK: string;
  readonly zh_CN: string;
}

/** Issuers by the two-letter prefix of their products' short names. */
const issuers: Record<string, Names> = {
  BI: { short: 'BOCI', zh_HK: '中銀', zh_CN: '中银' },
  BP: { short: 'BNP Paribas', zh_HK: '法巴', zh_CN: '法巴' },
  CT: { short: 'Citigroup', zh_HK: '花旗', zh_CN: '花旗' },
  GJ: { short: 'Guotai Junan', zh_HK: '國君', zh_CN: '国君' },
  HS: { short: 'HSBC', zh_HK: '滙豐', zh_CN: '汇丰' },
  HT: { short: 'Haitong', zh_HK: '海通', zh_CN: '海通' },
  JP: { short: 'J.P. Morgan', zh_HK: '摩通', zh_CN: '摩通' },
  MB: { short: 'Macquarie', zh_HK: '麥銀', zh_CN: '麦银' },
  SG: { short: 'Societe Generale', zh_HK: '法興', zh_CN: '法兴' },
  UB: { short: 'UBS', zh_HK: '瑞銀', zh_CN: '瑞银' },
};

/** Underlyings by code, with their short names and how many products make one share (or one index point). */
const underlyings: Record<string, Names & { readonly conversionRatio: number }> = {
  '00005': { short: 'HSBC', zh_HK: '滙豐', zh_CN: '汇丰', conversionRatio: 10 },
  '00388': { short: 'HKEX', zh_HK: '港交所', zh_CN: '港交所', conversionRatio: 100 },
  '00700': { short: 'TENCT', zh_HK: '騰訊', zh_CN: '腾讯', conversionRatio: 100 },
  '00941': { short: 'CHMOB', zh_HK: '中移動', zh_CN: '中移动', conversionRatio: 10 },
  '01299': { short: 'AIA', zh_HK: '友邦', zh_CN: '友邦', conversionRatio: 10 },
  '01810': { short: 'XIAOM', zh_HK: '小米', zh_CN: '小米', conversionRatio: 10 },
  '03690': { short: 'MEITU', zh_HK: '美團', zh_CN: '美团', conversionRatio: 50 },
  '09988': { short: 'ALIBA', zh_HK: '阿里', zh_CN: '阿里', conversionRatio: 50 },
  HSI: { short: 'HSI', zh_HK: '恒指', zh_CN: '恒指', conversionRatio: 10000 },
};

/** The kind's letter in the English short name and its word in Chinese. */
const kindMarks: Record<WarrantTerms['kind'], { en: string; zh_HK: string; zh_CN: string }> = {
  CALL: { en: '@EC', zh_HK: '購', zh_CN: '购' },
  PUT: { en: '@EP', zh_HK: '沽', zh_CN: '沽' },
  BULL: { en: 'RC', zh_HK: '牛', zh_CN: '牛' },
  BEAR: { en: 'RP', zh_HK: '熊', zh_CN: '熊' },
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
  const isCbbc = kind === 'BULL' || kind === 'BEAR';
  const mark = kindMarks[kind];
  const month = maturity.slice(2, 4) + maturity.slice(5, 7);
  const zh = (locale: 'zh_HK' | 'zh_CN') =>
    `${underlying[locale]}${issuer[locale]}${month}${mark[locale]}${series}`;
  return {
    market: 'HK',
    subMarket: 'HK',
    code,
    name: {
      en_US: `${prefix}${isCbbc ? '#' : '-'}${underlying.short}${mark.en}${month}${series}`,
      zh_HK: zh('zh_HK'),
      zh_CN: zh('zh_CN'),
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
      issuer: issuer.short,
      strike,
      ...(callLevel === undefined ? {} : { callLevel }),
      maturity,
      conversionRatio: underlying.conversionRatio,
    },
    shortSell: false,
    marginable: false,
    linked: [underlyingCode],
  };
}
