import { useQuery } from '@tanstack/react-query';
import { getIndices, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type IndexQuotes = CallData<typeof getIndices>;

export function fetchIndices(signal?: AbortSignal): Promise<IndexQuotes> {
  return apiClient.request(getIndices, { signal });
}

/** The starting values; the stream's index frames keep them current. */
export function useIndices() {
  return useQuery({ queryKey: ['market', 'indices'], queryFn: ({ signal }) => fetchIndices(signal) });
}
