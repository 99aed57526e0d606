import { expect, test } from '@playwright/test';
import { logIn } from './support/auth';
import { openQuoteBySearch } from './support/market';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { openUserMenu, openMenuEntry } from './support/shell';

// Tokyo through the real server and its simulated exchange (the demo clock keeps every market trading), as
// LTU1009, whose cash account holds JPY, SGD and GBP: the only test that logs that client in.
test.describe.configure({ timeout: 120_000 });

test('LTU1009 buys one lot of Toyota (7203) in yen from its quote and sees it in the order history', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1009');
  await expect(page).toHaveURL(/\/lantau\/main$/);
  await openMenuEntry(page, 'Information');
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
  // Yen has no minor unit: buying power and fees in whole yen.
  await expect(ticket.getByTestId('trade-capacity')).toHaveText('Buying power: JPY 3,000,000');
  await expect(ticket.getByTestId('total-fees')).toHaveText(/^JPY [\d,]+$/);
  await expectAccessibleInBothSchemes(page);

  // The price stepper walks the TSE's table for TOPIX 500 constituents: 0.5 yen up to 3,000, 1 yen above.
  const price = ticket.getByRole('textbox', { name: 'Price' });
  const lastPrice = await price.inputValue();
  await price.fill('2999.5');
  await price.press('ArrowUp');
  await expect(price).toHaveValue('3000.0');
  await price.press('ArrowUp');
  await expect(price).toHaveValue('3001.0');
  await price.press('ArrowDown');
  await price.press('ArrowDown');
  await expect(price).toHaveValue('2999.5');
  await ticket.screenshot({ path: test.info().outputPath('tokyo-ticket.png') });
  await price.fill(lastPrice);

  // A few ticks over the last price crosses the asks (Tokyo has no Hong Kong rule against pricing through).
  for (let tick = 0; tick < 5; tick += 1) await price.press('ArrowUp');
  await page.getByRole('button', { name: 'Review Buy order' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm your order' });
  await expect(confirmation.getByTestId('total-fees')).toHaveText(/^JPY \d/);
  await confirmation.getByRole('button', { name: 'Confirm and place' }).click();
  const placed = page.getByRole('status').filter({ hasText: 'Order placed' });
  await expect(placed.getByText('Fully filled')).toBeVisible({ timeout: 30_000 });
  await expect(placed.getByTestId('latest-filled')).toHaveText('Filled 100 of 100');
  await expect(ticket.getByTestId('trade-capacity')).not.toHaveText('Buying power: JPY 3,000,000');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '7203' }).filter({ hasText: 'Fully filled' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Toyota Motor');
  await expect(row).toContainText('JPY');
  await expectAccessibleInBothSchemes(page);

  // The same order in Traditional Chinese: the market's name and the status in the reader's language.
  const userMenu = await openUserMenu(page);
  await userMenu.getByRole('combobox', { name: 'Language' }).selectOption('zh-HK');
  await page.keyboard.press('Escape');
  const zhRow = page.getByRole('row').filter({ hasText: '7203' }).filter({ hasText: '全部成交' });
  await expect(zhRow).toContainText('豐田汽車');
});
