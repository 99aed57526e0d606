import type { FastifyRequest } from 'fastify';

/**
 * Personal data that must not reach the log: e-mail addresses and phone numbers, wherever they appear (a
 * query string such as /dev/outbox.json?to=..., an error's reason), plain or percent-encoded.
 */
const emailAddress = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;
/** International numbers ('+852 9100 1001', '%2B85291001001'). */
const phoneNumber = /(?:\+|%2B)\d[\d\s-]{5,}\d/gi;
/** Query fields that name where a message goes: masked whatever their value looks like. */
const contactField = /([?&](?:to|contact|email|mobile|phone|areaCode)=)[^&#]*/gi;

export const maskedText = '***';

export function maskPersonalData(text: string): string {
  return text
    .replace(contactField, `$1${maskedText}`)
    .replace(emailAddress, maskedText)
    .replace(phoneNumber, maskedText);
}

/** Masks the string fields of a log line (its `reason`, a `to`...); nested objects have serializers of their own. */
export function maskLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string' ? maskPersonalData(value) : value,
    ]),
  );
}

/** Fastify's request summary for the access log, with the URL's personal data masked. */
export function requestSummary(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskPersonalData(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
