import type { FastifyInstance } from 'fastify';
import { getSystemBrokers, getSystemConfigurations } from '@lantau/contract';
import type { BrokerService } from '../brokers/broker-service';
import { registerCall } from '../../platform/http/register-call';

/** The market-data service's view of the platform: its brokers, and the markets it has quotes for. */
export function registerSystemRoutes(app: FastifyInstance, brokers: BrokerService): void {
  registerCall(app, getSystemBrokers, () => brokers.summaries());

  registerCall(app, getSystemConfigurations, async ({ query }) => {
    // The simulated feed quotes every market a broker trades; WebSupportMarket is the only key so far.
    const markets = await brokers.tradedMarkets();
    return [...new Set(query.key)].map((key) => ({ key, value: markets }));
  });
}
