import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { socketPaths } from '@lantau/contract';
import { testBackends } from './support/backends';
import { brokerHeaders, demoClient, identityConfig, logIn, mobileOf } from './support/identity';
import { useTestServer } from './support/test-server';

interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

const levels = { info: 30, warn: 40, error: 50 };

/** Opens a socket, sends `frame` as it is (bytes not checked by this client), and waits for the server to end it. */
async function sendAndAwaitClose(baseUrl: string, path: string, frame: Buffer | string): Promise<number> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`);
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve) => socket.once('open', () => resolve()));
  // ws sends a Buffer as a text frame without checking it is UTF-8, as a broken client might.
  socket.send(frame, { binary: false });
  return closed;
}

describe.each(testBackends)('what the server logs (%s)', (backend) => {
  const lines: LogLine[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  const server = useTestServer(backend, { ...identityConfig, logLevel: 'info', logStream });
  const client = demoClient('LTU1001');

  it('logs a client that breaks the socket protocol as a warning, never as a server error', async () => {
    lines.length = 0;
    const invalidUtf8 = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);
    const oversized = JSON.stringify({ type: 'hello', token: 'x'.repeat(20_000) });
    for (const path of [socketPaths.stream, socketPaths.session]) {
      expect(await sendAndAwaitClose(server.current.baseUrl, path, invalidUtf8)).toBe(1007);
      expect(await sendAndAwaitClose(server.current.baseUrl, path, oversized)).toBe(1009);
      await sendAndAwaitClose(server.current.baseUrl, path, '{"type":"hello"');
      await sendAndAwaitClose(server.current.baseUrl, path, JSON.stringify({ type: 'hello', token: 'nope' }));
    }
    expect(lines.filter((line) => line.level >= levels.error)).toEqual([]);
    const protocolWarnings = lines.filter(
      (line) => line.level === levels.warn && /socket/.test(line.msg ?? ''),
    );
    expect(protocolWarnings).toHaveLength(4);
  });

  it('keeps phone numbers and e-mail addresses out of the log', async () => {
    await logIn(server.current, client.userId);
    lines.length = 0;
    const mobile = mobileOf(client);
    for (const to of [mobile, client.email]) {
      await server.current.fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
    }
    await server.current.call(
      `/api/auths/otps?feature=RESET_PASSWORD&userID=${client.userId}&contact=${encodeURIComponent(client.email)}`,
      { headers: brokerHeaders('LTU') },
    );
    await server.current.post(
      '/api/auths/password_resets',
      { userID: client.userId, contact: mobile, otp: '000000', newPassword: 'x', confirmation: 'y' },
      brokerHeaders('LTU'),
    );
    const logged = JSON.stringify(lines);
    // The requests were logged, with their addresses masked.
    expect(logged).toContain('/dev/outbox.json?to=');
    expect(logged).toContain('/api/auths/otps?');
    for (const secret of [client.email, encodeURIComponent(client.email), client.mobile.number]) {
      expect(logged).not.toContain(secret);
    }
  });
});
