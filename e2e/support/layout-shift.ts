import type { Page } from '@playwright/test';

declare global {
  interface Window {
    lantauLayoutShift?: number;
  }
}

/**
 * From the page's next load on, adds up its layout shifts as Lighthouse counts them (those without recent
 * input); `layoutShiftSoFar` reads the sum.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.lantauLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.lantauLayoutShift = (window.lantauLayoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => window.lantauLayoutShift ?? 0);
