import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/test-server';

// The load balancer's health check (npm run cluster): ready while the database answers, 503 once draining.
describe('readiness', () => {
  const server = useTestServer('embedded');

  it('answers OK with the database checked and Redis off when REDIS_URL is unset', async () => {
    const ready = await server.current.call('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ code: 'OK', data: { database: 'ok', redis: 'off' } });
    expect(ready.headers.get('connection')).toBe('keep-alive');
  });

  it('is in the API document', async () => {
    const document = await server.current.call<never>('/api/docs/json');
    expect(Object.keys((document.body as unknown as { paths: object }).paths)).toContain('/api/ready');
  });

  it('answers 503 (E5003) once the node drains, while other calls are still served', async () => {
    server.current.app.readiness.drain();
    const ready = await server.current.call('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.code).toBe('E5003');
    const served = await server.current.call('/market-api/systems/brokers');
    expect(served.status).toBe(200);
    // Its connection is not kept for another call: the node is about to close it.
    expect(served.headers.get('connection')).toBe('close');
  });
});
