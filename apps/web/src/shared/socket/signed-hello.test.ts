import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { socketHelloSchema, socketPaths } from '@lantau/contract';
import { signedSocketHello } from './signed-hello';

const signingKey = Buffer.from('a 32-byte session signing key!!!').toString('base64url');

describe('signed socket hello', () => {
  it('signs a bodiless GET of the socket path with the session key, as the server checks it', async () => {
    const hello = await signedSocketHello(
      socketPaths.stream,
      { token: 'tok', signingKey },
      () => 1_700_000_000_000,
    );
    expect(socketHelloSchema.parse(hello)).toEqual(hello);
    expect(hello).toMatchObject({ type: 'hello', token: 'tok', timestamp: 1_700_000_000 });
    // Computed here with Node's own HMAC, from the canonical text of the contract's signing scheme.
    const canonical = [
      'GET',
      '/ws/stream',
      '1700000000',
      hello?.nonce,
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n');
    const expected = createHmac('sha256', Buffer.from(signingKey, 'base64url'))
      .update(canonical)
      .digest('base64url');
    expect(hello?.signature).toBe(expected);
  });

  it('says nothing without a signing key', async () => {
    expect(await signedSocketHello(socketPaths.session, { token: 'tok' })).toBeUndefined();
    expect(await signedSocketHello(socketPaths.session, undefined)).toBeUndefined();
  });
});
