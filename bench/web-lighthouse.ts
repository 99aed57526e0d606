import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, request as apiRequest, type Browser } from '@playwright/test';
import { demoClient, submitPassword, submitSecondFactor } from '../e2e/support/auth';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { openMarket, openQuoteBySearch } from '../e2e/support/market';
import { endProcess } from './child-process';

export interface PageAudit {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (brotli when the server sends it), as Lighthouse's resource summary counts them. */
  jsBytes: number;
  cssBytes: number;
}

interface RunningChromium {
  debuggingPort: number;
  stop(): Promise<void>;
}

async function launchChromium(debuggingPort: number): Promise<RunningChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lantau-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    await endProcess(child);
    await rm(profile, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) return { debuggingPort, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('Chromium did not open its debugging port');
}

const resourceBytes = (items: { resourceType: string; transferSize: number }[], type: string) =>
  items.find((item) => item.resourceType === type)?.transferSize ?? 0;

/**
 * Lighthouse's default (mobile) preset, performance only, on a page of the shared browser. Storage is kept so
 * a logged-in page stays logged in; the HTTP cache is emptied first so every page is a first visit.
 */
async function audit(browser: Browser, debuggingPort: number, name: string, url: string): Promise<PageAudit> {
  const context = browser.contexts()[0]!;
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // The whole report, to read why a page scores as it does (LCP element and phases, request chains, long tasks).
  const reportDir = process.env.WEB_BENCH_REPORT_DIR;
  if (reportDir) {
    await mkdir(reportDir, { recursive: true });
    await writeFile(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = (audits['resource-summary']?.details as { items?: [] } | undefined)?.items ?? [];
  return {
    page: name,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: resourceBytes(summary, 'script'),
    cssBytes: resourceBytes(summary, 'stylesheet'),
  };
}

/**
 * Audits the login and landing pages, logs in as LTU1004 (Level 2 in HK) through the UI over CDP, then audits
 * home and the quote of 00700 in the same browser. Chromium is closed again whatever happens. `smoke` audits
 * the login page only: the test run's check that the bench still works (no score is asserted).
 */
export async function auditPages(
  baseUrl: string,
  debuggingPort: number,
  options: { smoke?: boolean } = {},
): Promise<PageAudit[]> {
  const chrome = await launchChromium(debuggingPort);
  const api = await apiRequest.newContext({ baseURL: baseUrl });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
    const audits = [await audit(browser, debuggingPort, 'login', `${baseUrl}/lantau/index`)];
    if (options.smoke) {
      await browser.close();
      return audits;
    }
    audits.push(await audit(browser, debuggingPort, 'landing', `${baseUrl}/`));
    const page = browser.contexts()[0]!.pages()[0]!;
    // The login runs at a desktop width, where the main menu (and its "Information" link) sits in the header;
    // a narrower window keeps it in a drawer. Lighthouse sets its own (mobile) screen for each audit.
    await page.setViewportSize({ width: 1280, height: 800 });
    const since = new Date(Date.now() - 1000);
    await page.goto(`${baseUrl}/lantau/index`);
    await submitPassword(page, 'LTU1004', demoClient('LTU1004').password);
    await submitSecondFactor(page, api, 'LTU1004', since);
    await openMarket(page);
    const homeUrl = `${baseUrl}/lantau/main`;
    await openQuoteBySearch(page, '700');
    const quoteUrl = page.url();
    await page.goto('about:blank');
    audits.push(await audit(browser, debuggingPort, 'home', homeUrl));
    audits.push(await audit(browser, debuggingPort, 'quote', quoteUrl));
    await browser.close();
    return audits;
  } finally {
    await api.dispose();
    await chrome.stop();
  }
}
