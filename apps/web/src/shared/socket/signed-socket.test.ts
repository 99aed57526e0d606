import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { socketPaths } from '@lantau/contract';
import { FakeWebSocket } from '../../test/fake-websocket';
import { createSignedSocket } from './signed-socket';

const signingKey = Buffer.from('a 32-byte session signing key!!!').toString('base64url');

afterEach(() => FakeWebSocket.reset());

describe('signed socket', () => {
  it('connects to its path and says a signed hello after the open callback, on every connection', async () => {
    const steps: string[] = [];
    const client = createSignedSocket({
      path: socketPaths.messages,
      credentials: () => ({ token: 'tok', signingKey }),
      schema: z.unknown(),
      onMessage: () => undefined,
      onOpen: () => steps.push(`open ${FakeWebSocket.latest()?.sent.length}`),
      createWebSocket: (url) => new FakeWebSocket(url),
    });
    client.connect();
    const socket = FakeWebSocket.latest()!;
    expect(socket.url).toMatch(/\/ws\/messages$/);
    socket.open();
    // The caller forgets the old connection's state before anything is said on the new one.
    expect(steps).toEqual(['open 0']);
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ type: 'hello', token: 'tok' });
    client.close();
  });

  it('takes an address of its own in tests', () => {
    const client = createSignedSocket({
      path: socketPaths.stream,
      url: 'ws://test/ws/stream',
      credentials: () => undefined,
      schema: z.unknown(),
      onMessage: () => undefined,
      createWebSocket: (url) => new FakeWebSocket(url),
    });
    client.connect();
    expect(FakeWebSocket.latest()!.url).toBe('ws://test/ws/stream');
    client.close();
  });
});
