import { useQuery } from '@tanstack/react-query';
import type { TipKey } from '@lantau/contract';
import { apiClient, lazyCall } from '../../../shared/api';
import { toApiLanguage, useLanguage } from '../../../shared/i18n';

const getBrokerTips = lazyCall({ service: 'main', method: 'GET', path: '/brokers/:brokerCode/tips' }, () =>
  import('../../../shared/api/public-call-definitions').then(({ getBrokerTips }) => getBrokerTips),
);

export type BrokerTips = Partial<Record<TipKey, string>>;

export async function fetchBrokerTips(
  brokerCode: string,
  tipKeys: readonly TipKey[],
  signal?: AbortSignal,
): Promise<BrokerTips> {
  const tips = await apiClient.request(getBrokerTips, {
    params: { brokerCode },
    query: { tipKey: tipKeys.join(',') },
    signal,
  });
  return Object.fromEntries(tips.map((tip) => [tip.tipKey, tip.content]));
}

/** Tip texts come in the caller's language, so the language is part of the cache key. */
export function useBrokerTips(brokerCode: string, tipKeys: readonly TipKey[]) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['brokers', brokerCode, 'tips', toApiLanguage(language), [...tipKeys].sort()],
    queryFn: ({ signal }) => fetchBrokerTips(brokerCode, tipKeys, signal),
    // Broker texts like its text pack: a prerendered login page's tips need no second asking on hydration.
    staleTime: 10 * 60_000,
  });
}
