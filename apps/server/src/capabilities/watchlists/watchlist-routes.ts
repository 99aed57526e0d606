import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteWatchlist,
  getWatchlists,
  patchWatchlist,
  postWatchlist,
  postWatchlistStock,
  putWatchlistOrder,
  putWatchlistStocks,
} from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import type { WatchlistService } from './watchlist-service';

const clientOf = (request: FastifyRequest) => ({
  userId: sessionOf(request).userId,
  language: request.language,
});

/** /api/watchlists: thin, the service decides. */
export function registerWatchlistRoutes(app: FastifyInstance, watchlists: WatchlistService): void {
  registerCall(app, getWatchlists, ({ request }) => watchlists.list(clientOf(request)));
  registerCall(app, postWatchlist, ({ request, body }) => watchlists.create(clientOf(request), body));
  registerCall(app, putWatchlistOrder, ({ request, body }) =>
    watchlists.reorder(clientOf(request), body.groupIDs),
  );
  registerCall(app, patchWatchlist, ({ request, params, body }) =>
    watchlists.update(clientOf(request), params.groupID, body),
  );
  registerCall(app, deleteWatchlist, ({ request, params }) =>
    watchlists.remove(clientOf(request), params.groupID),
  );
  registerCall(app, putWatchlistStocks, ({ request, params, body }) =>
    watchlists.replaceStocks(clientOf(request), params.groupID, body.stocks),
  );
  registerCall(app, postWatchlistStock, ({ request, params, body }) =>
    watchlists.addStock(clientOf(request), params.groupID, body),
  );
}
