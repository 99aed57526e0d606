import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postPriceAlert, type PriceAlert, type PriceAlertRequest } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { priceAlertsKey } from './get-price-alerts';

export function createPriceAlert(body: PriceAlertRequest): Promise<PriceAlert> {
  return apiClient.request(postPriceAlert, { body });
}

export function usePostPriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceAlert,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: priceAlertsKey }),
  });
}
