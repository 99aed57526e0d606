import type { FastifyInstance } from 'fastify';
import { registerWatchlistRoutes } from './watchlist-routes';
import { createWatchlistService } from './watchlist-service';

/** Watchlists: a client's groups of instruments (the web's watchlist page reads prices through the stream). */
export function registerWatchlists(app: FastifyInstance): void {
  registerWatchlistRoutes(app, createWatchlistService({ db: app.db }));
}
