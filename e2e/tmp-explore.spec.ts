import { expect, test } from '@playwright/test';
import { logIn } from './support/auth';
import { openQuoteBySearch } from './support/market';
import { openUserMenu } from './support/shell';

test.describe.configure({ timeout: 240_000 });
const dir = '/tmp/markets-shots';

test('explore', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, request, 'LTU1009');
  await expect(page).toHaveURL(/\/main/);
  await page.screenshot({ path: `${dir}/home-en.png`, fullPage: true });
  await page.goto('/lantau/main/account/overview');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${dir}/overview-en.png`, fullPage: true });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Information' }).click();
  await openQuoteBySearch(page, '7203');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/quote-en.png`, fullPage: true });
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${dir}/ticket-jp-en.png`, fullPage: true });
  const ticketUrl = page.url();
  console.log('TICKET', ticketUrl);
  for (const code of ['D05', 'HSBA']) {
    await page.goto('/lantau/main/market_informatica/overview');
    await openQuoteBySearch(page, code);
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${dir}/ticket-${code}-en.png`, fullPage: true });
  }
  await page.goto('/lantau/main/order');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/orders-en.png`, fullPage: true });
  let current = 'Language';
  for (const [code, language] of [['zh-HK', '語言'], ['zh-CN', '语言']]) {
    const menu = await openUserMenu(page);
    await menu.getByRole('combobox', { name: current }).selectOption(code);
    current = language;
    await page.keyboard.press('Escape');
    await page.goto('/lantau/main/account/overview');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${dir}/overview-${code}.png`, fullPage: true });
    await page.goto(ticketUrl);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${dir}/ticket-jp-${code}.png`, fullPage: true });
  }
  console.log('URL', page.url());
});
