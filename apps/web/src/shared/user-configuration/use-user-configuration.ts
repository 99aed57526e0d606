import { useQuery } from '@tanstack/react-query';
import { getUserConfigurations, type CallData, type UserConfigItem } from '@lantau/contract';
import { apiClient } from '../api';
import { useSessionUserID } from '../session';

export type UserConfigurations = CallData<typeof getUserConfigurations>;
export type UserConfigValue<K extends UserConfigItem> = NonNullable<UserConfigurations[K]>;

export function fetchUserConfigurations(userID: string, keys: string[], signal?: AbortSignal) {
  return apiClient.request(getUserConfigurations, {
    params: { userID },
    query: { key: keys.join(',') },
    signal,
  });
}

export const userConfigurationKey = (userID: string, key: UserConfigItem) =>
  ['users', userID, 'configurations', key] as const;

/**
 * One of the user's settings saved on the server (QUOTE_COLOR, DISPLAY_TABLE_STRIPE, QUICK_ORDER...). Until the
 * server answers, or if it cannot, the given fallback: pass the server's own default so the screen does not
 * change once it answers.
 */
export function useUserConfiguration<K extends UserConfigItem>(
  key: K,
  fallback: UserConfigValue<K>,
): UserConfigValue<K> {
  const userID = useSessionUserID() ?? '';
  const query = useQuery({
    queryKey: userConfigurationKey(userID, key),
    queryFn: ({ signal }) => fetchUserConfigurations(userID, [key], signal),
    enabled: userID !== '',
    staleTime: 5 * 60_000,
  });
  return (query.data?.[key] as UserConfigValue<K> | undefined) ?? fallback;
}
