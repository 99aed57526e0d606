import type { Page } from '@playwright/test';

/**
 * Waits for the CSS transitions running now to end (at most a second), after two frames so that a change just made
 * (a colour scheme switched) has started its own. Mantine fades some colours over 150 ms (an accordion item's
 * background, a notice's link): a screenshot or an axe contrast check made at once caught them half-way (grey
 * items on both schemes; a notice's link read as failing contrast). Only transitions: the index ticker's
 * animation runs for ever.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
  });
}
