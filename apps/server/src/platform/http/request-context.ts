import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultApiLanguage, requestHeaders, responseHeaders } from '@lantau/contract';
import { isApiPath } from './api-paths';
import { headerText } from './headers';
import { resolveRequestLanguage } from './request-language';

/**
 * Gives a request its language and echoes its id (the client's x-api-code, see request-id.ts), so a client
 * can quote it and support can find the log lines.
 */
export function applyRequestContext(request: FastifyRequest, reply: FastifyReply): void {
  request.language = resolveRequestLanguage(
    headerText(request.headers[requestHeaders.language]),
    headerText(request.headers['accept-language']),
  );
  reply.header(responseHeaders.apiCode, request.id);
  // Account data must not linger in shared or browser caches.
  if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('language', defaultApiLanguage);
  app.addHook('onRequest', async (request, reply) => applyRequestContext(request, reply));
}
