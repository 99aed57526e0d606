import type { ExchangeParticipant } from '@lantau/contract';
import { HK_BROKERS } from '@lantau/exchange';

/**
 * The broker queue's participants with their names in every language: a firm without a Chinese name keeps its
 * English one. Fixed data, built once: the route answers this same array (unchangingData), so never change it.
 */
export const exchangeParticipants: ExchangeParticipant[] = HK_BROKERS.map((broker) => ({
  brokerId: broker.id,
  name: {
    en_US: broker.name,
    zh_HK: broker.chineseName?.zh_HK ?? broker.name,
    zh_CN: broker.chineseName?.zh_CN ?? broker.name,
  },
}));
