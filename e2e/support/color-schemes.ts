import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

/** Axe in light, then in dark (the portal follows the system scheme until the user picks one). */
export async function expectAccessibleInBothSchemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Whether the page scrolls sideways (a wide table must scroll in its own box instead). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
