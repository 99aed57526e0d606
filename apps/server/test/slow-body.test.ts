import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';

interface Outcome {
  answer: string;
  closed: boolean;
  elapsedMs: number;
}

/**
 * Sends a request's headers and the start of its body over a raw socket, then nothing more, as a slow or
 * hostile client would; reports what the server said and whether it hung up within `waitMs`.
 */
function sendUnfinishedBody(baseUrl: string, waitMs: number): Promise<Outcome> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closed, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/auths/logins HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"userID":',
    );
  });
}

describe.each(testBackends)('a request body that never finishes (%s)', (backend) => {
  const server = useTestServer(backend, { bodyTimeoutSeconds: 1 });

  it('is answered 408 and the connection closed once the body time-out has passed', async () => {
    // Today's deadline is one second; without one the server would still be waiting when this gives up.
    const outcome = await sendUnfinishedBody(server.current.baseUrl, 8_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closed).toBe(true);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(900);
  });

  it('still serves a request whose body arrives in time', async () => {
    const response = await server.current.post('/report-api/product_usage_errors', { reports: [] });
    expect(response.body.code).toBe('E1000');
  });
});
