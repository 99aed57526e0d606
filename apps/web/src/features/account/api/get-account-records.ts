import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAccountRecords, type CallData, type CallQuery } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type AccountRecordsQuery = CallQuery<typeof getAccountRecords>;
export type AccountRecordsPage = CallData<typeof getAccountRecords>;

export function fetchAccountRecords(
  accountNumber: string,
  query: AccountRecordsQuery,
  signal?: AbortSignal,
): Promise<AccountRecordsPage> {
  return apiClient.request(getAccountRecords, { params: { accountNumber }, query, signal });
}

export const accountRecordsKey = (accountNumber: string, query: AccountRecordsQuery) =>
  ['accounts', 'records', accountNumber, query] as const;

/** One page of ledger movements; the previous page stays on screen while the next loads. */
export function useAccountRecords(accountNumber: string | undefined, query: AccountRecordsQuery) {
  return useQuery({
    queryKey: accountRecordsKey(accountNumber ?? '', query),
    queryFn: ({ signal }) => fetchAccountRecords(accountNumber!, query, signal),
    enabled: !!accountNumber,
    placeholderData: keepPreviousData,
  });
}
