import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { brokerHeaders, identityConfig, logIn } from './support/identity';
import { useTestServer } from './support/test-server';

/** A report as large as the contract allows: what someone filling the disk would send. */
const largestReport = (index: number) => ({
  type: 'AsyncError',
  message: `${index} `.padEnd(2000, 'x'),
  page: '/'.padEnd(512, 'p'),
  api: 'GET /api/'.padEnd(512, 'a'),
  apiCode: 'c'.repeat(64),
  durationMs: 1,
  occurredAt: '2026-03-01T01:02:03.000Z',
  userAgent: 'u'.repeat(512),
});
const fullBatch = { reports: Array.from({ length: 5 }, (_, index) => largestReport(index)) };

const perCaller = 10;
// Feature questions and reports share the anonymous budget: 10 of the first, 25 of the second fit.
const anonymousTotal = 35;

describe.each(testBackends)('anonymous write quota (%s)', (backend) => {
  const server = useTestServer(backend, {
    ...identityConfig,
    trustProxy: true,
    anonymousWriteQuota: { perCaller, anonymousTotal, windowSeconds: 3_600 },
  });
  const sendBatch = (address: string, path = '/report-api/product_usage_errors', extra = {}) =>
    server.current.post(path, fullBatch, brokerHeaders('LTU', { 'x-forwarded-for': address, ...extra }));
  const storedReports = async () =>
    Number(
      (
        await server.current.app.db
          .selectFrom('client_reports')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('still answers anonymous feature questions past the quota, without recording them', async () => {
    const feature = () =>
      server.current.post(
        '/api/brokers/LTU/features',
        { featureKey: 'EIPO' },
        brokerHeaders('LTU', { 'x-forwarded-for': '198.51.100.7' }),
      );
    const answers = [];
    for (let ask = 0; ask < perCaller + 3; ask += 1) answers.push(await feature());
    expect(answers.every((answer) => answer.body.code === 'OK')).toBe(true);
    const recorded = await server.current.app.db.selectFrom('feature_requests').select('id').execute();
    expect(recorded).toHaveLength(perCaller);
  });

  it('refuses a flood from one address past its quota, in the caller language, and stores no more', async () => {
    const answers = [];
    for (let batch = 0; batch < 20; batch += 1) answers.push(await sendBatch('203.0.113.1'));
    expect(answers.slice(0, 2).map((answer) => answer.body.data)).toEqual([{ stored: 5 }, { stored: 5 }]);
    const refused = answers.slice(2);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.code}`))).toEqual(
      new Set(['429 E4030']),
    );
    expect(refused[0]?.body.message).toBe(
      'Too much has been sent from here for now. Please try again later.',
    );
    expect((refused[0]?.body.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    const chinese = await sendBatch('203.0.113.1', '/report-api/brokers/function_logs', {
      'x-lang': 'zh_HK',
    });
    expect(chinese.body).toMatchObject({
      code: 'E4030',
      message: '此處傳送的內容已達暫時上限，請稍後再試。',
    });
    expect(await storedReports()).toBe(perCaller);
  });

  it('bounds what all anonymous addresses together store, and a refused address spends none of it', async () => {
    const spent = perCaller /* feature questions */ + (await storedReports());
    const codes: string[] = [];
    for (let address = 2; address < 40; address += 1) {
      for (let batch = 0; batch < 2; batch += 1)
        codes.push((await sendBatch(`203.0.113.${address}`)).body.code);
    }
    // The first address's 18 refused batches above spent nothing of the total: 15 more rows fit.
    expect(codes.filter((code) => code === 'OK')).toHaveLength((anonymousTotal - spent) / 5);
    expect(codes.slice(3).every((code) => code === 'E4030')).toBe(true);
    expect(await storedReports()).toBe(anonymousTotal - perCaller);
  });

  it('still stores the reports of a logged-in client, under its own quota', async () => {
    const { session } = await logIn(server.current, 'LTU1001');
    const own = await sendBatch('203.0.113.1', undefined, { token: session.token });
    expect(own.body).toMatchObject({ code: 'OK', data: { stored: 5 } });
  });
});
