import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getExecutions, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { orderKeys } from './order-keys';

export type ExecutionList = CallData<typeof getExecutions>;

/** The client's fills on business dates from..to, newest first. */
export function useExecutions(from: string, to: string) {
  return useQuery({
    queryKey: orderKeys.executions(from, to),
    queryFn: ({ signal }) =>
      apiClient.request(getExecutions, { query: { from, to, limit: 500, offset: 0 }, signal }),
    placeholderData: keepPreviousData,
  });
}
