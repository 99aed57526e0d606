import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchPriceAlert, type PriceAlert, type PriceAlertChange } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { priceAlertsKey } from './get-price-alerts';

export function changePriceAlert(alertID: string, body: PriceAlertChange): Promise<PriceAlert> {
  return apiClient.request(patchPriceAlert, { params: { alertID }, body });
}

/** Changes the value, frequency or enabled switch of one alert. */
export function usePatchPriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertID, change }: { alertID: string; change: PriceAlertChange }) =>
      changePriceAlert(alertID, change),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: priceAlertsKey }),
  });
}
