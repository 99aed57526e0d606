import { useQuery } from '@tanstack/react-query';
import { getWithdrawable, type CurrencyCode, type Withdrawable } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export function fetchWithdrawable(
  accountNumber: string,
  currency: CurrencyCode,
  signal?: AbortSignal,
): Promise<Withdrawable> {
  return apiClient.request(getWithdrawable, { query: { accountNumber, currency }, signal });
}

/** What one currency of an account can withdraw now, and the handling fee. */
export function useWithdrawable(accountNumber: string, currency: CurrencyCode | undefined) {
  return useQuery({
    queryKey: ['funds', 'withdrawable', accountNumber, currency],
    queryFn: ({ signal }) => fetchWithdrawable(accountNumber, currency!, signal),
    enabled: accountNumber !== '' && currency !== undefined,
  });
}
