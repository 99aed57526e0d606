import type { FastifyInstance } from 'fastify';
import {
  getAccountOverview,
  getAccountRecords,
  getAccounts,
  patchAccountNickname,
  patchPositionCost,
} from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import type { AccountService } from './account-service';

/** /api/accounts: the session's own accounts only (any other account number is E6008). */
export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService): void {
  registerCall(app, getAccounts, ({ request }) => accounts.list(sessionOf(request).userId));

  registerCall(app, getAccountOverview, ({ request, params }) =>
    accounts.overview(sessionOf(request).userId, params.accountNumber),
  );

  registerCall(app, patchAccountNickname, ({ request, params, body }) =>
    accounts.setNickname(sessionOf(request), params.accountNumber, body.nickname),
  );

  registerCall(app, patchPositionCost, ({ request, params, body }) =>
    accounts.setPositionCost(sessionOf(request).userId, params, body.averageCost, request.language),
  );

  registerCall(app, getAccountRecords, ({ request, params, query }) =>
    accounts.records(sessionOf(request).userId, params.accountNumber, query, request.language),
  );
}
