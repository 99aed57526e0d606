import { describe, expect, it } from 'vitest';
import { canonicalRequest, parseAuthorization } from '@lantau/contract';
import { createHmacSigner, newNonce, sha256Hex } from './hmac-signer';
import { base64UrlToBytes, bytesToBase64Url } from '../storage/base64';

const key = bytesToBase64Url(new TextEncoder().encode('a 32-byte session signing key!!!'));

async function expectedSignature(text: string): Promise<string> {
  const imported = await crypto.subtle.importKey(
    'raw',
    base64UrlToBytes(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', imported, new TextEncoder().encode(text));
  return bytesToBase64Url(new Uint8Array(signature));
}

describe('request signer', () => {
  it('hashes bodies as lower-case hex SHA-256', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes nonces the server accepts', () => {
    expect(newNonce()).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newNonce()).not.toBe(newNonce());
  });

  it('signs method, path with query, time, nonce and body hash with the session key', async () => {
    const sign = createHmacSigner({
      signingKey: () => key,
      now: () => 1_767_225_600_123,
      nonce: () => 'nonce-0123456789abcdef',
    });
    const body = '{"config":{"QUOTE_COLOR":"RED_UP"}}';
    const header = await sign({
      method: 'patch',
      url: '/api/users/LTU1001/configurations',
      headers: {},
      body,
    });
    const parsed = parseAuthorization(header!);
    expect(header!.startsWith('LTU-HMAC-SHA256 Timestamp=1767225600, Nonce=nonce-0123456789abcdef, ')).toBe(
      true,
    );
    const text = canonicalRequest({
      method: 'PATCH',
      pathWithQuery: '/api/users/LTU1001/configurations',
      timestamp: 1_767_225_600,
      nonce: 'nonce-0123456789abcdef',
      bodySha256Hex: await sha256Hex(body),
    });
    expect(parsed).toEqual({
      timestamp: 1_767_225_600,
      nonce: 'nonce-0123456789abcdef',
      signature: await expectedSignature(text),
    });
  });

  it('hashes the empty string when there is no body, and keeps the query in the signed path', async () => {
    const sign = createHmacSigner({ signingKey: () => key, now: () => 5_000, nonce: () => 'n'.repeat(16) });
    const header = await sign({ method: 'GET', url: '/api/auths/refresh?x=1', headers: {}, body: undefined });
    const text = ['GET', '/api/auths/refresh?x=1', '5', 'n'.repeat(16), await sha256Hex('')].join('\n');
    expect(parseAuthorization(header!)?.signature).toBe(await expectedSignature(text));
  });

  it('signs nothing without a session key, nor error reports; market-data calls are signed', async () => {
    let current: string | undefined = undefined;
    const sign = createHmacSigner({ signingKey: () => current });
    const request = { method: 'GET', url: '/api/brokers/LTU/tips', headers: {}, body: undefined };
    expect(await sign(request)).toBeUndefined();
    current = key;
    expect(await sign(request)).toMatch(/^LTU-HMAC-SHA256 /);
    expect(await sign({ ...request, url: '/market-api/snapshots/details?market=HK' })).toMatch(
      /^LTU-HMAC-SHA256 /,
    );
    expect(await sign({ ...request, url: '/report-api/brokers/configs' })).toBeUndefined();
  });
});
