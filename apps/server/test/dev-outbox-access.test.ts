import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { identityConfig, logIn } from './support/identity';
import { useTestServer } from './support/test-server';

/** An IPv4 address of this machine that is not loopback: a caller from it is "elsewhere" to the server. */
const otherAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

describe.each(testBackends)('the development outbox answers only this machine (%s)', (backend) => {
  // Listening on every interface and trusting X-Forwarded-For: the setting in which request.ip lies most.
  const server = useTestServer(backend, { ...identityConfig, host: '0.0.0.0', trustProxy: true });
  const port = () => new URL(server.current.baseUrl).port;
  const outboxJson = (host: string, headers: Record<string, string> = {}) =>
    fetch(`http://${host}:${port()}/dev/outbox.json?userID=KLN2001`, { headers });

  it('shows the codes to a caller on loopback', async () => {
    await logIn(server.current, 'KLN2001');
    const response = await outboxJson('127.0.0.1');
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${port()}/dev/outbox`)).status).toBe(200);
  });

  it('refuses a caller that a proxy on this machine forwards from elsewhere', async () => {
    const forwardedFromElsewhere: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
    ];
    for (const headers of forwardedFromElsewhere) {
      const response = await outboxJson('127.0.0.1', headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(await response.text()).not.toContain('KLN2001');
    }
    const page = await fetch(`http://127.0.0.1:${port()}/dev/outbox`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(await page.text()).not.toContain('Development outbox');
  });

  it.skipIf(!otherAddress)(
    'refuses a caller on another address, even one claiming to be loopback',
    async () => {
      const address = otherAddress ?? '';
      const claims: Record<string, string>[] = [{}, { 'x-forwarded-for': '127.0.0.1' }];
      for (const headers of claims) {
        const response = await outboxJson(address, headers);
        expect(response.status, JSON.stringify(headers)).toBe(404);
        expect(await response.text()).not.toContain('KLN2001');
      }
    },
  );
});
