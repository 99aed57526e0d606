import type { OrderSide } from '../orders';

// A fee schedule is data: the rates a broker charges in one market from a date on. The shape is the contract's
// feeScheduleSchema (packages/contract/src/api/orders.ts), so the server sends a schedule as it is and the web
// cost calculator computes with the same function the server books fees with.

/** Fee items (the contract's `feeItems`). */
export const FEE_ITEMS = [
  'BROKERAGE',
  'STAMP_DUTY',
  'TRADING_FEE',
  'SFC_LEVY',
  'AFRC_LEVY',
  'SETTLEMENT_FEE',
  'HANDLING_FEE',
  'TRANSFER_FEE',
  'HKSCC_TRANSFER_FEE',
  'SEC_FEE',
  'FINRA_TAF',
  'OTHER',
] as const;
export type FeeItem = (typeof FEE_ITEMS)[number];

/** CENT: to the cent, half up. UP_TO_DOLLAR: up to the next whole unit (HK stamp duty). */
export type FeeRounding = 'CENT' | 'UP_TO_DOLLAR';

/**
 * One rate. The amount is consideration x ratePercent / 100, plus quantity x perShare, plus fixed (whichever
 * are set), then held between minimum and maximum, then rounded. Decimal strings throughout.
 */
export interface FeeRate {
  readonly item: FeeItem;
  readonly ratePercent: string | null;
  readonly fixed: string | null;
  /** Per share traded (US brokerage, FINRA TAF). */
  readonly perShare?: string | null;
  readonly minimum: string | null;
  readonly maximum: string | null;
  readonly rounding: FeeRounding;
  readonly sides: readonly OrderSide[];
  readonly exemptInstrumentTypes: readonly string[];
}

export interface FeeSchedule {
  /** Unique id; by convention `<broker or DEFAULT>-<market>-<currency>-<effectiveFrom>`. */
  readonly scheduleID: string;
  readonly market: string;
  readonly currency: string;
  /** First business date the schedule applies to, 'YYYY-MM-DD'. */
  readonly effectiveFrom: string;
  readonly rates: readonly FeeRate[];
  /** The broker whose schedule this is; absent for the platform default every broker starts from. */
  readonly brokerCode?: string;
}

/**
 * The schedule in force for a market on a date: the latest effective on or before it, the broker's own before
 * the platform default, and of the given currency when a market trades in more than one (B-shares: USD in
 * Shanghai, HKD in Shenzhen). Undefined when none applies.
 */
export function scheduleInForce(
  schedules: readonly FeeSchedule[],
  market: string,
  date: string,
  options: { readonly brokerCode?: string; readonly currency?: string } = {},
): FeeSchedule | undefined {
  const candidates = schedules.filter(
    (schedule) =>
      schedule.market === market &&
      schedule.effectiveFrom <= date &&
      (options.currency === undefined || schedule.currency === options.currency),
  );
  const latest = (of: readonly FeeSchedule[]) =>
    of.reduce<FeeSchedule | undefined>(
      (best, schedule) =>
        best === undefined || schedule.effectiveFrom > best.effectiveFrom ? schedule : best,
      undefined,
    );
  const own =
    options.brokerCode === undefined
      ? undefined
      : latest(candidates.filter((schedule) => schedule.brokerCode === options.brokerCode));
  return own ?? latest(candidates.filter((schedule) => schedule.brokerCode === undefined));
}

/** A rate with the defaults of the contract's nullable fields (no fixed part, minimum, maximum or exemption). */
export function feeRate(
  item: FeeItem,
  rate: Partial<Omit<FeeRate, 'item'>> & Pick<FeeRate, 'sides'>,
): FeeRate {
  return {
    item,
    ratePercent: null,
    fixed: null,
    perShare: null,
    minimum: null,
    maximum: null,
    rounding: 'CENT',
    exemptInstrumentTypes: [],
    ...rate,
  };
}
