import { feeRate, type FeeRate, type FeeSchedule } from './fee-schedule';

// The platform's default fee schedules, dated. Statutory and exchange rates are cited in README.md beside this
// file; brokerage is each broker's own, so the brokerage here (and every figure README.md marks unconfirmed) is
// a configurable default: a broker's own schedule (brokerCode set) replaces the whole schedule for its clients.

const BOTH = ['BUY', 'SELL'] as const;
const SELLS = ['SELL'] as const;
const BUYS = ['BUY'] as const;

/** A default brokerage: a percentage with a minimum, or (US) an amount per share with a minimum. */
function brokerage(rate: { ratePercent?: string; perShare?: string; minimum: string }): FeeRate {
  return feeRate('BROKERAGE', { ...rate, sides: [...BOTH] });
}

function schedule(
  market: string,
  currency: string,
  effectiveFrom: string,
  rates: readonly FeeRate[],
): FeeSchedule {
  return {
    scheduleID: `DEFAULT-${market}-${currency}-${effectiveFrom}`,
    market,
    currency,
    effectiveFrom,
    rates,
  };
}

/** Hong Kong, HKD; only stamp duty differs between the two dated schedules (0.13% until 16 Nov 2023). */
function hongKong(effectiveFrom: string, stampDutyPercent: string): FeeSchedule {
  return schedule('HK', 'HKD', effectiveFrom, [
    brokerage({ ratePercent: '0.03', minimum: '3' }),
    feeRate('STAMP_DUTY', {
      ratePercent: stampDutyPercent,
      rounding: 'UP_TO_DOLLAR',
      sides: [...BOTH],
      exemptInstrumentTypes: ['ETF'],
    }),
    feeRate('TRADING_FEE', { ratePercent: '0.00565', sides: [...BOTH] }),
    feeRate('SFC_LEVY', { ratePercent: '0.0027', sides: [...BOTH] }),
    feeRate('AFRC_LEVY', { ratePercent: '0.00015', sides: [...BOTH] }),
    feeRate('SETTLEMENT_FEE', { ratePercent: '0.002', minimum: '2', maximum: '100', sides: [...BOTH] }),
  ]);
}

/** China A-shares through Stock Connect northbound, RMB. */
const aShares = schedule('MA^MZ', 'CNY', '2023-08-28', [
  brokerage({ ratePercent: '0.03', minimum: '3' }),
  feeRate('HANDLING_FEE', { ratePercent: '0.00341', sides: [...BOTH] }),
  // Securities management fee (CSRC): the contract has no item of its own for it.
  feeRate('OTHER', { ratePercent: '0.002', sides: [...BOTH] }),
  // Two transfer fees, each side: ChinaClear's, and HKSCC's on top of it (HKEX's northbound clearing fees).
  feeRate('TRANSFER_FEE', { ratePercent: '0.001', sides: [...BOTH] }),
  feeRate('HKSCC_TRANSFER_FEE', { ratePercent: '0.002', sides: [...BOTH] }),
  feeRate('STAMP_DUTY', { ratePercent: '0.05', sides: [...SELLS] }),
]);

/** China B-shares: Shanghai in USD, Shenzhen in HKD; the same rates in each currency. */
const bShares = (currency: string): FeeSchedule =>
  schedule('SS^SZ', currency, '2023-08-28', [
    brokerage({ ratePercent: '0.03', minimum: '3' }),
    feeRate('HANDLING_FEE', { ratePercent: '0.00341', sides: [...BOTH] }),
    feeRate('STAMP_DUTY', { ratePercent: '0.05', sides: [...SELLS] }),
  ]);

/** US equities, USD: SEC Section 31 fee and FINRA TAF on sells only. */
const usEquities = schedule('US', 'USD', '2024-05-22', [
  brokerage({ perShare: '0.005', minimum: '1' }),
  feeRate('SEC_FEE', { ratePercent: '0.00278', sides: [...SELLS] }),
  feeRate('FINRA_TAF', { perShare: '0.000166', maximum: '8.30', sides: [...SELLS] }),
]);

/** Markets without statutory fees modelled yet: brokerage only (plus UK stamp duty reserve tax on buys). */
const otherMarkets: FeeSchedule[] = [
  schedule('JP', 'JPY', '2024-01-01', [brokerage({ ratePercent: '0.1', minimum: '100' })]),
  schedule('SG^SI', 'SGD', '2024-01-01', [
    brokerage({ ratePercent: '0.1', minimum: '10' }),
    feeRate('SETTLEMENT_FEE', { ratePercent: '0.0325', maximum: '600', sides: [...BOTH] }),
    feeRate('TRADING_FEE', { ratePercent: '0.0075', sides: [...BOTH] }),
  ]),
  schedule('GB^GP', 'GBP', '2024-01-01', [
    brokerage({ ratePercent: '0.1', minimum: '5' }),
    feeRate('STAMP_DUTY', { ratePercent: '0.5', sides: [...BUYS], exemptInstrumentTypes: ['ETF'] }),
  ]),
];

/** Every default schedule, oldest first per market. */
export const DEFAULT_FEE_SCHEDULES: readonly FeeSchedule[] = [
  hongKong('2023-01-01', '0.13'),
  hongKong('2023-11-17', '0.1'),
  aShares,
  bShares('USD'),
  bShares('HKD'),
  usEquities,
  ...otherMarkets,
];
