import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiLanguage } from '@lantau/contract';
import { apiClient, lazyCall } from '../../../shared/api';

const getBrokerTextPack = lazyCall(
  { service: 'main', method: 'GET', path: '/brokers/:brokerCode/text_packs/:language' },
  () =>
    import('../../../shared/api/public-call-definitions').then(({ getBrokerTextPack }) => getBrokerTextPack),
);

export function fetchBrokerTextPack(
  brokerCode: string,
  language: ApiLanguage,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  return apiClient.request(getBrokerTextPack, { params: { brokerCode, language }, signal });
}

const brokerTextPackQuery = (brokerCode: string, language: ApiLanguage) => ({
  queryKey: ['brokers', brokerCode, 'text-pack', language],
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchBrokerTextPack(brokerCode, language, signal),
  staleTime: 10 * 60_000,
});

export function useBrokerTextPack(brokerCode: string, language: ApiLanguage) {
  return useQuery(brokerTextPackQuery(brokerCode, language));
}

/** Asks for the pack before the broker's pages render (they wait for it): see app/first-screen.ts. */
export function prefetchBrokerTextPack(
  queryClient: QueryClient,
  brokerCode: string,
  language: ApiLanguage,
): void {
  void queryClient.prefetchQuery(brokerTextPackQuery(brokerCode, language));
}
