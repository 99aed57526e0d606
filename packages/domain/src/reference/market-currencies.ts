/**
 * The currencies each market settles in, main currency first. Hong Kong lists HKD, RMB and USD counters;
 * Stock Connect northbound settles in RMB; Shanghai B-shares trade in USD and Shenzhen B-shares in HKD.
 */
export const marketSettlementCurrencies: Readonly<Record<string, readonly string[]>> = {
  HK: ['HKD', 'CNY', 'USD'],
  'MA^MZ': ['CNY'],
  'SS^SZ': ['USD', 'HKD'],
  US: ['USD'],
  AU: ['AUD'],
  CA: ['CAD', 'USD'],
  DE: ['EUR'],
  EU: ['EUR'],
  FR: ['EUR'],
  'GB^GP': ['GBP', 'USD'],
  JP: ['JPY'],
  NL: ['EUR'],
  'SG^SI': ['SGD', 'USD'],
  TW: ['TWD'],
  MY: ['MYR'],
  KR: ['KRW'],
};
