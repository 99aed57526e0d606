import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { clientReport as report } from './support/client-report';
import { brokerHeaders, identityConfig, logIn, outbox } from './support/identity';
import { useTestServer } from './support/test-server';
import { lightweightChartsLogoStyle } from '../src/platform/http/security-headers';

describe.each(testBackends)('error reports and the development outbox (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const stored = () => server.current.app.db.selectFrom('client_reports').selectAll().orderBy('id').execute();

  it('stores a batch of function logs under the broker, and under the user when a live token comes', async () => {
    const anonymous = await server.current.post(
      '/report-api/brokers/function_logs',
      { reports: [report('ApiError', 'slow tips'), report('ApiError', 'slow again')] },
      brokerHeaders('LTU'),
    );
    expect(anonymous.body).toEqual({ code: 'OK', message: '', data: { stored: 2 } });
    const { session } = await logIn(server.current, 'LTU1001');
    const known = await server.current.post(
      '/report-api/product_usage_errors',
      { reports: [report('SyncError', 'x is undefined')] },
      brokerHeaders('LTU', { token: session.token }),
    );
    expect(known.body.data).toEqual({ stored: 1 });
    const rows = await stored();
    expect(rows.map((row) => [row.kind, row.type, row.broker_code, row.user_id])).toEqual([
      ['function_log', 'ApiError', 'LTU', null],
      ['function_log', 'ApiError', 'LTU', null],
      ['product_usage_error', 'SyncError', 'LTU', 'LTU1001'],
    ]);
    expect(rows[2]?.payload).toMatchObject({ message: 'x is undefined', page: '/lantau/index' });
  });

  it('refuses more than 5 reports in a batch, and unknown types', async () => {
    const many = await server.current.post(
      '/report-api/product_usage_errors',
      { reports: Array.from({ length: 6 }, (_, index) => report('AsyncError', `error ${index}`)) },
      brokerHeaders('LTU'),
    );
    expect(many.body).toMatchObject({ code: 'E1000', data: [{ path: 'body.reports' }] });
    const unknown = await server.current.post(
      '/report-api/brokers/function_logs',
      { reports: [report('Oops', 'x')] },
      brokerHeaders('LTU'),
    );
    expect(unknown.body.code).toBe('E1000');
  });

  it('lists sent messages as JSON, newest first, filtered by address or user', async () => {
    await logIn(server.current, 'KLN2001');
    const all = await outbox(server.current);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(all[0] ?? {})).toEqual([
      'id',
      'channel',
      'to',
      'userID',
      'subject',
      'text',
      'createdAt',
    ]);
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
    const mine = await outbox(server.current, { userID: 'KLN2001' });
    expect(mine.map((entry) => [entry.channel, entry.to])).toEqual([
      ['SMS', '+85292002001'],
      ['EMAIL', 'lee.kayan@mail.example'],
    ]);
    expect(mine[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(await outbox(server.current, { to: 'lee.kayan@mail.example' })).toEqual([mine[1]]);
  });

  it('shows them on a readable HTML page with everything escaped', async () => {
    await server.current.app.db
      .insertInto('outbox_messages')
      .values({
        channel: 'EMAIL',
        recipient: 'x@example.com',
        user_id: 'LTU1001',
        subject: '<b>hi</b>',
        body: '<script>alert(1)</script> & more',
      })
      .execute();
    const page = await server.current.fetch('/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>Development outbox</h1>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; more');
    expect(html).not.toContain('<script>');
    // Its style element carries the nonce its policy names; no other inline style is allowed.
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(page.headers.get('content-security-policy')).toContain(
      `style-src 'self' ${lightweightChartsLogoStyle} 'nonce-${nonce}';`,
    );
    expect(html.indexOf('x@example.com')).toBeLessThan(html.indexOf('lee.kayan@mail.example'));
  });

  it('leaves the outbox out of the API document', async () => {
    const document = (await (await server.current.fetch('/api/docs')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(
      Object.keys(document.paths).filter((path) => path.startsWith('/dev') || path.startsWith('/ws')),
    ).toEqual([]);
    expect(document.paths).toHaveProperty('/api/auths/logins');
  });
});

describe.each(testBackends)('the development outbox outside demo mode (%s)', (backend) => {
  const server = useTestServer(backend, { ...identityConfig, demoMode: false });

  it('does not exist: the addresses fall through to the web app', async () => {
    const page = await (await server.current.fetch('/dev/outbox')).text();
    expect(page).not.toContain('Development outbox');
    const json = await server.current.fetch('/dev/outbox.json');
    expect(json.headers.get('content-type')).not.toMatch(/json/);
  });
});
