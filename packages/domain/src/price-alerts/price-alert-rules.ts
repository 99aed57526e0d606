import Decimal from 'decimal.js';

// Price alerts (spec sections 3 and 5): four conditions on the live price, three frequencies, a value that is
// required, above zero and under a cap. The server and the web form share these rules so the form refuses what
// the server would.

/** NominalUp: last >= value; NominalDown: last <= value; ChangePctUp/Down: change % vs previous close >= value / <= -value. */
export const priceAlertTypes = ['NominalUp', 'NominalDown', 'ChangePctUp', 'ChangePctDown'] as const;
export type PriceAlertType = (typeof priceAlertTypes)[number];

/** OFA: once only; OPD: at most once per business date; EFA: every time the condition becomes true. */
export const priceAlertFrequencies = ['OFA', 'OPD', 'EFA'] as const;
export type PriceAlertFrequency = (typeof priceAlertFrequencies)[number];

/** The highest price a nominal alert takes (above any instrument we quote, low enough to catch a typo). */
export const PRICE_ALERT_MAX_PRICE = '1000000';
/** The largest change a percent alert takes, in percent (a fall cannot exceed 100%; a rise of 100% is a double). */
export const PRICE_ALERT_MAX_PERCENT = '100';
/** Decimal places a value may have: prices keep the price format's 3, percents the percent format's 2. */
export const PRICE_ALERT_PRICE_DECIMALS = 3;
export const PRICE_ALERT_PERCENT_DECIMALS = 2;
/** How many alerts one client may keep (enabled or not). */
export const PRICE_ALERTS_PER_USER = 50;

export const isPercentAlert = (type: PriceAlertType): boolean =>
  type === 'ChangePctUp' || type === 'ChangePctDown';

export type PriceAlertValueProblem = 'required' | 'invalid' | 'notPositive' | 'tooLarge' | 'tooPrecise';

/** The cap of a type's value, as decimal text. */
export const priceAlertCap = (type: PriceAlertType): string =>
  isPercentAlert(type) ? PRICE_ALERT_MAX_PERCENT : PRICE_ALERT_MAX_PRICE;

/** Why a value cannot be an alert's value of that type (null when it can): required, a number, > 0, <= cap. */
export function priceAlertValueProblem(type: PriceAlertType, text: string): PriceAlertValueProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const match = /^\d{1,12}(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return 'invalid';
  const value = new Decimal(trimmed);
  if (value.lte(0)) return 'notPositive';
  if (value.gt(priceAlertCap(type))) return 'tooLarge';
  const decimals = isPercentAlert(type) ? PRICE_ALERT_PERCENT_DECIMALS : PRICE_ALERT_PRICE_DECIMALS;
  if ((match[1]?.length ?? 0) > decimals) return 'tooPrecise';
  return null;
}

/** The change in percent of `last` against `previousClose`; null without a previous close. */
export function changePercent(last: Decimal.Value, previousClose: Decimal.Value): Decimal | null {
  const base = new Decimal(previousClose);
  if (base.lte(0)) return null;
  return new Decimal(last).minus(base).div(base).times(100);
}

/** One look at the market: the last price, the previous close and the business date it is seen on. */
export interface PriceObservation {
  last: Decimal.Value;
  previousClose: Decimal.Value;
  /** 'YYYY-MM-DD', the platform's business date (Asia/Shanghai). */
  businessDate: string;
}

/** Whether an alert's condition holds at an observation. A percent alert without a previous close never holds. */
export function priceAlertConditionMet(
  alert: { type: PriceAlertType; value: Decimal.Value },
  observation: Pick<PriceObservation, 'last' | 'previousClose'>,
): boolean {
  const value = new Decimal(alert.value);
  switch (alert.type) {
    case 'NominalUp':
      return new Decimal(observation.last).gte(value);
    case 'NominalDown':
      return new Decimal(observation.last).lte(value);
    case 'ChangePctUp': {
      const change = changePercent(observation.last, observation.previousClose);
      return change !== null && change.gte(value);
    }
    case 'ChangePctDown': {
      const change = changePercent(observation.last, observation.previousClose);
      return change !== null && change.lte(value.negated());
    }
  }
}
