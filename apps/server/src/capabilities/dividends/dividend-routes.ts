import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getDividend,
  getDividends,
  getStaffDividend,
  getStaffDividends,
  postDividendElection,
  postStaffDividend,
  postStaffDividendCancellation,
  postStaffDividendPayment,
  requestHeaders,
} from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { staffOf } from '../back-office/staff-authenticate';
import { headerText } from '../../platform/http/headers';
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
export function registerDividendRoutes(app: FastifyInstance, dividends: DividendService): void {
  registerCall(app, getDividends, ({ request, query }) =>
    dividends.list(clientOf(request), query.accountNumber),
  );
  registerCall(app, getDividend, ({ request, params, query }) =>
    dividends.get(clientOf(request), params.announcementID, query.accountNumber),
  );
  registerCall(app, postDividendElection, ({ request, params, body }) =>
    dividends.elect(
      clientOf(request),
      params.announcementID,
      body,
      headerText(request.headers[requestHeaders.idempotencyKey]),
    ),
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
