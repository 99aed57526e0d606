import { expect, test, type Page } from '@playwright/test';
import { acceptAdditionalAgreement, logIn } from './support/auth';
import { openQuoteBySearch } from './support/market';
import { expectNoSeriousA11yViolations } from './support/a11y';

// Orders through the real server and its simulated exchange. Each test logs in its own demo client (one live
// session per user): VIC3001 (Level 2 in HK and the A-share market), KLN2001, VIC3002 (an RRI margin account).
test.describe.configure({ timeout: 180_000 });

const shots = process.env.TRADE_SHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** From the home page after login, the quote of a stock found by search. */
async function openQuote(page: Page, keyword: string) {
  await expect(page).toHaveURL(/\/main/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Information' })
    .click();
  await openQuoteBySearch(page, keyword);
}

async function expectAccessibleInBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `${test.info().title.slice(0, 20).replace(/\W+/g, '-')}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('buy 100 00700 from its quote with the fee shown, see it fill', async ({ page, request }) => {
  await logIn(page, request, 'VIC3001');
  await openQuote(page, '700');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/trade\?q=/);
  const ticket = page.getByRole('form', { name: 'Trade' });
  await expect(ticket).toBeVisible();
  await shot(page, 'ticket');
});
