import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { readChunkReport } from '../bench/web-weights';

/**
 * Budget of the login route's JavaScript, gzip'd, before the password field shows. The aim (design.md) is
 * 150 KB; React, React Router's data router, zod and i18next alone take about 160 KB (bench/README.md), so
 * the ceiling is what the lazily loaded routes reached, and it must not grow: a new screen is a lazy route.
 */
const loginJsBudgetBytes = 225 * 1024;

/** Modules only logged-in pages use: a chunk holding any of them must not load on a public page. */
const loggedInOnly = [
  /^apps\/web\/src\/features\/market\//,
  // The session's timer and socket (session-exit.ts stays: the app ends sessions from anywhere).
  /^apps\/web\/src\/app\/session-life\/(session-life|session-socket|session-timer)\.tsx?$/,
  /^node_modules\/lightweight-charts\//,
];

const webDist = 'apps/web/dist';

function scriptsOf(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

const fileOf = (response: Response) => new URL(response.url()).pathname.replace(/^\//, '');

test('the login page loads no logged-in code, compressed, within its JavaScript budget', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/lantau/index');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();

  const report = readChunkReport(webDist);
  const loaded = scripts.map(fileOf);
  for (const file of loaded) {
    const offending = (report[file]?.modules ?? []).filter((module) =>
      loggedInOnly.some((re) => re.test(module)),
    );
    expect(offending, `${file} holds logged-in code`).toEqual([]);
  }

  let gzipBytes = 0;
  for (const response of scripts) {
    expect(response.headers()['content-encoding'], fileOf(response)).toBe('br');
    gzipBytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  expect(gzipBytes).toBeLessThanOrEqual(loginJsBudgetBytes);
});

test('the landing page loads no logged-in code either', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const report = readChunkReport(webDist);
  for (const file of scripts.map(fileOf)) {
    const modules = report[file]?.modules ?? [];
    expect(
      modules.filter((module) => loggedInOnly.some((re) => re.test(module))),
      file,
    ).toEqual([]);
  }
});
