import { useQuery } from '@tanstack/react-query';
import {
  getExchangeParticipants,
  type BrokerQueueEntry,
  type CallData,
  type LocalizedText,
} from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useLocalized } from '../../../shared/i18n';

type QueuedBroker = Extract<BrokerQueueEntry, { kind: 'broker' }>;
type ExchangeParticipants = CallData<typeof getExchangeParticipants>;

const byBrokerId = (participants: ExchangeParticipants) =>
  new Map<string, LocalizedText>(participants.map((participant) => [participant.brokerId, participant.name]));

export function fetchExchangeParticipants(signal?: AbortSignal): Promise<ExchangeParticipants> {
  return apiClient.request(getExchangeParticipants, { signal });
}

/**
 * The broker queue's firm names in the reader's language. The queue's frames carry the English name alone (a
 * Level 2 stream sends up to 80 entries many times a second); the names in every language are fixed reference
 * data, fetched once per visit. Until they arrive, and for a firm the list lacks (one of our platform's
 * brokers), the frame's own name.
 */
export function useQueuedBrokerName(): (entry: QueuedBroker) => string {
  const localized = useLocalized();
  const { data: names } = useQuery({
    queryKey: ['market', 'exchange-participants'],
    queryFn: ({ signal }) => fetchExchangeParticipants(signal),
    staleTime: Infinity,
    select: byBrokerId,
  });
  return (entry) => {
    const name = names?.get(entry.brokerId);
    return name ? localized(name) : entry.brokerName;
  };
}
