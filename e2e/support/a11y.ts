import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe-core violation of the page as it is now, naming what broke. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await transitionsSettled(page);
  let serious = await seriousViolations(page);
  // A notice pushed while axe runs (a deposit's message, a fill) fades in over 150 ms, and axe measured its link's
  // contrast half-way (a CI flake of fund-deposit.spec, dark zh-CN records). Contrast is checked once more after
  // the transitions then running have ended: a colour that really fails fails again.
  if (serious.some((v) => v.id === 'color-contrast')) {
    await transitionsSettled(page);
    serious = await seriousViolations(page);
  }
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Waits for the page's finite CSS transitions and animations to end. Colours change with a transition when the
 * scheme switches (Mantine's segmented control labels, buttons): axe measuring contrast mid-way through one sees
 * a colour that is on screen for a tenth of a second (seen as a flake on the dark watchlist). Endless ones
 * (loaders) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
