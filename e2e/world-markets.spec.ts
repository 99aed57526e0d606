import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/auth';
import { openQuoteBySearch } from './support/market';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { openUserMenu } from './support/shell';

// Tokyo through the real server and its simulated exchange (the demo clock keeps every market trading), as
// LTU1009, whose cash account holds JPY, SGD and GBP: the only test that logs that client in.
test.describe.configure({ timeout: 120_000 });

/** Set WORLD_SHOTS to a folder to keep a screenshot of each screen checked. */
async function shot(page: Page, name: string) {
  const folder = process.env.WORLD_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

async function expectAccessibleInBothSchemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `${name}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('LTU1009 buys one lot of Toyota (7203) in yen from its quote and sees it in the order history', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1009');
  await expect(page).toHaveURL(/\/lantau\/main$/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Information' })
    .click();
  await openQuoteBySearch(page, '7203');
  await expect(page.getByText('7203 · Japan · JPY · Lot size 100')).toBeVisible();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/trade\?q=/);
  const ticket = page.getByRole('form', { name: 'Trade' });
  await expect(ticket).toBeVisible();

  // Tokyo takes limit orders only, in lots of 100, paid in yen from the yen balance.
  const orderType = ticket.getByRole('combobox', { name: 'Order type' });
  await expect(orderType.getByRole('option')).toHaveText(['Limit']);
  const quantity = ticket.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue('100');
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('200');
  await quantity.press('ArrowDown');
  await expect(quantity).toHaveValue('100');
  await expect(ticket.getByTestId('trade-capacity')).toHaveText('Buying power: JPY 3,000,000.00');
  await expect(ticket.getByTestId('total-fees')).toHaveText(/^JPY \d/);
  await expectAccessibleInBothSchemes(page, 'ticket');

  // A few ticks over the last price crosses the asks (Tokyo has no Hong Kong rule against pricing through).
  const price = ticket.getByRole('textbox', { name: 'Price' });
  for (let tick = 0; tick < 5; tick += 1) await price.press('ArrowUp');
  await page.getByRole('button', { name: 'Review Buy order' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm your order' });
  await expect(confirmation.getByTestId('total-fees')).toHaveText(/^JPY \d/);
  await confirmation.getByRole('button', { name: 'Confirm and place' }).click();
  const placed = page.getByRole('status').filter({ hasText: 'Order placed' });
  await expect(placed.getByText('Fully filled')).toBeVisible({ timeout: 30_000 });
  await expect(placed.getByTestId('latest-filled')).toHaveText('Filled 100 of 100');
  await expect(ticket.getByTestId('trade-capacity')).not.toHaveText('Buying power: JPY 3,000,000.00');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '7203' }).filter({ hasText: 'Fully filled' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Toyota Motor');
  await expect(row).toContainText('JPY');
  await expectAccessibleInBothSchemes(page, 'order-history');

  // The same order in Traditional Chinese: the market's name and the status in the reader's language.
  const userMenu = await openUserMenu(page);
  await userMenu.getByRole('combobox', { name: 'Language' }).selectOption('zh-HK');
  await page.keyboard.press('Escape');
  const zhRow = page.getByRole('row').filter({ hasText: '7203' }).filter({ hasText: '全部成交' });
  await expect(zhRow).toContainText('豐田汽車');
  await shot(page, 'order-history-zh-HK');
});
