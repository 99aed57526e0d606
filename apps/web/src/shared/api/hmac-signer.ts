import { canonicalRequest, formatAuthorization, servicePrefixes } from '@lantau/contract';
import { base64UrlToBytes, bytesToBase64Url } from '../storage/base64';
import type { RequestSigner } from './request-signer';

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Lower-case hex SHA-256 of the exact body sent: JSON text, multipart bytes, or '' when there is none. */
export async function sha256Hex(body: string | Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', typeof body === 'string' ? encoder.encode(body) : body));
}

/** 16 random bytes, base64url: 22 characters of the nonce alphabet the server accepts. */
export function newNonce(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The session's signing key (base64url) as a Web Crypto HMAC key, for signing only. */
export function importSigningKey(keyText: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', base64UrlToBytes(keyText), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

/** base64url HMAC-SHA256 of a canonical text. */
export async function hmacBase64Url(key: CryptoKey, text: string): Promise<string> {
  return bytesToBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text))));
}

export interface HmacSignerOptions {
  /** The session's signing key (base64url), read afresh per request; no key, no signature. */
  signingKey: () => string | undefined;
  now?: () => number;
  nonce?: () => string;
}

const signedPrefixes = [`${servicePrefixes.main}/`, `${servicePrefixes.market}/`];

/**
 * The Authorization signature of the contract (signing.ts): HMAC-SHA256 over the canonical request with the
 * key the login issued. Main and market-data calls are signed (the server checks every call that needs a
 * session, in either service); the error-report service takes no session and is never signed.
 */

export function createHmacSigner(options: HmacSignerOptions): RequestSigner {
  const now = options.now ?? Date.now;
  const nonce = options.nonce ?? newNonce;
  // Importing a key costs a little; a session signs hundreds of requests with the same one.
  let cached: { text: string; key: Promise<CryptoKey> } | undefined;

  const keyFor = (text: string) => {
    if (cached?.text !== text) cached = { text, key: importSigningKey(text) };
    return cached.key;
  };

  return async ({ method, url, body }) => {
    if (!signedPrefixes.some((prefix) => url.startsWith(prefix))) return undefined;
    const keyText = options.signingKey();
    if (!keyText) return undefined;
    const timestamp = Math.floor(now() / 1000);
    const requestNonce = nonce();
    const text = canonicalRequest({
      method,
      pathWithQuery: url,
      timestamp,
      nonce: requestNonce,
      bodySha256Hex: await sha256Hex(body ?? ''),
    });
    const signature = await hmacBase64Url(await keyFor(keyText), text);
    return formatAuthorization(timestamp, requestNonce, signature);
  };
}
