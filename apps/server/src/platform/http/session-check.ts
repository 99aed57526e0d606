import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestHeaders } from '@lantau/contract';
import { AppError } from './app-error';
import { headerText } from './headers';

/**
 * The session check of calls that need a session, in two steps. `identify` runs when the request arrives,
 * before its body is read: without a live session (E0001) nobody makes the server receive and hold a body, of
 * any size. `verify` runs once the body is in (the signature covers it): the rest of the checks.
 */
export interface SessionCheck {
  identify(request: FastifyRequest): Promise<void>;
  verify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Who the caller of a verified request is, as the platform keeps things per caller (Idempotency-Keys):
   * 'client:<userID>', 'staff:<broker>:<staffID>'.
   */
  scopeOf(request: FastifyRequest): string;
}

/**
 * A session check from the lookup of the live session the Token header names and the checks of a session once
 * the body is in. The session is looked up again then (it may have ended while the body was arriving).
 */
export function sessionCheck<S>(
  findLive: (token: string | undefined, now: Date) => Promise<S | undefined>,
  verify: (request: FastifyRequest, reply: FastifyReply, session: S, now: Date) => Promise<void>,
  scopeOf: (request: FastifyRequest) => string,
): SessionCheck {
  const liveSessionOf = async (request: FastifyRequest, now: Date) => {
    const session = await findLive(headerText(request.headers[requestHeaders.token]), now);
    if (!session) throw new AppError('E0001');
    return session;
  };
  return {
    async identify(request) {
      await liveSessionOf(request, new Date());
    },
    async verify(request, reply) {
      const now = new Date();
      await verify(request, reply, await liveSessionOf(request, now), now);
    },
    scopeOf,
  };
}
