import { configValue, useBrokerConfigurations } from '../brokers';

const sessionKeys = ['WebSessionTimeoutSeconds'] as const;

/** Minutes of inactivity before the broker ends a session; undefined until known. */
export function useAutoLogoutMinutes(brokerCode: string): number | undefined {
  const configurations = useBrokerConfigurations(brokerCode, sessionKeys);
  const seconds = configValue(configurations.data, 'WebSessionTimeoutSeconds');
  return seconds === undefined ? undefined : Math.round(seconds / 60);
}
