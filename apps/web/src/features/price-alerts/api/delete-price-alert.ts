import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePriceAlert } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { priceAlertsKey } from './get-price-alerts';

export function removePriceAlert(alertID: string): Promise<null> {
  return apiClient.request(deletePriceAlert, { params: { alertID } });
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePriceAlert,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: priceAlertsKey }),
  });
}
