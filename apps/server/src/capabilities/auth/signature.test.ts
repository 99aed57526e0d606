import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalRequest, formatAuthorization, parseAuthorization } from '@lantau/contract';
import { isFreshTimestamp, isValidSignature, requestSignature } from './signature';

const key = Buffer.alloc(32, 1).toString('base64url');
const parts = {
  method: 'patch',
  pathWithQuery: '/api/users/LTU1001/configurations?key=QUOTE_COLOR',
  timestamp: 1_700_000_000,
  nonce: 'abcdefghijklmnop',
  bodySha256Hex: createHash('sha256').update('{"config":{"QUICK_ORDER":true}}').digest('hex'),
};

describe('request signature', () => {
  it('signs the canonical text with HMAC-SHA256 under the base64url key', () => {
    expect(canonicalRequest(parts).split('\n')).toEqual([
      'PATCH',
      parts.pathWithQuery,
      '1700000000',
      'abcdefghijklmnop',
      parts.bodySha256Hex,
    ]);
    const signature = requestSignature(key, parts);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isValidSignature(key, parts, signature)).toBe(true);
  });

  it('fails for any change of method, path, time, nonce, body or key', () => {
    const signature = requestSignature(key, parts);
    for (const changed of [
      { ...parts, method: 'GET' },
      { ...parts, pathWithQuery: '/api/users/LTU1002/configurations?key=QUOTE_COLOR' },
      { ...parts, timestamp: parts.timestamp + 1 },
      { ...parts, nonce: 'abcdefghijklmnoq' },
      { ...parts, bodySha256Hex: createHash('sha256').update('').digest('hex') },
    ]) {
      expect(isValidSignature(key, changed, signature)).toBe(false);
    }
    expect(isValidSignature(Buffer.alloc(32, 2).toString('base64url'), parts, signature)).toBe(false);
    expect(isValidSignature(key, parts, signature.slice(0, -2))).toBe(false);
    expect(isValidSignature(key, parts, '')).toBe(false);
  });

  it('travels in the Authorization header and back', () => {
    const signature = requestSignature(key, parts);
    const header = formatAuthorization(parts.timestamp, parts.nonce, signature);
    expect(parseAuthorization(header)).toEqual({ timestamp: parts.timestamp, nonce: parts.nonce, signature });
    expect(parseAuthorization('Bearer x')).toBeNull();
    expect(parseAuthorization(`LTU-HMAC-SHA256 Timestamp=1, Nonce=short, Signature=${signature}`)).toBeNull();
  });

  it('accepts timestamps within 300 s of the server clock', () => {
    const now = 1_700_000_000_000;
    expect(isFreshTimestamp(1_700_000_300, now)).toBe(true);
    expect(isFreshTimestamp(1_699_999_700, now)).toBe(true);
    expect(isFreshTimestamp(1_700_000_301, now)).toBe(false);
    expect(isFreshTimestamp(1_699_999_699, now)).toBe(false);
  });
});
