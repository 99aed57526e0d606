import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  getAnnouncements,
  getStaffAnnouncements,
  getStaffClient,
  getStaffClientRecords,
  getStaffClients,
  putStaffClientProfessionalInvestor,
  getStaffQuotePlanApplications,
  postStaffAnnouncement,
  postStaffAnnouncementPublish,
  postStaffAnnouncementUnpublish,
  postStaffQuotePlanGrant,
  postStaffQuotePlanRefuse,
} from '@lantau/contract';
import type { AccountService } from '../accounts/account-service';
import { sessionOf } from '../auth/authenticate';
import type { EventBus } from '../../platform/events/event-bus';
import { registerCall } from '../../platform/http/register-call';
import { createQuotePlanRepository } from '../market-data/quote-plan-repository';
import { createAnnouncements } from './announcements';
import { createClientLookup } from './client-lookup';
import { createQuotePlanQueue } from './quote-plan-queue';
import { staffActorOf } from './staff-actor';
import { staffOf } from './staff-authenticate';

const actorOf = (request: FastifyRequest) => staffActorOf(staffOf(request));
const brokerOf = (request: FastifyRequest) => staffOf(request).brokerCode;

/**
 * The back office's queues besides funds and dividends: quote plan applications, notices and announcements
 * (and the client call that shows the published ones on the home page), and the client look-up.
 */
export function registerBackOfficeQueues(
  app: FastifyInstance,
  shared: { db: Kysely<Database>; bus: EventBus; accounts: AccountService },
): void {
  const { db } = shared;
  const plans = createQuotePlanQueue(db, createQuotePlanRepository(db), shared.bus);
  const announcements = createAnnouncements(db);
  const clients = createClientLookup(db, shared.accounts);

  registerCall(app, getStaffQuotePlanApplications, ({ request, query }) =>
    plans.list(brokerOf(request), query),
  );
  registerCall(app, postStaffQuotePlanGrant, ({ request, params }) =>
    plans.grant(actorOf(request), params.applicationID),
  );
  registerCall(app, postStaffQuotePlanRefuse, ({ request, params, body }) =>
    plans.refuse(actorOf(request), params.applicationID, body.reason),
  );

  registerCall(app, getStaffAnnouncements, ({ request, query }) =>
    announcements.list(brokerOf(request), query),
  );
  registerCall(
    app,
    postStaffAnnouncement,
    ({ request, body, idempotency }) => announcements.write(actorOf(request), body, idempotency),
    {
      idempotency: {
        db: shared.db,
        replay: (announcementId, { request }) => announcements.written(brokerOf(request), announcementId),
      },
    },
  );
  registerCall(app, postStaffAnnouncementPublish, ({ request, params }) =>
    announcements.publish(actorOf(request), params.announcementID),
  );
  registerCall(app, postStaffAnnouncementUnpublish, ({ request, params }) =>
    announcements.unpublish(actorOf(request), params.announcementID),
  );
  registerCall(app, getAnnouncements, ({ request, query }) =>
    announcements.latestPublished(sessionOf(request).brokerCode, query.limit),
  );

  registerCall(app, getStaffClients, ({ request, query }) => clients.search(brokerOf(request), query.q));
  registerCall(app, getStaffClient, ({ request, params }) =>
    clients.profile(actorOf(request), params.userID),
  );
  registerCall(app, putStaffClientProfessionalInvestor, ({ request, params, body }) =>
    clients.setProfessionalInvestor(actorOf(request), params.userID, body.professionalInvestor),
  );
  registerCall(app, getStaffClientRecords, ({ request, params, query }) =>
    clients.records(actorOf(request), params.userID, params.accountNumber, query, request.language),
  );
}
