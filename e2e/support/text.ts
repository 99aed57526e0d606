import { expect, type Locator } from '@playwright/test';

/** Waits until a box holds real prose (its text loads after the page), not an empty or loading state. */
export async function expectSubstantialText(box: Locator, minLength = 200): Promise<void> {
  await expect
    .poll(async () => (await box.innerText()).trim().length, { message: 'text loaded' })
    .toBeGreaterThan(minLength);
}
