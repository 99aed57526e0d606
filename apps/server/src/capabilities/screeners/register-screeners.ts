import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { deleteScreener, getScreeners, patchScreener, postScreener, requestHeaders } from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import { createScreenerService } from './screener-service';

const keyOf = (request: FastifyRequest) => {
  const key = request.headers[requestHeaders.idempotencyKey];
  return typeof key === 'string' ? key : undefined;
};

/** /api/stocks/screeners: the client's saved strategies (the results are a market-data call). Thin routes. */
export function registerScreeners(app: FastifyInstance, shared: { db: Kysely<Database> }): void {
  const screeners = createScreenerService(shared.db);
  const userOf = (request: FastifyRequest) => sessionOf(request).userId;
  registerCall(app, getScreeners, ({ request }) => screeners.list(userOf(request)));
  registerCall(app, postScreener, ({ request, body }) =>
    screeners.create(userOf(request), body, keyOf(request)),
  );
  registerCall(app, patchScreener, ({ request, params, body }) =>
    screeners.change(userOf(request), params.screenerID, body),
  );
  registerCall(app, deleteScreener, ({ request, params }) =>
    screeners.remove(userOf(request), params.screenerID),
  );
}
