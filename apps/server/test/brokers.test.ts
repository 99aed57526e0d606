import { describe, expect, it } from 'vitest';
import { tipKeys, type BrokerConfigEntry } from '@lantau/contract';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';

const valuesOf = (entries: BrokerConfigEntry[]) =>
  Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));

describe.each(testBackends)('brokers (%s)', (backend) => {
  const server = useTestServer(backend);
  const call = <T>(path: string, init?: RequestInit) => server.current.call<T>(path, init);

  describe('GET /api/brokers/:brokerCode/configurations', () => {
    const keys =
      'WebTwoFAChannel,WebEnableTradeMarket,WebSessionTimeoutSeconds,WebGreyMarketEnable,WebOtpLength';

    it('answers typed values in the order asked, in the envelope', async () => {
      const response = await call<BrokerConfigEntry[]>(`/api/brokers/LTU/configurations?key=${keys}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        code: 'OK',
        message: '',
        data: [
          { key: 'WebTwoFAChannel', value: 'SMS' },
          { key: 'WebEnableTradeMarket', value: ['HK', 'US', 'MA^MZ', 'SS^SZ', 'JP', 'SG^SI', 'GB^GP'] },
          { key: 'WebSessionTimeoutSeconds', value: 1800 },
          { key: 'WebGreyMarketEnable', value: true },
          { key: 'WebOtpLength', value: 6 },
        ],
      });
    });

    it('answers each broker with its own configuration', async () => {
      const kowloon = await call<BrokerConfigEntry[]>(
        `/api/brokers/KLN/configurations?key=${keys},WebFundInSuspendDDA`,
      );
      expect(valuesOf(kowloon.body.data)).toEqual({
        WebTwoFAChannel: 'Email',
        WebEnableTradeMarket: ['HK', 'US'],
        WebSessionTimeoutSeconds: 900,
        WebGreyMarketEnable: false,
        WebOtpLength: 6,
        WebFundInSuspendDDA: true,
      });
      const victoria = await call<BrokerConfigEntry[]>(
        `/api/brokers/VIC/configurations?key=WebTwoFAChannel,WebEnableTradeMarket,WebEIPOEnable,WebPNLEnable,WebStatementEnable`,
      );
      expect(valuesOf(victoria.body.data)).toEqual({
        WebTwoFAChannel: 'APP_OTP',
        WebEnableTradeMarket: ['HK', 'MA^MZ', 'SS^SZ'],
        WebEIPOEnable: false,
        WebPNLEnable: false,
        WebStatementEnable: false,
      });
    });

    it('answers every one of the 37 keys, each key once', async () => {
      const { brokerConfigKeys } = await import('@lantau/contract');
      const all = await call<BrokerConfigEntry[]>(
        `/api/brokers/VIC/configurations?key=${brokerConfigKeys.join(',')},WebOtpLength`,
      );
      expect(all.body.data.map((entry) => entry.key)).toEqual(brokerConfigKeys);
      expect(brokerConfigKeys).toHaveLength(37);
    });

    it('answers E1001 for a well-formed broker code that does not exist', async () => {
      const response = await call('/api/brokers/NOPE/configurations?key=WebOtpLength');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 'E1001', message: 'Unknown broker.', data: null });
    });

    it('answers E1000 for a malformed broker code', async () => {
      const response = await call('/api/brokers/ltu/configurations?key=WebOtpLength');
      expect(response.body).toMatchObject({
        code: 'E1000',
        message: 'The request is invalid.',
        data: [{ path: 'params.brokerCode', message: 'Wrong format.' }],
      });
    });

    it('answers E1002 for an unknown key, naming it', async () => {
      const response = await call('/api/brokers/LTU/configurations?key=WebOtpLength,WebNoSuchKey');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        code: 'E1002',
        message: 'Unknown configuration key.',
        data: [{ path: 'query.key.1', message: 'Not a known value.' }],
      });
    });

    it('answers E1000 with field issues for a missing or empty key', async () => {
      const missing = await call('/api/brokers/LTU/configurations');
      expect(missing.body).toEqual({
        code: 'E1000',
        message: 'The request is invalid.',
        data: [{ path: 'query.key', message: 'Required.' }],
      });
      const empty = await call('/api/brokers/LTU/configurations?key=,');
      expect(empty.body.data).toEqual([{ path: 'query.key', message: 'Must have at least 1 item(s).' }]);
    });

    it('speaks Traditional and Simplified Chinese when asked', async () => {
      const hk = await call('/api/brokers/LTU/configurations?key=Nope', { headers: { 'x-lang': 'zh_HK' } });
      expect(hk.body).toEqual({
        code: 'E1002',
        message: '不明的設定項目。',
        data: [{ path: 'query.key.0', message: '不是可接受的值。' }],
      });
      const cn = await call('/api/brokers/NOPE/configurations?key=WebOtpLength', {
        headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' },
      });
      expect(cn.body).toEqual({ code: 'E1001', message: '未知的经纪商。', data: null });
      const missing = await call('/api/brokers/LTU/configurations', { headers: { 'x-lang': 'zh_CN' } });
      expect(missing.body).toMatchObject({
        message: '请求无效。',
        data: [{ path: 'query.key', message: '必须提供。' }],
      });
    });
  });

  describe('GET /api/brokers/:brokerCode/tips', () => {
    type Tip = { tipKey: string; content: string };

    it('answers the tips asked for, in the caller’s language', async () => {
      const english = await call<Tip[]>('/api/brokers/KLN/tips?tipKey=LoginTerms,ContactUs');
      expect(english.body.code).toBe('OK');
      expect(english.body.data.map((tip) => tip.tipKey)).toEqual(['LoginTerms', 'ContactUs']);
      expect(english.body.data[0]?.content).toContain('Kowloon Securities');
      expect(english.body.data[1]?.content).toContain('+852 2721 8800');

      const traditional = await call<Tip[]>('/api/brokers/KLN/tips?tipKey=LoginTerms', {
        headers: { 'x-lang': 'zh_HK' },
      });
      expect(traditional.body.data[0]?.content).toContain('九龍證券');
      const simplified = await call<Tip[]>('/api/brokers/KLN/tips?tipKey=LoginTerms', {
        headers: { 'x-lang': 'zh_CN' },
      });
      expect(simplified.body.data[0]?.content).toContain('九龙证券');
    });

    it('has every tip in every language, and a disclaimer long enough to scroll', async () => {
      for (const language of ['en_US', 'zh_HK', 'zh_CN']) {
        const response = await call<Tip[]>(`/api/brokers/VIC/tips?tipKey=${tipKeys.join(',')}`, {
          headers: { 'x-lang': language },
        });
        expect(response.body.data.map((tip) => tip.tipKey)).toEqual(tipKeys);
        const disclaimer = response.body.data.find((tip) => tip.tipKey === 'LoginDisclaimer')?.content ?? '';
        expect(disclaimer.split('\n\n').length).toBeGreaterThanOrEqual(6);
        expect(disclaimer.length).toBeGreaterThan(language === 'en_US' ? 2000 : 700);
      }
    });

    it('answers E1003 for an unknown tip key and E1001 for an unknown broker', async () => {
      const unknownTip = await call('/api/brokers/LTU/tips?tipKey=LoginDisclaimer,Horoscope');
      expect(unknownTip.body).toMatchObject({ code: 'E1003', message: 'Unknown tip key.' });
      const unknownBroker = await call('/api/brokers/XYZ/tips?tipKey=LoginDisclaimer');
      expect(unknownBroker.body.code).toBe('E1001');
    });
  });

  describe('POST /api/brokers/:brokerCode/features', () => {
    type Feature = { featureKey: string; status: string; message: string };

    it('answers the status from the broker’s configuration', async () => {
      const open = await server.current.post<Feature>('/api/brokers/LTU/features', {
        featureKey: 'GREY_MARKET',
      });
      expect(open.body).toEqual({
        code: 'OK',
        message: '',
        data: { featureKey: 'GREY_MARKET', status: 'ENABLED', message: '' },
      });
      const closed = await server.current.post<Feature>('/api/brokers/KLN/features', {
        featureKey: 'GREY_MARKET',
      });
      expect(closed.body.data).toEqual({
        featureKey: 'GREY_MARKET',
        status: 'DISABLED',
        message: 'This feature is not yet open.',
      });
      const suspended = await server.current.post<Feature>(
        '/api/brokers/KLN/features',
        { featureKey: 'EDDA' },
        { 'x-lang': 'zh_HK' },
      );
      expect(suspended.body.data).toEqual({
        featureKey: 'EDDA',
        status: 'SUSPENDED',
        message: 'eDDA 服務已暫停。',
      });
    });

    it('records every request with its request id', async () => {
      const requestId = `feature-test-${backend}`;
      await server.current.post(
        '/api/brokers/VIC/features',
        { featureKey: 'EIPO' },
        { 'x-api-code': requestId },
      );
      const rows = await server.current.app.db
        .selectFrom('feature_requests')
        .selectAll()
        .where('request_id', '=', requestId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        broker_code: 'VIC',
        feature_key: 'EIPO',
        status: 'DISABLED',
        language: 'en_US',
        user_id: null,
      });
      expect(rows[0]?.created_at).toBeInstanceOf(Date);
    });

    it('answers E1005 for an unknown feature and E1000 for a missing one', async () => {
      const unknown = await server.current.post('/api/brokers/LTU/features', { featureKey: 'TIME_TRAVEL' });
      expect(unknown.body).toEqual({
        code: 'E1005',
        message: 'Unknown feature.',
        data: [{ path: 'body.featureKey', message: 'Not a known value.' }],
      });
      const missing = await server.current.post('/api/brokers/LTU/features', {});
      expect(missing.body).toMatchObject({
        code: 'E1000',
        data: [{ path: 'body.featureKey', message: 'Required.' }],
      });
    });
  });

  describe('GET /api/brokers/:brokerCode/text_packs/:language', () => {
    it('answers a broker’s overrides for one language', async () => {
      const kowloon = await call('/api/brokers/KLN/text_packs/zh_HK');
      expect(kowloon.body).toEqual({
        code: 'OK',
        message: '',
        data: { 'login.subtitle': '安心買賣港股及美股', 'login.title': '九龍證券網上交易' },
      });
      const victoria = await call<Record<string, string>>('/api/brokers/VIC/text_packs/en_US');
      expect(victoria.body.data['login.title']).toBe('Victoria Harbour Securities Client Portal');
    });

    it('answers an empty pack for a broker that keeps the defaults', async () => {
      expect((await call('/api/brokers/LTU/text_packs/zh_CN')).body).toEqual({
        code: 'OK',
        message: '',
        data: {},
      });
    });

    it('refuses an unknown language', async () => {
      const response = await call('/api/brokers/KLN/text_packs/fr_FR');
      expect(response.body).toMatchObject({ code: 'E1000', data: [{ path: 'params.language' }] });
    });
  });
});
