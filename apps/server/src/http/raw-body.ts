import type { FastifyInstance } from 'fastify';

/**
 * Keeps JSON bodies exactly as they arrived (request.rawBody), because the request signature covers the
 * SHA-256 of the raw bytes: hashing a re-serialised object would reject honest clients and accept tampered
 * whitespace. Parsing, limits and errors stay Fastify's own.
 */
export function registerRawJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('rawBody', undefined);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    // Typed for text, but Fastify's parser reads buffers too (secure-json-parse accepts both).
    parseJson(request, body as unknown as string, done);
  });
}
