import { useQuery } from '@tanstack/react-query';
import { getSnapshotDetails, type CallData, type MarketCode } from '@lantau/contract';
import { apiClient } from '../../api';
import type { Instrument } from '../instrument-key';

export type SnapshotDetails = CallData<typeof getSnapshotDetails>;

/** One instrument's full quote under the account's plan; on CLICK each call spends a click (E3002: none left). */
export function fetchSnapshotDetails(instrument: Instrument, signal?: AbortSignal): Promise<SnapshotDetails> {
  return apiClient.request(getSnapshotDetails, {
    query: { market: instrument.market, stockCode: instrument.stockCode },
    signal,
  });
}

export const snapshotKey = (market: MarketCode, stockCode: string) =>
  ['market', 'snapshot', market, stockCode] as const;

/**
 * Polls on the delayed plans; LEVEL2 asks once to seed the stream. CLICK never comes through here: it spends a
 * click per call, so it only asks when the user presses Refresh.
 */
export function useSnapshotDetails(
  instrument: Instrument | undefined,
  options: { enabled: boolean; pollMs?: number },
) {
  return useQuery({
    queryKey: snapshotKey(instrument?.market ?? 'HK', instrument?.stockCode ?? ''),
    queryFn: ({ signal }) => fetchSnapshotDetails(instrument!, signal),
    enabled: options.enabled && !!instrument,
    refetchInterval: options.pollMs ?? false,
    staleTime: options.pollMs ?? Infinity,
  });
}
