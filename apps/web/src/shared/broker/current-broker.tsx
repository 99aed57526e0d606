import { createContext, useContext } from 'react';
import type { BrokerSummary } from '@lantau/contract';

const BrokerContext = createContext<BrokerSummary | undefined>(undefined);

export const BrokerProvider = BrokerContext.Provider;

/** The broker whose pages are open: the one named by the URL's first segment. */
export function useCurrentBroker(): BrokerSummary {
  const broker = useContext(BrokerContext);
  if (!broker) throw new Error('useCurrentBroker outside a broker route');
  return broker;
}
