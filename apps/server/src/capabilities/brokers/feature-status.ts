import type { BrokerConfig, featureStatuses, FeatureKey } from '@lantau/contract';
import type { featureMessages } from '../../platform/i18n/server-messages';

type FlagKey = {
  [K in keyof BrokerConfig]: BrokerConfig[K] extends boolean ? K : never;
}[keyof BrokerConfig];

/** The configuration flag that opens each feature. eDDA and eDDI are ways of depositing, so fund-in opens them. */
const enablingFlags: Record<FeatureKey, FlagKey> = {
  EIPO: 'WebEIPOEnable',
  STATEMENT: 'WebStatementEnable',
  EXT_STATEMENT: 'WebExtStatementEnable',
  FUND_IN: 'WebFundInEnable',
  FUND_OUT: 'WebFundOutEnable',
  FUND_EXCHANGE: 'WebFundExEnable',
  DIVIDEND_SELECTION: 'WebDividendSelectionEnable',
  GREY_MARKET: 'WebGreyMarketEnable',
  ODD_LOT_ORDER: 'WebOddLotOrderEnable',
  EDDA: 'WebFundInEnable',
  EDDI: 'WebFundInEnable',
  ACCOUNT_NICKNAME: 'WebAccountNicknameEnable',
  PNL: 'WebPNLEnable',
  REMOTE_ACCOUNT_OPENING: 'WebRAOEnable',
};

/** Features a broker can suspend for a while without closing them. */
const suspendingFlags: Partial<Record<FeatureKey, { flag: FlagKey; message: keyof typeof featureMessages }>> =
  {
    EDDA: { flag: 'WebFundInSuspendDDA', message: 'eddaSuspended' },
    EDDI: { flag: 'WebFundInSuspendDDI', message: 'eddiSuspended' },
  };

export interface FeatureStatus {
  status: (typeof featureStatuses)[number];
  /** Why it is not open; absent when it is. */
  reason?: keyof typeof featureMessages;
}

/** Whether a feature is open, from the broker's configuration flags (a missing flag means closed). */
export function featureStatusOf(featureKey: FeatureKey, config: Partial<BrokerConfig>): FeatureStatus {
  if (config[enablingFlags[featureKey]] !== true) return { status: 'DISABLED', reason: 'notOpen' };
  const suspension = suspendingFlags[featureKey];
  if (suspension && config[suspension.flag] === true)
    return { status: 'SUSPENDED', reason: suspension.message };
  return { status: 'ENABLED' };
}

/** Every configuration key the feature statuses depend on. */
export const featureConfigKeys: FlagKey[] = [
  ...new Set([...Object.values(enablingFlags), ...Object.values(suspendingFlags).map((entry) => entry.flag)]),
];
