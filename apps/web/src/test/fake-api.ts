import { vi } from 'vitest';
import type { BrokerSummary } from '@lantau/contract';

// The seed's brokers as the broker list serves them: the logo is served under the display code.
const testBroker = (
  brokerCode: string,
  displayCode: string,
  name: BrokerSummary['name'],
  primaryColor: string,
  languages: BrokerSummary['languages'],
): BrokerSummary => ({
  brokerCode,
  displayCode,
  name,
  logoUrl: `/static/brokers/${displayCode}.svg`,
  primaryColor,
  languages,
});

export const testBrokers: BrokerSummary[] = [
  testBroker(
    'LTU',
    'lantau',
    { en_US: 'Lantau Securities', zh_HK: '大嶼證券', zh_CN: '大屿证券' },
    '#0b7285',
    ['en_US', 'zh_HK', 'zh_CN'],
  ),
  testBroker(
    'KLN',
    'kowloon',
    { en_US: 'Kowloon Securities', zh_HK: '九龍證券', zh_CN: '九龙证券' },
    '#c92a2a',
    ['zh_HK', 'en_US', 'zh_CN'],
  ),
];

type Answer = { status?: number; code?: string; message?: string; data?: unknown };
export type FakeRoute = (url: URL, init: RequestInit) => Answer | undefined;

const defaultRoutes: FakeRoute[] = [
  (url) => (url.pathname === '/market-api/systems/brokers' ? { data: testBrokers } : undefined),
  (url) => {
    const pack = /^\/api\/brokers\/(\w+)\/text_packs\/(\w+)$/.exec(url.pathname);
    if (!pack) return undefined;
    return { data: pack[1] === 'KLN' ? { 'login.title': 'Kowloon Securities Online Trading' } : {} };
  },
  (url) => {
    if (!/^\/api\/brokers\/\w+\/tips$/.test(url.pathname)) return undefined;
    return {
      data: [
        { tipKey: 'LoginDisclaimer', content: 'Investing involves risk.\n\nRead before you trade.' },
        { tipKey: 'LoginTerms', content: 'The terms of online trading.' },
      ],
    };
  },
  (url) =>
    /^\/api\/brokers\/\w+\/configurations$/.test(url.pathname)
      ? { data: [{ key: 'WebSessionTimeoutSeconds', value: 1800 }] }
      : undefined,
];

/** A header the request was sent with (the API client passes them as a plain object). */
export const requestHeader = (init: RequestInit, name: string) =>
  (init.headers as Record<string, string>)[name];

/** Sending an SMS or e-mail code (POST /api/auths/otps), answered only under the step's token header. */
export const otpSentRoute =
  (tokenHeader: string, token: string): FakeRoute =>
  (url, init) =>
    url.pathname === '/api/auths/otps' && requestHeader(init, tokenHeader) === token
      ? {
          data: {
            maskedContact: '+852 ****1001',
            otpLength: 6,
            expiresInSeconds: 300,
            resendAfterSeconds: 60,
          },
        }
      : undefined;

/** Replaces fetch with an in-memory API: the given routes first, then defaults for the broker calls. */
export function installFakeApi(routes: FakeRoute[] = []) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of [...routes, ...defaultRoutes]) {
      const answer = route(url, init);
      if (answer) {
        const { status = 200, code = 'OK', message = '', data = null } = answer;
        return new Response(JSON.stringify({ code, message, data }), {
          status,
          headers: { 'x-api-code': 'test-api-code' },
        });
      }
    }
    return new Response(JSON.stringify({ code: 'E4004', message: 'No such API.', data: null }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
