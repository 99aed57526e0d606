import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  getDividend,
  getDividends,
  getStaffDividend,
  getStaffDividends,
  postDividendElection,
  postStaffDividend,
  postStaffDividendCancellation,
  postStaffDividendPayment,
} from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { sessionOf } from '../auth/authenticate';
import { staffOf } from '../back-office/staff-authenticate';
import { registerCall } from '../../platform/http/register-call';
import type { DividendService } from './dividend-service';

const clientOf = (request: FastifyRequest) => {
  const session = sessionOf(request);
  return { userId: session.userId, brokerCode: session.brokerCode };
};
const staffMemberOf = (request: FastifyRequest) => {
  const staff = staffOf(request);
  return { brokerCode: staff.brokerCode, staffId: staff.staffId };
};

/** /api/dividends (clients) and /api/staff/dividends (dividends.manage): thin, the service decides. */
export function registerDividendRoutes(
  app: FastifyInstance,
  dividends: DividendService,
  db: Kysely<Database>,
): void {
  registerCall(app, getDividends, ({ request, query }) =>
    dividends.list(clientOf(request), query.accountNumber),
  );
  registerCall(app, getDividend, ({ request, params, query }) =>
    dividends.get(clientOf(request), params.announcementID, query.accountNumber),
  );
  registerCall(
    app,
    postDividendElection,
    ({ request, params, body, idempotency }) =>
      dividends.elect(clientOf(request), params.announcementID, body, idempotency),
    {
      idempotency: {
        db,
        replay: (electionId, { request }) => dividends.elected(clientOf(request), electionId),
      },
    },
  );

  registerCall(app, postStaffDividend, ({ request, body }) =>
    dividends.announce(staffMemberOf(request), body),
  );
  registerCall(app, getStaffDividends, ({ request, query }) =>
    dividends.staffList(staffMemberOf(request), query),
  );
  registerCall(app, getStaffDividend, ({ request, params }) =>
    dividends.staffDetail(staffMemberOf(request), params.announcementID),
  );
  registerCall(app, postStaffDividendCancellation, ({ request, params }) =>
    dividends.cancel(staffMemberOf(request), params.announcementID),
  );
  registerCall(app, postStaffDividendPayment, ({ request, params }) =>
    dividends.payNow(staffMemberOf(request), params.announcementID),
  );
}
