import { configValue, useBrokerConfigurations } from './get-broker-configurations';
import { useCurrentBroker } from './current-broker';

const pnlKeys = ['WebPNLEnable'] as const;

/**
 * Whether the broker shows its clients P/L (WebPNLEnable). Hidden until the broker's answer is in: a figure the
 * broker withholds must not flash up first.
 */
export function usePnlShown(): boolean {
  const broker = useCurrentBroker();
  const config = useBrokerConfigurations(broker.brokerCode, pnlKeys);
  return configValue(config.data, 'WebPNLEnable') === true;
}
