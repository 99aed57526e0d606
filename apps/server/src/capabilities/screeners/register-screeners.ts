import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { deleteScreener, getScreeners, patchScreener, postScreener } from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import { createScreenerService } from './screener-service';

/** /api/stocks/screeners: the client's saved strategies (the results are a market-data call). Thin routes. */
export function registerScreeners(app: FastifyInstance, shared: { db: Kysely<Database> }): void {
  const screeners = createScreenerService(shared.db);
  const userOf = (request: FastifyRequest) => sessionOf(request).userId;
  registerCall(app, getScreeners, ({ request }) => screeners.list(userOf(request)));
  registerCall(
    app,
    postScreener,
    ({ request, body, idempotency }) => screeners.create(userOf(request), body, idempotency),
    {
      idempotency: {
        db: shared.db,
        replay: (screenerId, { request }) => screeners.saved(userOf(request), screenerId),
      },
    },
  );
  registerCall(app, patchScreener, ({ request, params, body }) =>
    screeners.change(userOf(request), params.screenerID, body),
  );
  registerCall(app, deleteScreener, ({ request, params }) =>
    screeners.remove(userOf(request), params.screenerID),
  );
}
