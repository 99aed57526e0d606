import type { BrokerConfigEntry, BrokerConfigKey } from '@lantau/contract';
import { configValue } from '../../shared/broker';
import type { FundPage } from '../../shared/url/fund-paths';

/** The broker's switch for each fund page (spec section 6); the transfer and the records have none. */
export const fundPageFlags: Partial<Record<FundPage, BrokerConfigKey>> = {
  deposit: 'WebFundInEnable',
  withdrawal: 'WebFundOutEnable',
  exchange: 'WebFundExEnable',
  dividend_selection: 'WebDividendSelectionEnable',
};

export const fundConfigKeys: readonly BrokerConfigKey[] = [
  ...new Set(Object.values(fundPageFlags)),
  'WebFundInSuspendDDA',
  'WebFundInSuspendDDI',
  'FundHistRangeLimit',
];

/** The fund pages the broker opens, among those built, in the sub-navigation's order. */
export function openFundPages(
  built: readonly FundPage[],
  config: readonly BrokerConfigEntry[] | undefined,
): FundPage[] {
  return built.filter((page) => {
    const flag = fundPageFlags[page];
    return flag === undefined || configValue(config, flag) === true;
  });
}
