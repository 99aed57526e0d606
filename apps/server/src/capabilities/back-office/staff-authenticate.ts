import type { FastifyRequest } from 'fastify';
import { permissionOf, requestHeaders, responseHeaders } from '@lantau/contract';
import { assertSigned } from '../auth/authenticate';
import type { NonceStore } from '../auth/nonce-store';
import { AppError } from '../../platform/http/app-error';
import { headerText } from '../../platform/http/headers';
import { sessionCheck, type SessionCheck } from '../../platform/http/session-check';
import type { StaffSession, StaffSessions } from './staff-sessions';

/**
 * The check every staff call passes before its input is validated. Before the body is read: a live staff
 * session named by the Token header (E0001: a client's token names none). Once it arrived: signed like a
 * client's calls (E4001, E4003), of the broker the request names (E2014), holding the permission the call
 * declares (E8001). Then the idle time-out slides.
 */
export function createStaffAuthenticator(sessions: StaffSessions, nonces: NonceStore): SessionCheck {
  return sessionCheck(
    (token, now) => sessions.findLive(token, now),
    async (request, reply, session, now) => {
      await assertSigned(request, session, nonces, now.getTime());
      const brokerHeader = headerText(request.headers[requestHeaders.brokerCode]);
      if (brokerHeader !== undefined && brokerHeader !== session.brokerCode) throw new AppError('E2014');
      const call = request.routeOptions.config.call;
      const needed = call && permissionOf(call.access);
      if (needed && !session.permissions.includes(needed))
        throw new AppError('E8001', { permission: needed });
      const remaining = await sessions.touch(session, now);
      reply.header(responseHeaders.sessionExpiresIn, String(remaining));
      request.staff = session;
    },
    (request) => `staff:${staffOf(request).brokerCode}:${staffOf(request).staffId}`,
  );
}

/** The staff session of a staff call (registerCall guarantees one for staff calls). */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new AppError('E0001');
  return request.staff;
}
