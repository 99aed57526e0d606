import { rename } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '@lantau/contract';
import { contentSecurityPolicy, lightweightChartsLogoStyle } from '../src/platform/http/security-headers';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';
import { testAssetBody, testAssetPath, testIndexHtml } from './support/web-dist';

/**
 * The policy; a page's adds its own nonce to style-src. No response allows inline styles but the chart library's
 * one logo style, by its hash.
 */
const expectedCsp = (styleSources = `'self' ${lightweightChartsLogoStyle}`) =>
  `default-src 'self';script-src 'self';style-src ${styleSources};img-src 'self' data: blob:;` +
  "font-src 'self' data:;connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';" +
  "object-src 'none'";

function expectSecurityHeaders(headers: Headers, styleSources?: string) {
  expect(headers.get('content-security-policy')).toBe(expectedCsp(styleSources));
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  expect(headers.get('permissions-policy')).toContain('camera=()');
}

describe.each(testBackends)('HTTP behaviour (%s)', (backend) => {
  const server = useTestServer(backend, { bodyLimitBytes: 4096 });
  const call = <T>(urlPath: string, init?: RequestInit) => server.current.call<T>(urlPath, init);

  describe('request id', () => {
    it('echoes a sane x-api-code on success and on failure', async () => {
      const ok = await call('/api/markets/banks', { headers: { 'x-api-code': 'web-1700000000000-7' } });
      expect(ok.headers.get('x-api-code')).toBe('web-1700000000000-7');
      const failed = await call('/api/brokers/NOPE/tips?tipKey=ContactUs', {
        headers: { 'x-api-code': 'abc_123' },
      });
      expect(failed.headers.get('x-api-code')).toBe('abc_123');
      const page = await server.current.fetch('/kowloon/index', { headers: { 'x-api-code': 'page-1' } });
      expect(page.headers.get('x-api-code')).toBe('page-1');
    });

    it('replaces an unsafe or missing one with a generated id', async () => {
      const unsafe = await call('/api/markets/banks', { headers: { 'x-api-code': 'x'.repeat(65) } });
      expect(unsafe.headers.get('x-api-code')).toMatch(/^[0-9a-f-]{36}$/);
      const none = await call('/api/markets/banks');
      expect(none.headers.get('x-api-code')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('failures', () => {
    it('answers an unknown API path with E4004 and HTTP 404 under every service', async () => {
      for (const prefix of Object.values(servicePrefixes)) {
        const response = await call(`${prefix}/no/such/call`, { headers: { 'x-lang': 'zh_HK' } });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.body).toEqual({ code: 'E4004', message: '沒有此 API。', data: null });
      }
    });

    it('answers malformed JSON with E1000', async () => {
      const response = await call('/api/brokers/LTU/features', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"featureKey":',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        code: 'E1000',
        message: 'The request is invalid.',
        data: [{ path: 'body', message: 'Not valid JSON.' }],
      });
    });

    it('answers a body that is too large with E4013 and 413', async () => {
      const response = await server.current.post('/api/brokers/LTU/features', {
        featureKey: 'EIPO',
        pad: 'x'.repeat(8000),
      });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ code: 'E4013', message: 'The request is too large.', data: null });
    });

    it('answers a content type it cannot read with E4015 and 415', async () => {
      const response = await call('/api/brokers/LTU/features', {
        method: 'POST',
        headers: { 'content-type': 'application/xml', 'x-lang': 'zh_CN' },
        body: '<featureKey>EIPO</featureKey>',
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ code: 'E4015', message: '不支持的内容类型。', data: null });
    });

    it('hides the details of an unexpected failure behind E5000', async () => {
      // Break the database under the running server, as a lost table would.
      await sql`alter table broker_tips rename to broker_tips_away`.execute(server.current.app.db);
      try {
        const response = await call('/api/brokers/LTU/tips?tipKey=ContactUs', {
          headers: { 'x-api-code': 'boom-1' },
        });
        expect(response.status).toBe(500);
        expect(response.headers.get('x-api-code')).toBe('boom-1');
        expect(response.body).toEqual({
          code: 'E5000',
          message: 'Server error. Please try again later.',
          data: null,
        });
        expect(JSON.stringify(response.body)).not.toMatch(/broker_tips|relation|stack|at /);
      } finally {
        await sql`alter table broker_tips_away rename to broker_tips`.execute(server.current.app.db);
      }
      expect((await call('/api/brokers/LTU/tips?tipKey=ContactUs')).body.code).toBe('OK');
    });

    it('answers a malformed URL with an envelope', async () => {
      const response = await call('/api/markets/%E0%A4%A/available_currencies');
      expect(response.body.code).toBe('E1000');
      expect(response.headers.get('x-api-code')).toBeTruthy();
    });
  });

  describe('security headers', () => {
    it('sends the strict CSP and the other headers on API responses', async () => {
      const response = await call('/api/markets/currencies');
      expectSecurityHeaders(response.headers);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('sends them on errors too', async () => {
      expectSecurityHeaders((await server.current.fetch('/api/nowhere')).headers);
      expectSecurityHeaders((await server.current.fetch('/assets/missing-0000.js')).headers);
      expect(Object.keys(contentSecurityPolicy)).toHaveLength(10);
    });

    it('gives each page a fresh nonce for its own style elements, and allows no other inline style', async () => {
      const nonces = new Set<string>();
      for (const page of ['/', '/kowloon/index', '/portal2/kowloon/index']) {
        const response = await server.current.fetch(page);
        const html = await response.text();
        const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})">/.exec(html)?.[1];
        expect(nonce, html).toBeDefined();
        expect(html).toBe(testIndexHtml.replaceAll('LANTAU_CSP_NONCE', nonce!));
        expectSecurityHeaders(response.headers, `'self' ${lightweightChartsLogoStyle} 'nonce-${nonce}'`);
        nonces.add(nonce!);
      }
      expect(nonces.size).toBe(3);
      // The file as built (its placeholder is no nonce) is never sent.
      for (const raw of ['/index.html', '/index.html.br', '/portal2/index.html']) {
        expect((await server.current.fetch(raw)).status, raw).toBe(404);
      }
    });
  });

  describe('API document', () => {
    it('is an OpenAPI 3 document listing every registered call', async () => {
      const response = await server.current.fetch('/api/docs');
      expect(response.status).toBe(200);
      const document = (await response.json()) as {
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
      };
      expect(document.openapi).toMatch(/^3\./);
      const calls = server.current.app.registeredCalls;
      expect(calls.length).toBeGreaterThanOrEqual(12);
      for (const call of calls) {
        const documented = (servicePrefixes[call.service] + call.path).replace(/:([A-Za-z]+)/g, '{$1}');
        expect(document.paths[documented], documented).toHaveProperty(call.method.toLowerCase());
      }
      // Calls that share a path (GET and PATCH of user configurations) share its entry.
      const paths = new Set(calls.map((call) => servicePrefixes[call.service] + call.path));
      expect(Object.keys(document.paths)).toHaveLength(paths.size);
      const configurations = document.paths['/api/brokers/{brokerCode}/configurations']?.get as {
        parameters: { name: string; in: string }[];
      };
      expect(configurations.parameters.map((parameter) => `${parameter.in}.${parameter.name}`)).toEqual(
        expect.arrayContaining(['path.brokerCode', 'query.key']),
      );
      const json = await server.current.fetch('/api/docs/json');
      expect(((await json.json()) as { openapi: string }).openapi).toBe(document.openapi);
    });
  });

  describe('web app', () => {
    it.each(['/', '/kowloon/index', '/portal2/', '/portal2/kowloon/index', '/lantau/trade/order?code=00700'])(
      'serves index.html at %s',
      async (page) => {
        const response = await server.current.fetch(page);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const html = await response.text();
        const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
        expect(html).toBe(testIndexHtml.replaceAll('LANTAU_CSP_NONCE', nonce));
        expectSecurityHeaders(response.headers, `'self' ${lightweightChartsLogoStyle} 'nonce-${nonce}'`);
      },
    );

    it.each([testAssetPath, `/portal2${testAssetPath}`])(
      'serves the hashed asset %s with a long cache',
      async (asset) => {
        const response = await server.current.fetch(asset);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/javascript/);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await response.text()).toBe(testAssetBody);
      },
    );

    it('answers a missing file with a plain 404, not the page', async () => {
      const response = await server.current.fetch('/assets/missing-0000.js');
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    });

    it('says to build the web app when it is not built, without failing', async () => {
      const index = path.join(server.current.webDist, 'index.html');
      await rename(index, `${index}.away`);
      try {
        const response = await server.current.fetch('/kowloon/index');
        expect(response.status).toBe(503);
        expect(await response.text()).toContain('npm run build');
      } finally {
        await rename(`${index}.away`, index);
      }
      expect((await server.current.fetch('/kowloon/index')).status).toBe(200);
    });
  });
});
