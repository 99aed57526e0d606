import { expect, type Page } from '@playwright/test';
import { openMenuEntry } from './shell';

/** From the home page, the market information menu (its index is the stock screener, as the spec says). */
export async function openMarket(page: Page) {
  await expect(page).toHaveURL(/\/lantau\/main/);
  await openMenuEntry(page, 'Information');
  // The market area loads as a chunk of its own: on a busy machine that takes longer than the default wait.
  await expect(page).toHaveURL(/\/lantau\/main\/market_informatica\/stock_screener$/, { timeout: 30_000 });
}

/** Inside the market area, one of its pages by its link in the market information menu. */
export async function openMarketPage(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Market information' })
    .getByRole('link', { name: link })
    .click();
}

/** Multi-chart, whose tutorial opens on the first visit: answers the tutorial dialog once it shows. */
export async function openMultiChartTutorial(page: Page) {
  await openMarketPage(page, 'Multi-chart');
  const tutorial = page.getByRole('dialog', { name: 'Multi-chart mode' });
  await expect(tutorial).toBeVisible();
  return tutorial;
}

/** Search by code and pick the first match, as a user would with the keyboard. */
export async function openQuoteBySearch(page: Page, keyword: string) {
  await openMarketPage(page, 'Quote');
  const search = page.getByRole('textbox', { name: 'Search stocks' });
  await search.fill(keyword);
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/market_informatica\/quote\?q=/);
}
