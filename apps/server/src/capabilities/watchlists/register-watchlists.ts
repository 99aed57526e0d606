import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { registerWatchlistRoutes } from './watchlist-routes';
import { createWatchlistService } from './watchlist-service';

/** Watchlists: a client's groups of instruments (the web's watchlist page reads prices through the stream). */
export function registerWatchlists(app: FastifyInstance, shared: { db: Kysely<Database> }): void {
  registerWatchlistRoutes(app, createWatchlistService({ db: shared.db }));
}
