import type { FastifyInstance } from 'fastify';
import {
  getAvailableCurrencies,
  getBanks,
  getCurrencies,
  getProductLines,
  getTimeTables,
} from '@lantau/contract';
import { registerCall } from '../../platform/http/register-call';
import type { MarketService } from './market-service';

export function registerMarketRoutes(app: FastifyInstance, markets: MarketService): void {
  registerCall(app, getCurrencies, () => markets.currencies());
  registerCall(app, getAvailableCurrencies, ({ params }) => markets.availableCurrencies(params.market));
  registerCall(app, getBanks, () => markets.banks());
  registerCall(app, getTimeTables, ({ query, request }) =>
    markets.timeTables(query.market, query.subMarket, request.language),
  );
  registerCall(app, getProductLines, ({ query }) => markets.productLines(query.prodLineCode));
}
