import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';
import { testAssetBody, testAssetPath, testIndexHtml } from './support/web-dist';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decode it and hide what went over the wire). */
function rawGet(baseUrl: string, urlPath: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(new URL(urlPath, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/** What a page answer must be: index.html with the nonce it was given (fresh each time) for the placeholder. */
const asSent = (text: string, body: string) =>
  text.replaceAll('LANTAU_CSP_NONCE', /nonce="([^"]+)"/.exec(body)?.[1] ?? 'no nonce');

// Serving files does not touch the database: one backend is enough.
describe('web app compression', () => {
  const server = useTestServer(testBackends[0]!);
  const get = (urlPath: string, acceptEncoding?: string) =>
    rawGet(server.current.baseUrl, urlPath, acceptEncoding);

  const pages = [
    {
      name: 'a hashed asset',
      url: testAssetPath,
      text: testAssetBody,
      type: /javascript/,
      cache: 'public, max-age=31536000, immutable',
    },
    { name: 'index.html', url: '/', text: testIndexHtml, type: /^text\/html/, cache: 'no-cache' },
    {
      name: 'index.html for a page address',
      url: '/kowloon/index',
      text: testIndexHtml,
      type: /^text\/html/,
      cache: 'no-cache',
    },
  ];

  describe.each(pages)('$name', ({ url, text, type, cache }) => {
    it.each([
      ['br', 'gzip, deflate, br, zstd'],
      ['gzip', 'gzip, deflate'],
    ] as const)(
      'comes as %s when the browser accepts it, with the headers of the file',
      async (encoding, accept) => {
        const response = await get(url, accept);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toMatch(type);
        expect(response.headers['cache-control']).toBe(cache);
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
        const decoded = decoders[encoding](response.body).toString();
        expect(decoded).toBe(asSent(text, decoded));
      },
    );

    it('comes as it is when the browser accepts no compression', async () => {
      for (const accept of [undefined, 'identity']) {
        const response = await get(url, accept);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe(cache);
        expect(response.body.toString()).toBe(asSent(text, response.body.toString()));
      }
    });
  });

  it('sends the stored brotli copy, compressed once at build time', async () => {
    const stored = await readFile(path.join(server.current.webDist, `${testAssetPath}.br`));
    expect((await get(testAssetPath, 'br')).body.equals(stored)).toBe(true);
  });

  it('does not compress API answers', async () => {
    const response = await get('/market-api/systems/brokers', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toMatchObject({ code: 'OK' });
  });
});
