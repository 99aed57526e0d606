import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { transitionsEnded } from './transitions';

/**
 * The time limit of a test that logs in, walks many screens and runs axe in several languages and both schemes:
 * more than the default 30 s on a CI machine running two browsers at once.
 */
export const LONG_JOURNEY_MS = 180_000;

/** Axe in light, then in dark (the portal follows the system scheme until the user picks one). */
export async function expectAccessibleInBothSchemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    // Contrast is checked on the scheme's colours, not on a colour half-way through its transition.
    await transitionsEnded(page);
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * What makes the page scroll sideways (a wide table must scroll in its own box instead): empty when nothing does,
 * else the outermost elements reaching past the right edge, named so a failure says where to look.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // An element inside a box that clips or scrolls sideways cannot widen the page: that box holds it.
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element),
    );
    const outermost = past.filter(
      (element) => !past.some((other) => other !== element && other.contains(element)),
    );
    const names = outermost.map(
      (element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`,
    );
    return names.length > 0 ? names : [`document ${document.documentElement.scrollWidth} px wide`];
  });
}
