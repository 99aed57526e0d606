import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getStaffCertificate,
  getStaffEddaAuthorisations,
  getStaffFundRequest,
  getStaffFundRequests,
  postStaffDepositCredit,
  postStaffDepositRefuse,
  postStaffEddaConfirm,
  postStaffEddaRefuse,
  postStaffExchangeProcess,
  postStaffExchangeRefuse,
  postStaffFundApprove,
  postStaffFundRefuse,
  postStaffPaymentApprove,
  postStaffPaymentPrepare,
  postStaffPaymentRefuse,
} from '@lantau/contract';
import { staffOf } from '../back-office/staff-authenticate';
import { registerStaffFileRoute } from '../back-office/staff-file-route';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';
import { certificateImageForBroker } from './certificates';
import type { Edda } from './edda';
import type { FundContext } from './fund-context';
import { fundRepository } from './fund-repository';
import { staffFundRequestViews } from './fund-views';
import { auditActorOf, type FundActor, type StaffActions } from './staff-actions';

const actorOf = (request: FastifyRequest): FundActor => ({ kind: 'STAFF', session: staffOf(request) });
const brokerOf = (request: FastifyRequest) => staffOf(request).brokerCode;

/** /api/staff/funds: the back office's queues and actions on fund requests and eDDA authorisations. */
export function registerStaffFundRoutes(
  app: FastifyInstance,
  context: FundContext,
  parts: { actions: StaffActions; edda: Edda },
): void {
  const { actions, edda } = parts;
  const { db } = context;
  registerCall(app, getStaffFundRequests, async ({ request, query }) => {
    const { rows, total } = await fundRepository.listForBroker(db, {
      brokerCode: brokerOf(request),
      queue: query.queue,
      type: query.type,
      statuses: query.status,
      userId: query.userID,
      limit: query.limit,
      offset: query.offset,
    });
    return { total, requests: await staffFundRequestViews(db, rows) };
  });
  registerCall(app, getStaffFundRequest, async ({ request, params }) => {
    const row = await fundRepository.find(db, params.requestID);
    if (!row || row.broker_code !== brokerOf(request)) throw new AppError('E7020');
    return (await staffFundRequestViews(db, [row]))[0]!;
  });
  registerCall(app, postStaffFundApprove, ({ request, params }) =>
    actions.approve(brokerOf(request), params.requestID, actorOf(request)),
  );
  registerCall(app, postStaffFundRefuse, ({ request, params, body }) =>
    actions.refuseApproval(brokerOf(request), params.requestID, actorOf(request), body.reason),
  );
  registerCall(app, postStaffDepositCredit, ({ request, params }) =>
    actions.creditDeposit(brokerOf(request), params.requestID, actorOf(request)),
  );
  registerCall(app, postStaffDepositRefuse, ({ request, params, body }) =>
    actions.refuseDeposit(brokerOf(request), params.requestID, actorOf(request), body.reason),
  );
  registerCall(app, postStaffPaymentPrepare, ({ request, params }) =>
    actions.preparePayment(brokerOf(request), params.requestID, actorOf(request)),
  );
  registerCall(app, postStaffPaymentApprove, ({ request, params }) =>
    actions.approvePayment(brokerOf(request), params.requestID, actorOf(request)),
  );
  registerCall(app, postStaffPaymentRefuse, ({ request, params, body }) =>
    actions.refusePayment(brokerOf(request), params.requestID, actorOf(request), body.reason),
  );
  registerCall(app, postStaffExchangeProcess, ({ request, params }) =>
    actions.processExchange(brokerOf(request), params.requestID, actorOf(request)),
  );
  registerCall(app, postStaffExchangeRefuse, ({ request, params, body }) =>
    actions.refuseExchange(brokerOf(request), params.requestID, actorOf(request), body.reason),
  );
  registerCall(app, getStaffEddaAuthorisations, ({ request, query }) =>
    edda.listForBroker(brokerOf(request), query),
  );
  registerCall(app, postStaffEddaConfirm, ({ request, params }) =>
    edda.confirm(brokerOf(request), params.eddaID, auditActorOf(actorOf(request))),
  );
  registerCall(app, postStaffEddaRefuse, ({ request, params, body }) =>
    edda.refuse(brokerOf(request), params.eddaID, auditActorOf(actorOf(request)), body.reason),
  );

  registerStaffFileRoute(app, getStaffCertificate, 'E7005', async (request) => {
    const { certificateID } = request.params as { certificateID: string };
    return certificateImageForBroker(db, brokerOf(request), certificateID);
  });
}
