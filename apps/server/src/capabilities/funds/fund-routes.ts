import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  certificateMaxBytes,
  getCryptoAccounts,
  getEddaAuthorisations,
  getExchangeQuote,
  getFundRequest,
  getFundRequests,
  getFundSettings,
  getWithdrawable,
  postDeposit,
  postEddaAuthorisation,
  postExchange,
  postFundCertificate,
  postFundRequestCancel,
  postTransfer,
  postWithdrawal,
  postWithdrawalCode,
} from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import { storeCertificate } from './certificates';
import type { ClientQueries } from './client-queries';
import type { ClientRequests } from './client-requests';
import type { Edda } from './edda';
import type { FundCaller, FundContext } from './fund-context';
import { fundSettingsOf } from './fund-settings';

const callerOf = (request: FastifyRequest): FundCaller => {
  const session = sessionOf(request);
  return { userId: session.userId, brokerCode: session.brokerCode, language: request.language };
};

/** /api/funds: the client's calls; thin, the services decide. */
export function registerFundRoutes(
  app: FastifyInstance,
  context: FundContext,
  parts: { requests: ClientRequests; queries: ClientQueries; edda: Edda },
): void {
  const { requests, queries, edda } = parts;
  // A retried request (same Idempotency-Key and content) is answered with the request its key created.
  const once = {
    idempotency: {
      db: context.db,
      replay: (requestId: string, { request }: { request: FastifyRequest }) =>
        queries.get(callerOf(request), requestId),
    },
  };
  registerCall(app, getFundSettings, ({ request }) =>
    fundSettingsOf(context.db, context.brokers, callerOf(request)),
  );
  registerCall(
    app,
    postFundCertificate,
    ({ request, body }) => storeCertificate(context.db, context.uploads, callerOf(request).userId, body),
    {
      // Base64 makes 10 MB into about 13.4 MB, plus the JSON around it.
      bodyLimitBytes: Math.ceil(certificateMaxBytes / 3) * 4 + 64 * 1024,
    },
  );
  registerCall(
    app,
    postDeposit,
    ({ request, body, idempotency }) => requests.deposit(callerOf(request), body, idempotency),
    once,
  );
  registerCall(app, getEddaAuthorisations, ({ request }) => edda.list(callerOf(request)));
  registerCall(app, postEddaAuthorisation, ({ request, body }) => edda.authorise(callerOf(request), body));
  registerCall(app, getWithdrawable, ({ request, query }) =>
    queries.withdrawable(callerOf(request), query.accountNumber, query.currency),
  );
  registerCall(app, postWithdrawalCode, ({ request }) => context.codes.send(callerOf(request)));
  registerCall(
    app,
    postWithdrawal,
    ({ request, body, idempotency }) => requests.withdraw(callerOf(request), body, idempotency),
    once,
  );
  registerCall(app, getExchangeQuote, ({ request, query }) =>
    queries.exchangeQuote(callerOf(request), query),
  );
  registerCall(
    app,
    postExchange,
    ({ request, body, idempotency }) => requests.exchange(callerOf(request), body, idempotency),
    once,
  );
  registerCall(
    app,
    postTransfer,
    ({ request, body, idempotency }) => requests.transfer(callerOf(request), body, idempotency),
    once,
  );
  registerCall(app, getCryptoAccounts, ({ request }) => queries.cryptoAccounts(callerOf(request)));
  registerCall(app, getFundRequests, ({ request, query }) => queries.list(callerOf(request), query));
  registerCall(app, getFundRequest, ({ request, params }) =>
    queries.get(callerOf(request), params.requestID),
  );
  registerCall(app, postFundRequestCancel, ({ request, params }) =>
    queries.cancel(callerOf(request), params.requestID),
  );
}
