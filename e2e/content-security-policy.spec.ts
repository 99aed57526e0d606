import { expect, test, type Page } from '@playwright/test';
import { backOfficeTexts, logInStaffInBrowser } from './support/back-office';
import { demoClient, logIn } from './support/auth';
import { LONG_JOURNEY_MS } from './support/color-schemes';
import { openQuoteBySearch } from './support/market';
import { openMenuEntry } from './support/shell';

// The policy allows no inline style: only the page's own style elements, by the nonce the server gave the page
// (apps/server/src/platform/http/web-app.ts). Anything refused would show as a securitypolicyviolation event.
test.describe.configure({ timeout: LONG_JOURNEY_MS });

const client = demoClient('LTU1180');

/** Records every refusal of the policy on the page, from its first script on, and every console report of one. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) reported.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [],
    )),
    ...reported,
  ];
}

/** The screen in light, then in dark (the portal follows the system's scheme until the user picks one). */
async function inBothSchemes(page: Page, violations: () => Promise<string[]>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    // Mantine's theme variables come in a style element of their own: styled means it was allowed.
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mantine-color-body')),
      )
      .not.toBe('');
    expect(await violations()).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the portal’s main screens run under a policy without inline styles, and nothing is refused', async ({
  page,
  request,
}) => {
  const violations = await watchPolicy(page);
  await page.goto(`/${client.displayCode}/index`);
  await expect(page.getByRole('textbox', { name: 'User ID' })).toBeVisible();
  await inBothSchemes(page, violations);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await inBothSchemes(page, violations);

  await logIn(page, request, client.userId);
  await expect(page).toHaveURL(/\/lantau\/main$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await inBothSchemes(page, violations);

  // A quote (its chart draws on a canvas), then the trade ticket from it.
  await openMenuEntry(page, 'Information');
  await openQuoteBySearch(page, '00700');
  await inBothSchemes(page, violations);
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Trade' })).toBeVisible();
  await inBothSchemes(page, violations);
  expect(await violations()).toEqual([]);
});

test('the back office runs under the same policy, and nothing is refused', async ({ page, request }) => {
  const en = backOfficeTexts.en;
  const violations = await watchPolicy(page);
  // SUPPORT2 belongs to this test alone (a member's codes all go to one outbox address).
  await logInStaffInBrowser(page, request, `/${client.displayCode}/back_office`, 'SUPPORT2');
  await expect(page.getByRole('navigation', { name: en.nav.label })).toBeVisible();
  await inBothSchemes(page, violations);
});
