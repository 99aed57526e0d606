import { useSessionPart, type UserSession } from '../../shared/session';
import { configValue, useBrokerConfigurations } from '../../shared/broker';

const sessionKeys = ['WebSessionTimeoutSeconds'] as const;
const timeoutOf = (session: UserSession | null) => session?.sessionTimeoutSec;

/**
 * Minutes of inactivity before the session ends: the length the login gave this session, else the broker's
 * WebSessionTimeoutSeconds; undefined until known.
 */
export function useAutoLogoutMinutes(brokerCode: string): number | undefined {
  const configurations = useBrokerConfigurations(brokerCode, sessionKeys);
  const sessionSeconds = useSessionPart(timeoutOf);
  const seconds = sessionSeconds ?? configValue(configurations.data, 'WebSessionTimeoutSeconds');
  return seconds === undefined ? undefined : Math.max(1, Math.round(seconds / 60));
}
