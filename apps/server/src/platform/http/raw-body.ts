import type { FastifyInstance } from 'fastify';
import { issueMessages } from '../i18n/server-messages';
import { AppError } from './app-error';

/**
 * How deep arrays and objects may nest in a JSON body. The deepest body of the contract nests 3 levels; every
 * walk over a parsed body (the schemas, the text-safety check) recurses once per level, so an unbounded depth
 * (100,000 nested arrays fit in 200 KB) would overflow the stack: a server error instead of a refusal.
 */
export const MAX_JSON_DEPTH = 32;

const quote = 0x22;
const backslash = 0x5c;
const opening = new Set([0x5b, 0x7b]);
const closing = new Set([0x5d, 0x7d]);

/**
 * Whether JSON text nests deeper than `limit`, read in one pass over the bytes before parsing (UTF-8 puts no
 * byte below 0x80 inside a multi-byte character, so brackets and quotes are what they look like).
 */
export function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (inString) {
      if (byte === backslash) index += 1;
      else if (byte === quote) inString = false;
    } else if (byte === quote) {
      inString = true;
    } else if (opening.has(byte)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (closing.has(byte)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Keeps JSON bodies exactly as they arrived (request.rawBody), because the request signature covers the
 * SHA-256 of the raw bytes: hashing a re-serialised object would reject honest clients and accept tampered
 * whitespace. Parsing, size limits and syntax errors stay Fastify's own; the nesting depth is bounded here.
 */
export function registerRawJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('rawBody', undefined);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    // A call that takes no body gets nothing parsed: registerCall refuses what was sent, after the session check.
    const call = request.routeOptions.config.call;
    if (call && !call.body) {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(request.rawBody, MAX_JSON_DEPTH)) {
      const message = issueMessages.tooDeep(MAX_JSON_DEPTH, request.language);
      done(new AppError('E1000', [{ path: 'body', message }]), undefined);
      return;
    }
    // Typed for text, but Fastify's parser reads buffers too (secure-json-parse accepts both).
    parseJson(request, body as unknown as string, done);
  });
}
