import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { manualJobClock } from './support/manual-job-clock';
import { sessionsFor } from './support/market-data';
import { bookPrice, hkOrder, placeOrder, waitForOrder } from './support/orders';
import { helloSocket } from './support/session-socket';
import { useTestServer } from './support/test-server';

/** An IPv4 address of this machine that is not loopback: a caller from it is "elsewhere" to the server. */
const otherAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

const TOKEN = 'metrics-test-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus text format, one sample a line (comments skipped). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The sum of the samples of `name` whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

describe.each(testBackends)('GET /metrics (%s)', (backend) => {
  const clock = manualJobClock(Date.now());
  // Listening on every interface and trusting X-Forwarded-For: the setting in which request.ip lies most.
  const server = useTestServer(backend, {
    ...identityConfig,
    host: '0.0.0.0',
    trustProxy: true,
    jobClock: clock,
    metrics: { token: TOKEN, enabled: true },
  });
  const sessionOf = sessionsFor(server);
  const port = () => new URL(server.current.baseUrl).port;
  const metrics = (host: string, headers: Record<string, string> = {}) =>
    fetch(`http://${host}:${port()}/metrics`, { headers });
  const read = async () => {
    const response = await metrics('127.0.0.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return samplesOf(await response.text());
  };

  it('counts requests by route and status, sockets, the order path, jobs and the pool', async () => {
    const before = await read();
    const requestsOf = (samples: Sample[], labels: Record<string, string>) =>
      valueOf(samples, 'lantau_http_requests_total', labels);
    for (let i = 0; i < 3; i += 1)
      expect((await server.current.fetch('/api/brokers/LTU/tips')).status).toBe(200);
    expect((await server.current.fetch('/api/no-such-call')).status).toBe(404);

    const session = await sessionOf('LTU1001');
    const socket = await helloSocket(server.current, session);
    const placed = await placeOrder(
      server.current,
      session,
      hkOrder({ orderType: 'ELO', price: bookPrice(server.current, 'HK', '00700', 'ask', 2) }),
    );
    expect(placed.body.code).toBe('OK');
    const { order } = await waitForOrder(server.current, session, placed.body.data.orderID, (o) =>
      ['FFL'].includes(o.status),
    );
    expect(order.status).toBe('FFL');
    // The purge job's first tick comes a minute after start.
    await clock.advance(60_000);

    await expect
      .poll(async () => valueOf(await read(), 'lantau_job_duration_seconds_count', { job: 'purge' }), {
        timeout: 20_000,
      })
      .toBe(1);
    const after = await read();
    const grew = (labels: Record<string, string>) => requestsOf(after, labels) - requestsOf(before, labels);
    expect(grew({ method: 'GET', route: '/api/brokers/:brokerCode/tips', status: '200' })).toBe(3);
    expect(grew({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(grew({ method: 'POST', route: '/api/orders', status: '200' })).toBe(1);
    expect(
      valueOf(after, 'lantau_http_request_duration_seconds_count', {
        route: '/api/brokers/:brokerCode/tips',
      }),
    ).toBe(3);

    expect(valueOf(after, 'lantau_open_sockets', { path: '/ws/session' })).toBe(1);
    expect(valueOf(after, 'lantau_order_placement_seconds_count')).toBe(1);
    expect(valueOf(after, 'lantau_order_exchange_answer_seconds_count', { outcome: 'ACK' })).toBe(1);
    expect(valueOf(after, 'lantau_order_report_applied_seconds_count', { kind: 'fill' })).toBeGreaterThan(0);
    expect(valueOf(after, 'lantau_job_lag_seconds_count', { job: 'purge' })).toBe(1);
    expect(valueOf(after, 'lantau_db_pool_connections')).toBeGreaterThan(0);
    expect(after.some((sample) => sample.name === 'lantau_db_pool_waiting_requests')).toBe(true);
    // prom-client's process metrics: the event loop's lag among them.
    expect(after.some((sample) => sample.name === 'lantau_nodejs_eventloop_lag_p99_seconds')).toBe(true);

    socket.socket.close();
    await socket.closed;
    await expect
      .poll(async () => valueOf(await read(), 'lantau_open_sockets', { path: '/ws/session' }))
      .toBe(0);
  });

  it('refuses a caller that a proxy on this machine forwards from elsewhere, unless it shows the token', async () => {
    const elsewhere = { 'x-forwarded-for': '203.0.113.9' };
    expect((await metrics('127.0.0.1', elsewhere)).status).toBe(404);
    expect((await metrics('127.0.0.1', { ...elsewhere, authorization: 'Bearer wrong-token' })).status).toBe(
      404,
    );
    const withToken = await metrics('127.0.0.1', { ...elsewhere, authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('lantau_http_requests_total');
  });

  it.skipIf(!otherAddress)('refuses a caller on another address without the token', async () => {
    const address = otherAddress ?? '';
    const attempts: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of attempts) {
      const response = await metrics(address, headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(await response.text()).not.toContain('lantau_');
    }
    expect((await metrics(address, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });
});
