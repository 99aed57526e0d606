import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  getCandles,
  getChangeDistribution,
  getExchangeParticipants,
  getIndices,
  getMarketStatuses,
  getQuotePlans,
  getScreenerResults,
  getSnapshotCustoms,
  getSnapshotDetails,
  getStockTops,
  postQuotePlanApplication,
  searchStocks,
} from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import { exchangeParticipants } from './exchange-participants';
import type { MarketDataService } from './market-data-service';
import type { QuotePlanService } from './quote-plan-service';

/** /market-api: snapshots, lists, charts, indices; and the quote plans of /api/users/{userID}. */
export function registerMarketDataRoutes(
  app: FastifyInstance,
  market: MarketDataService,
  plans: QuotePlanService,
  db: Kysely<Database>,
): void {
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  registerCall(
    app,
    getSnapshotDetails,
    ({ request, query }) => market.snapshotDetails(userOf(request), query),
    // Snapshots without clicks are shared per market state (see snapshotDetails).
    { unchangingData: true },
  );
  registerCall(app, getSnapshotCustoms, ({ request, query }) =>
    market.snapshotCustoms(userOf(request), query),
  );
  registerCall(app, getStockTops, ({ request, query }) => market.tops(userOf(request), query));
  registerCall(app, getScreenerResults, ({ request, query }) => market.screen(userOf(request), query));
  registerCall(app, searchStocks, ({ request, query }) => market.search(userOf(request), query));
  registerCall(app, getCandles, ({ request, query }) => market.candles(userOf(request), query));
  registerCall(app, getIndices, async () => market.indices());
  registerCall(app, getExchangeParticipants, async () => exchangeParticipants, { unchangingData: true });
  registerCall(app, getChangeDistribution, ({ request, query }) =>
    market.changeDistribution(userOf(request), query.market),
  );
  registerCall(app, getMarketStatuses, async () => market.marketStatuses());

  registerCall(app, getQuotePlans, ({ request }) => plans.plans(userOf(request)));
  registerCall(
    app,
    postQuotePlanApplication,
    ({ request, body, idempotency }) => plans.apply(userOf(request), body, idempotency),
    {
      idempotency: {
        db,
        replay: (applicationId, { request }) => plans.applied(userOf(request), applicationId),
      },
    },
  );
}
