import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { patchUserConfigurations, type UserConfigItem } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { userConfigurationKey, type UserConfigurations } from '../../../shared/user-configuration';

/**
 * Saves server-side settings (they follow the user to other devices). Optimistic: every screen reading the item
 * changes at once; if the server refuses or cannot be reached, the previous value comes back and a notice says
 * the change was not saved.
 */
export function useSaveUserConfiguration() {
  const { t } = useTranslation('settings');
  const userID = useSession()?.userID ?? '';
  const queryClient = useQueryClient();
  const keysOf = (config: UserConfigurations) => Object.keys(config) as UserConfigItem[];
  return useMutation({
    mutationFn: (config: UserConfigurations) =>
      apiClient.request(patchUserConfigurations, { params: { userID }, body: { config } }),
    onMutate: async (config) => {
      const keys = keysOf(config);
      await Promise.all(
        keys.map((key) => queryClient.cancelQueries({ queryKey: userConfigurationKey(userID, key) })),
      );
      const previous = keys.map((key) => {
        const queryKey = userConfigurationKey(userID, key);
        const before = queryClient.getQueryData<UserConfigurations>(queryKey);
        queryClient.setQueryData<UserConfigurations>(queryKey, { ...before, ...config });
        return [queryKey, before] as const;
      });
      return { previous };
    },
    onError: (_error, _config, context) => {
      for (const [queryKey, before] of context?.previous ?? []) queryClient.setQueryData(queryKey, before);
      notifications.show({
        color: 'red',
        message: t('saveFailed'),
        closeButtonProps: { 'aria-label': t('dialog.close', { ns: 'common' }) },
      });
    },
    onSuccess: (saved, config) => {
      for (const key of keysOf(config)) queryClient.setQueryData(userConfigurationKey(userID, key), saved);
    },
  });
}
