import { expect, type Page } from '@playwright/test';

/** From the home page, the market information menu (its index is the stock screener, as the spec says). */
export async function openMarket(page: Page) {
  await expect(page).toHaveURL(/\/lantau\/main/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Information' })
    .click();
  // The market area loads as a chunk of its own: on a busy machine that takes longer than the default wait.
  await expect(page).toHaveURL(/\/lantau\/main\/market_informatica\/stock_screener$/, { timeout: 30_000 });
}

/** Search by code and pick the first match, as a user would with the keyboard. */
export async function openQuoteBySearch(page: Page, keyword: string) {
  await page
    .getByRole('navigation', { name: 'Market information' })
    .getByRole('link', { name: 'Quote' })
    .click();
  const search = page.getByRole('textbox', { name: 'Search stocks' });
  await search.fill(keyword);
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/market_informatica\/quote\?q=/);
}
