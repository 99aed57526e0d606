import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchUserConfigurations } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSessionUserID } from '../../../shared/session';
import { userConfigurationKey, useUserConfiguration } from '../../../shared/user-configuration';

/** The ticket's saved settings: quick order (no confirmation page) and the order card style. */
export interface TradeSettings {
  quickOrder: boolean;
  cardStyle: 'DEFAULT' | 'CLASSIC';
}

/** Until the server answers: the confirmation page (the careful default) and the default card. */
export function useTradeSettings(): TradeSettings {
  return {
    quickOrder: useUserConfiguration('QUICK_ORDER', false),
    cardStyle: useUserConfiguration('PLACE_ORDER_HABIT', 'DEFAULT'),
  };
}

/** Saves settings on the server (they follow the user to other devices). */
export function useSaveTradeSetting() {
  const userID = useSessionUserID() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<TradeSettings>) =>
      apiClient.request(patchUserConfigurations, {
        params: { userID },
        body: {
          config: {
            ...(change.quickOrder !== undefined && { QUICK_ORDER: change.quickOrder }),
            ...(change.cardStyle !== undefined && { PLACE_ORDER_HABIT: change.cardStyle }),
          },
        },
      }),
    onSuccess: (saved) => {
      for (const key of ['QUICK_ORDER', 'PLACE_ORDER_HABIT'] as const) {
        queryClient.setQueryData(userConfigurationKey(userID, key), saved);
      }
    },
  });
}
