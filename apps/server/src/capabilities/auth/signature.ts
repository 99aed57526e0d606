import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalRequest, limits, type SignedParts } from '@lantau/contract';
import type { NonceStore } from './nonce-store';

/** Long enough to outlive any timestamp the signature check still accepts (the window on either side). */
const NONCE_TTL_SECONDS = 2 * limits.signatureValiditySeconds;

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

/**
 * The one check of anything signed with a session's key, HTTP calls and socket hellos alike: a timestamp
 * within the window ('stale', E4001), then the signature and a nonce this session has not used ('invalid',
 * E4003). The nonce is spent only by a correct signature.
 */
export async function checkSigned(
  session: { sessionId: string; signingKey: string },
  parts: SignedParts,
  signature: string,
  nonces: NonceStore,
  nowMs: number,
): Promise<'valid' | 'stale' | 'invalid'> {
  if (!isFreshTimestamp(parts.timestamp, nowMs)) return 'stale';
  if (!isValidSignature(session.signingKey, parts, signature)) return 'invalid';
  return (await nonces.remember(session.sessionId, parts.nonce, NONCE_TTL_SECONDS)) ? 'valid' : 'invalid';
}
