import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session check of calls that need a session, in two steps. `identify` runs when the request arrives,
 * before its body is read: without a live session (E0001) nobody makes the server receive and hold a body, of
 * any size. `verify` runs once the body is in (the signature covers it): the rest of the checks.
 */
export interface SessionCheck {
  identify(request: FastifyRequest): Promise<void>;
  verify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}
