// A screenshot of every page at a phone's and two desktops' widths, in light and in dark, to look at before a
// change to the look is submitted (issue 22):
//   npm run screenshots [-- --out screenshots --port 8112 --url http://127.0.0.1:8080 --user LTU1004]
// Builds the web app and starts the real server on a fresh data folder (as bench:web does), unless --url names
// one that runs already. It shoots the public pages, then logs in as the demo client through the UI and shoots
// every logged-in page reachable from the menus (found by following their links, so a new page needs no entry
// here). The files, <width>-<scheme>-<page>.png, go to the folder named (git ignores `screenshots/`).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { demoClient, submitPassword, submitSecondFactor } from '../e2e/support/auth';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { codesSentFrom } from '../e2e/support/outbox';
import { transitionsEnded } from '../e2e/support/transitions';
import { startServer, type RunningServer } from '../bench/web-server';

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: 'screenshots' },
    port: { type: 'string', default: '8112' },
    url: { type: 'string' },
    user: { type: 'string', default: 'LTU1004' },
  },
});

const widths = [390, 1280, 1440] as const;
const schemes = ['light', 'dark'] as const;
/** More than any menu holds: a link that keeps producing new addresses must not crawl for ever. */
const maxPages = 80;

/** A file name for an address: its path without the broker's prefix, readable, never empty. */
const nameOf = (address: string, code: string) =>
  address
    .replace(new RegExp(`^/${code}/`), '')
    .replace(/^\/+/, '')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'landing';

/** Waits until the page has stopped fetching and its skeletons have gone, briefly: a live page never idles. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('.mantine-Skeleton-root[data-visible="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Waits until the page shows `colorScheme` (the app follows the browser's scheme a moment after it changes, unless
 * the user chose one) and the colour transitions the switch set off have ended: a shot taken at once caught them
 * half-way.
 */
async function schemeShown(page: Page, colorScheme: (typeof schemes)[number]): Promise<void> {
  await page
    .waitForFunction(
      (scheme) => document.documentElement.dataset.mantineColorScheme === scheme,
      colorScheme,
      {
        timeout: 1_000,
      },
    )
    .catch(() => undefined);
  await transitionsEnded(page);
}

/** Every address in the page's navigation landmarks under the logged-in area. */
async function menuLinks(page: Page, main: string): Promise<string[]> {
  const hrefs = await page
    .locator('nav a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
  return hrefs.filter((href) => href === main || href.startsWith(`${main}/`));
}

async function shoot(page: Page, out: string, name: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      await settle(page);
      await schemeShown(page, colorScheme);
      await page.screenshot({ path: path.join(out, `${width}-${colorScheme}-${name}.png`), fullPage: true });
    }
  }
}

async function run(baseUrl: string, out: string, userID: string): Promise<number> {
  const client = demoClient(userID);
  const code = client.displayCode;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const api = await apiRequest.newContext({ baseURL: baseUrl });
  let shots = 0;
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    for (const address of ['/', '/portal_list', `/${code}/index`]) {
      await page.goto(address);
      await shoot(page, out, `public-${nameOf(address, code)}`);
      shots++;
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${code}/index`);
    const since = codesSentFrom();
    await submitPassword(page, userID, client.password);
    await submitSecondFactor(page, api, userID, since);
    const main = `/${code}/main`;
    await page.waitForURL((url) => url.pathname.startsWith(main), { timeout: 30_000 });

    // Breadth first from home through every menu and sub-menu, at the widest screen (menus in the header).
    const queue = [main];
    const seen = new Set(queue);
    while (queue.length > 0 && seen.size <= maxPages) {
      const address = queue.shift()!;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(address);
      await settle(page);
      for (const link of await menuLinks(page, main)) {
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
      await shoot(page, out, nameOf(address, code));
      shots++;
      console.log(`screenshots: ${address}`);
    }
    return shots;
  } finally {
    await api.dispose();
    await browser.close();
  }
}

const out = path.resolve(options.out);
mkdirSync(out, { recursive: true });
let server: RunningServer | undefined;
try {
  let baseUrl = options.url?.replace(/\/$/, '');
  if (!baseUrl) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
    server = await startServer(Number(options.port));
    baseUrl = server.baseUrl;
  }
  const pages = await run(baseUrl, out, options.user.toUpperCase());
  console.log(
    `screenshots: ${pages} pages x ${widths.length} widths x ${schemes.length} schemes in ${path.relative('.', out)}/`,
  );
} finally {
  await server?.stop();
}
