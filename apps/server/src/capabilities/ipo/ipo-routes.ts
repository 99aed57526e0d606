import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '@lantau/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { registerCall } from '../../platform/http/register-call';
import { sessionOf } from '../auth/authenticate';
import { staffOf } from '../back-office/staff-authenticate';
import { registerStaffFileRoute } from '../back-office/staff-file-route';
import type { IpoClient } from './ipo-context';
import type { IpoClientCalls } from './ipo-client';
import type { IpoDesk, IpoStaff } from './ipo-desk';

const clientOf = (request: FastifyRequest): IpoClient => {
  const session = sessionOf(request);
  return { userId: session.userId, brokerCode: session.brokerCode, language: request.language };
};
const staffMemberOf = (request: FastifyRequest): IpoStaff => {
  const staff = staffOf(request);
  return { brokerCode: staff.brokerCode, staffId: staff.staffId };
};

/** /api/ipos and /api/ipo_applications (clients), /api/staff/ipos (the desk): thin, the services decide. */
export function registerIpoRoutes(
  app: FastifyInstance,
  parts: { db: Kysely<Database>; client: IpoClientCalls; desk: IpoDesk },
): void {
  const { db, client, desk } = parts;
  const replay = {
    db,
    replay: (applicationId: string, { request }: { request: FastifyRequest }) =>
      client.replay(clientOf(request), applicationId),
  };
  registerCall(app, calls.getIpos, ({ request, query }) => client.list(clientOf(request), query.view));
  registerCall(app, calls.getIpo, ({ request, params }) => client.get(clientOf(request), params.ipoID));
  registerCall(
    app,
    calls.postIpoApplication,
    ({ request, body, idempotency }) => client.apply(clientOf(request), body, idempotency),
    { idempotency: replay },
  );
  registerCall(app, calls.getIpoApplications, ({ request, query }) =>
    client.applications(clientOf(request), query),
  );
  registerCall(app, calls.getIpoApplication, ({ request, params }) =>
    client.application(clientOf(request), params.applicationID),
  );
  registerCall(
    app,
    calls.postIpoApplicationCancellation,
    ({ request, params, idempotency }) => client.cancel(clientOf(request), params.applicationID, idempotency),
    { idempotency: replay },
  );

  registerCall(app, calls.postStaffIpo, ({ request, body }) => desk.create(staffMemberOf(request), body));
  registerCall(app, calls.patchStaffIpo, ({ request, params, body }) =>
    desk.edit(staffMemberOf(request), params.ipoID, body),
  );
  registerCall(app, calls.getStaffIpos, ({ request, query }) => desk.list(staffMemberOf(request), query));
  registerCall(app, calls.getStaffIpo, ({ request, params }) =>
    desk.detail(staffMemberOf(request), params.ipoID),
  );
  registerCall(app, calls.getStaffIpoApplications, ({ request, params, query }) =>
    desk.applications(staffMemberOf(request), params.ipoID, query),
  );
  registerCall(app, calls.postStaffIpoPublication, ({ request, params }) =>
    desk.publish(staffMemberOf(request), params.ipoID),
  );
  registerCall(app, calls.postStaffIpoOpening, ({ request, params }) =>
    desk.open(staffMemberOf(request), params.ipoID),
  );
  registerCall(app, calls.postStaffIpoClosing, ({ request, params }) =>
    desk.close(staffMemberOf(request), params.ipoID),
  );
  registerCall(app, calls.postStaffIpoResults, ({ request, params, body }) =>
    desk.results(staffMemberOf(request), params.ipoID, body),
  );
  registerCall(app, calls.postStaffIpoApproval, ({ request, params }) =>
    desk.approve(staffMemberOf(request), params.ipoID),
  );
  registerCall(app, calls.postStaffIpoPostponement, ({ request, params, body }) =>
    desk.postpone(staffMemberOf(request), params.ipoID, body),
  );
  registerCall(app, calls.postStaffIpoCancellation, ({ request, params, body }) =>
    desk.cancel(staffMemberOf(request), params.ipoID, body.reason),
  );
  registerCall(app, calls.postStaffIpoListing, ({ request, params }) =>
    desk.listing(staffMemberOf(request), params.ipoID),
  );
  registerStaffFileRoute(app, calls.getStaffIpoApplicationsExport, 'E7060', async (request) => {
    const { ipoID } = request.params as { ipoID: string };
    const csv = await desk.export(staffMemberOf(request), ipoID);
    return {
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(csv, 'utf8'),
      fileName: `${ipoID}-applications.csv`,
    };
  });
}
