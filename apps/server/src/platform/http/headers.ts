import type { FastifyRequest } from 'fastify';
import { brokerCodeSchema, requestHeaders } from '@lantau/contract';
import { issueMessages, localize } from '../i18n/server-messages';
import { AppError } from './app-error';

/** One header's value (the first, when a header was sent twice). */
export const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The broker a call is made at (x-broker-code); E1000 naming the header when it is missing or malformed. */
export function brokerCodeOf(request: FastifyRequest): string {
  const value = headerText(request.headers[requestHeaders.brokerCode]);
  const parsed = brokerCodeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = value === undefined ? issueMessages.required : issueMessages.wrongFormat;
  throw new AppError('E1000', [
    { path: `headers.${requestHeaders.brokerCode}`, message: localize(message, request.language) },
  ]);
}
