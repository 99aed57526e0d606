import type { FastifyRequest } from 'fastify';
import { parseAuthorization, requestHeaders, responseHeaders } from '@lantau/contract';
import { AppError } from '../../platform/http/app-error';
import { headerText } from '../../platform/http/headers';
import { sessionCheck, type SessionCheck } from '../../platform/http/session-check';
import type { NonceStore } from './nonce-store';
import { sha256Hex } from './secrets';
import type { AuthSession, SessionService } from './session-service';
import { checkSigned } from './signature';

/** The request is signed with the session's key, freshly (E4001) and correctly, with an unused nonce (E4003). */
export async function assertSigned(
  request: FastifyRequest,
  session: { sessionId: string; signingKey: string },
  nonces: NonceStore,
  nowMs: number,
) {
  const authorization = parseAuthorization(headerText(request.headers[requestHeaders.authorization]));
  if (!authorization) throw new AppError('E4003');
  const parts = {
    method: request.method,
    pathWithQuery: request.url,
    timestamp: authorization.timestamp,
    nonce: authorization.nonce,
    bodySha256Hex: sha256Hex(request.rawBody ?? ''),
  };
  const outcome = await checkSigned(session, parts, authorization.signature, nonces, nowMs);
  if (outcome === 'stale') throw new AppError('E4001');
  if (outcome === 'invalid') throw new AppError('E4003');
}

/** The session's user and broker are the only ones it may name: in the path and in x-broker-code. */
function assertOwnScope(request: FastifyRequest, session: AuthSession) {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const brokerHeader = headerText(request.headers[requestHeaders.brokerCode]);
  if (brokerHeader !== undefined && brokerHeader !== session.brokerCode) throw new AppError('E2014');
  if (params.brokerCode !== undefined && params.brokerCode !== session.brokerCode)
    throw new AppError('E2014');
  if (params.userID !== undefined && params.userID !== session.userId) throw new AppError('E2014');
}

/**
 * The check every call with `access: 'client'` passes before its input is even validated. Before the body is
 * read: a live session named by the Token header (E0001). Once it arrived: a fresh (E4001), correct and
 * unreplayed (E4003) signature over it, the caller's own user and broker (E2014), and no post-login task left
 * unless the route allows it (E2013). Then the idle timeout slides and the response says how long is left.
 */
export function createAuthenticator(sessions: SessionService, nonces: NonceStore): SessionCheck {
  return sessionCheck(
    (token, now) => sessions.findLive(token, now),
    async (request, reply, session, now) => {
      await assertSigned(request, session, nonces, now.getTime());
      assertOwnScope(request, session);
      if (session.pendingTasks.length > 0 && !request.routeOptions.config.allowedWithPendingTasks) {
        throw new AppError('E2013', { pendingTasks: session.pendingTasks });
      }
      const remaining = await sessions.touch(session, now);
      reply.header(responseHeaders.sessionExpiresIn, String(remaining));
      request.auth = session;
    },
    (request) => `client:${sessionOf(request).userId}`,
  );
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/** The session of an authenticated call (registerCall guarantees one for `access: 'client'` calls). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError('E0001');
  return request.auth;
}
