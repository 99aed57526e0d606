import { useQuery } from '@tanstack/react-query';
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

export function useBrokerTextPack(brokerCode: string, language: ApiLanguage) {
  return useQuery({
    queryKey: ['brokers', brokerCode, 'text-pack', language],
    queryFn: ({ signal }) => fetchBrokerTextPack(brokerCode, language, signal),
    staleTime: 10 * 60_000,
  });
}
