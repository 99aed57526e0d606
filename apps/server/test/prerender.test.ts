import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';

/**
 * A stand-in for the web build's server render (apps/web/src/app/prerender/render-public-page.tsx, which the
 * browser tests in e2e/prerender.spec.ts drive): it asks the server for the broker list as the real one does and
 * writes the broker's name, so what the server keeps and when it draws again can be seen.
 */
const renderModule = path.join(mkdtempSync(path.join(os.tmpdir(), 'lantau-prerender-')), 'render.mjs');
writeFileSync(
  renderModule,
  `export const isPublicPage = (path) => path === '/' || /^\\/[^/]+\\/index$/.test(path);
export async function renderPublicPage({ path, api, browserLanguages, storedLanguage, colorScheme }) {
  globalThis.lantauRenders = (globalThis.lantauRenders ?? 0) + 1;
  const brokers = JSON.parse((await api('/market-api/systems/brokers', {})).body).data;
  const broker = brokers.find((one) => one.displayCode === path.split('/')[1]);
  if (path !== '/' && !broker) return undefined;
  const language = storedLanguage ?? (browserLanguages.includes('zh-CN') ? 'zh-CN' : 'en');
  return {
    html: '<h1 style="color: teal">' + (broker ? 'Welcome to ' + broker.name.en_US : 'Lantau') + '</h1>',
    head: '<meta name="drawn-for" content="' + language + ' ' + colorScheme + '">',
    language,
    pageModule: 'none',
  };
}
`,
);
const renders = () => (globalThis as { lantauRenders?: number }).lantauRenders ?? 0;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe.each(testBackends)('prerendered public pages (%s)', (backend) => {
  const server = useTestServer(backend, { webPrerender: renderModule });

  it('sends the login page drawn, its style attributes allowed by hash, and draws it once', async () => {
    const response = await server.current.fetch('/lantau/index');
    const html = await response.text();
    expect(html).toContain('<div id="root"><h1 style="color: teal">Welcome to Lantau Securities</h1></div>');
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light"');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${hashOf('color: teal')}`);
    // No stored scheme: a script paints the system's, allowed by its hash (and only it).
    expect(html).toMatch(/<script>document\.documentElement\.setAttribute/);
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);

    const before = renders();
    await server.current.fetch('/lantau/index');
    await server.current.fetch('/portal2/lantau/index');
    expect(renders()).toBe(before);
  });

  it('draws in the stored language and scheme, and leaves other pages to the browser', async () => {
    const stored = await server.current.fetch('/lantau/index', {
      headers: { cookie: 'lantau-language=zh-HK; lantau-color-scheme=dark', 'accept-language': 'en' },
    });
    const html = await stored.text();
    expect(html).toContain('<meta name="drawn-for" content="zh-HK dark">');
    expect(html).toContain('<html lang="zh-HK" data-mantine-color-scheme="dark"');
    expect(html).not.toContain('<script>document');
    for (const address of ['/lantau/main', '/lantau/index?x=1', '/nobody/index']) {
      const page = await (await server.current.fetch(address)).text();
      expect(page, address).toContain('<div id="root"></div>');
    }
  });

  it("shows a broker's change on its next page, without a restart", async () => {
    const renamed = () =>
      server.current.app.db
        .updateTable('brokers')
        .set({ name_en_us: 'Lantau Securities Renamed' })
        .where('broker_code', '=', 'LTU')
        .execute();
    expect(await (await server.current.fetch('/lantau/index')).text()).toContain(
      'Welcome to Lantau Securities<',
    );
    await renamed();
    // A configuration saved through the repository announces itself on the event bus, as from any node.
    await server.current.app.brokerRepository.setConfiguration('LTU', 'WebOtpLength', 6);
    await expect
      .poll(async () => (await server.current.fetch('/lantau/index')).text(), { timeout: 5_000 })
      .toContain('Welcome to Lantau Securities Renamed<');
  });
});
