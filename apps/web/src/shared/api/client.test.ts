import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystemBrokers } from '@lantau/contract';
import { apiClient, setRequestSigner } from './client';
import { i18n, initI18n } from '../i18n';
import { sessionStore, setActiveBrokerCode } from '../session';
import { installFakeApi } from '../../test/fake-api';

beforeAll(() => initI18n('zh-HK'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  setRequestSigner(undefined);
});

describe('the app API client', () => {
  it('sends every header of the contract', async () => {
    const fetch = installFakeApi();
    setActiveBrokerCode('KLN');
    sessionStore.start({ token: 'tok', refreshToken: 'ref' });
    setRequestSigner(({ method, url }) => `sig ${method} ${url}`);
    await apiClient.request(getSystemBrokers);
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'x-broker-code': 'KLN',
      'x-lang': 'zh_HK',
      token: 'tok',
      'refresh-token': 'ref',
      'x-app-version': '1.1.7',
      'x-api-version': 'v4',
      authorization: 'sig GET /market-api/systems/brokers',
    });
    expect(headers['x-device-uuid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-device-model']).toBeTruthy();
    expect(headers['x-api-code']).toMatch(/^[0-9a-f-]{36}$/);
    await i18n.changeLanguage('en');
    await apiClient.request(getSystemBrokers);
    expect((fetch.mock.calls[1]![1]!.headers as Record<string, string>)['x-lang']).toBe('en_US');
  });

  it('replaces the stored tokens with those a response carries', async () => {
    sessionStore.start({ token: 'old', refreshToken: 'old-refresh' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'OK', message: '', data: [] }), {
            headers: { token: 'new', 'refresh-token': 'new-refresh', 'x-session-expires-in': '1200' },
          }),
      ),
    );
    await apiClient.request(getSystemBrokers);
    expect(sessionStore.get()).toMatchObject({
      token: 'new',
      refreshToken: 'new-refresh',
      sessionRemainSec: 1200,
    });
  });
});
