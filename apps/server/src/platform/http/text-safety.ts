import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldIssue } from '@lantau/contract';
import { issueMessages, localize } from '../i18n/server-messages';
import { AppError } from './app-error';

/**
 * A NUL character (PostgreSQL text and jsonb cannot hold one) or half of a UTF-16 surrogate pair without its
 * other half (not a character at all: JSON allows it as an escape, UTF-8 cannot encode it). Neither belongs in
 * any field of this API, and letting one reach the database turns a bad input into a server error.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this looks for
const unsafeText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeText = (text: string): boolean => unsafeText.test(text);

/** A key that carries such characters is named with them replaced, so the answer itself stays clean text. */
const printableKey = (key: string) => key.replace(new RegExp(unsafeText, 'g'), '\ufffd');

/** The paths ('body.reports.0.message') of every text, or object key, with unsafe characters in `value`. */
export function unsafeTextPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return hasUnsafeText(value) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const itemPath = `${path}.${printableKey(key)}`;
    return [...(hasUnsafeText(key) ? [itemPath] : []), ...unsafeTextPaths(item, itemPath)];
  });
}

const requestParts: [string, (request: FastifyRequest) => unknown][] = [
  ['params', (request) => request.params],
  ['query', (request) => request.query],
  ['body', (request) => request.body],
];

/**
 * Refuses unsafe characters in the params, query and body of every route, contract calls and the others
 * (development outbox, API docs, sockets) alike, as E1000 with a field issue per offending field. It runs
 * after a call's session check and schema validation, so callers without a session learn nothing, and the
 * check sees exactly what the handler would get.
 */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const paths = requestParts.flatMap(([name, part]) => unsafeTextPaths(part(request), name));
    if (paths.length === 0) return;
    const message = localize(issueMessages.unsafeText, request.language);
    throw new AppError(
      'E1000',
      paths.map((path): FieldIssue => ({ path, message })),
    );
  });
}
