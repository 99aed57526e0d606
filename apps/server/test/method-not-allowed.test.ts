import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';

describe.each(testBackends)('a wrong HTTP method (%s)', (backend) => {
  const server = useTestServer(backend);

  it('answers an API path that exists under other methods with E4005, HTTP 405 and Allow', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/markets/banks', 'GET, HEAD'],
      ['GET', '/api/auths/logins', 'POST'],
      ['PUT', '/api/users/LTU1001/configurations', 'GET, HEAD, PATCH'],
      ['POST', '/market-api/markets/statuses', 'GET, HEAD'],
      ['DELETE', '/report-api/product_usage_errors', 'POST'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await server.current.call(url, { method, headers: { 'x-lang': 'zh_HK' } });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.body).toEqual({ code: 'E4005', message: '不允許此請求方法。', data: null });
    }
  });

  it('keeps E4004 and HTTP 404 for a path no method serves', async () => {
    const response = await server.current.call('/api/no/such/call', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.headers.get('allow')).toBeNull();
    expect(response.body.code).toBe('E4004');
  });

  it('answers other routes plainly with 405 and Allow, and leaves page addresses alone', async () => {
    const outbox = await server.current.fetch('/dev/outbox', { method: 'POST' });
    expect(outbox.status).toBe(405);
    expect(outbox.headers.get('allow')).toBe('GET, HEAD');
    expect(await outbox.text()).toBe('Method not allowed');
    const page = await server.current.fetch('/lantau/index', { method: 'POST' });
    expect(page.status).toBe(404);
  });
});
