import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalRequest, limits, type SignedParts } from '@lantau/contract';

/** Signature = base64url(HMAC-SHA256(signingKey, canonicalRequest)), the key itself being base64url. */
export function requestSignature(signingKey: string, parts: SignedParts): string {
  return createHmac('sha256', Buffer.from(signingKey, 'base64url'))
    .update(canonicalRequest(parts))
    .digest('base64url');
}

export function isValidSignature(signingKey: string, parts: SignedParts, signature: string): boolean {
  const expected = Buffer.from(requestSignature(signingKey, parts), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether a signed timestamp (unix seconds) is within the validity window of the server clock. */
export function isFreshTimestamp(timestamp: number, nowMs: number): boolean {
  return Math.abs(nowMs / 1000 - timestamp) <= limits.signatureValiditySeconds;
}
