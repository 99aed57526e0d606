import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  getAuditRecords,
  getStaffMe,
  postStaffLogin,
  postStaffLogout,
  requestHeaders,
  responseHeaders,
} from '@lantau/contract';
import type { AuthRateLimiter } from '../auth/rate-limiter';
import { headerText } from '../../platform/http/headers';
import { registerCall } from '../../platform/http/register-call';
import { findAuditRecords } from './audit-repository';
import { recordStaffSessionAudit } from './staff-actor';
import { staffOf } from './staff-authenticate';
import { memberView, type StaffLogin } from './staff-login';
import type { StaffSessions } from './staff-sessions';

/** Staff login, logout, profile and the audit trail. */
export function registerStaffRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; login: StaffLogin; sessions: StaffSessions; limiter: AuthRateLimiter },
): void {
  const { db, login, sessions, limiter } = deps;
  registerCall(app, postStaffLogin, async ({ body, request, reply }) => {
    // The clients' allowance per address; the one per staff ID is the login guard's.
    await limiter.check('staff-login', { loginPerAddress: request.ip });
    const result = await login.login({
      ...body,
      twoFaToken: headerText(request.headers[requestHeaders.twoFaToken]),
      language: request.language,
      address: request.ip,
      deviceUuid: headerText(request.headers[requestHeaders.deviceUuid])?.slice(0, 128) ?? null,
    });
    if (result.status === 'LOGGED_IN') {
      reply.header(responseHeaders.token, result.session.token);
      reply.header(responseHeaders.sessionExpiresIn, String(result.session.sessionRemainSec));
    }
    return result;
  });

  registerCall(app, postStaffLogout, async ({ request }) => {
    const staff = staffOf(request);
    await sessions.end(staff.sessionId, new Date());
    await recordStaffSessionAudit(db, staff, 'staff.loggedOut');
    return null;
  });

  registerCall(app, getStaffMe, async ({ request }) => {
    const staff = staffOf(request);
    return memberView({
      broker_code: staff.brokerCode,
      staff_id: staff.staffId,
      name: staff.name,
      roles: staff.roles,
    });
  });

  registerCall(app, getAuditRecords, async ({ query, request }) =>
    findAuditRecords(db, { ...query, brokerCode: staffOf(request).brokerCode }),
  );
}
