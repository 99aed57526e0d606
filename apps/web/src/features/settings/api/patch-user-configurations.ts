import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { patchUserConfigurations, type UserConfigItem } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSessionUserID } from '../../../shared/session';
import { userConfigurationKey, type UserConfigurations } from '../../../shared/user-configuration';

/**
 * Saves server-side settings (they follow the user to other devices). Optimistic: every screen reading the item
 * changes at once; if the server refuses or cannot be reached, the previous value comes back and a notice says
 * the change was not saved.
 */
export function useSaveUserConfiguration() {
  const { t } = useTranslation('settings');
  const userID = useSessionUserID() ?? '';
  const queryClient = useQueryClient();
  const keysOf = (config: UserConfigurations) => Object.keys(config) as UserConfigItem[];
  /** Every screen reading the items shows the new values at once: the switch flips as it is clicked. */
  const showAtOnce = (config: UserConfigurations) =>
    keysOf(config).map((key) => {
      const queryKey = userConfigurationKey(userID, key);
      // A read in flight must not land over the new value; cancelled without reverting, so that it cannot put
      // the old value back later either.
      void queryClient.cancelQueries({ queryKey }, { revert: false });
      const before = queryClient.getQueryData<UserConfigurations>(queryKey);
      queryClient.setQueryData<UserConfigurations>(queryKey, { ...before, ...config });
      return [queryKey, before] as const;
    });
  const mutation = useMutation({
    mutationFn: ({ config }: { config: UserConfigurations; previous: ReturnType<typeof showAtOnce> }) =>
      apiClient.request(patchUserConfigurations, { params: { userID }, body: { config } }),
    onError: (_error, { previous }) => {
      for (const [queryKey, before] of previous) queryClient.setQueryData(queryKey, before);
      notifications.show({
        color: 'red',
        message: t('saveFailed'),
        closeButtonProps: { 'aria-label': t('dialog.close', { ns: 'common' }) },
      });
    },
    onSuccess: (saved, { config }) => {
      for (const key of keysOf(config)) queryClient.setQueryData(userConfigurationKey(userID, key), saved);
    },
  });
  // Only mutate: the optimistic write must come before the call, which mutateAsync would skip.
  return {
    mutate: (config: UserConfigurations) => mutation.mutate({ config, previous: showAtOnce(config) }),
  };
}
