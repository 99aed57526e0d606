import { expect, type Locator, type Page } from '@playwright/test';
import { openQuoteBySearch } from './market';
import { openMenuEntry } from './shell';

/** From the home page after login: the quote of a stock found by search, then its Buy or Sell button. */
export async function openTicketFromQuote(page: Page, keyword: string, side: 'Buy' | 'Sell') {
  await expect(page).toHaveURL(/\/main/);
  await openMenuEntry(page, 'Information');
  await openQuoteBySearch(page, keyword);
  await page.getByRole('button', { name: side, exact: true }).click();
  await expect(page).toHaveURL(/\/main\/trade\?q=/);
  const ticket = page.getByRole('form', { name: 'Trade' });
  await expect(ticket).toBeVisible();
  return ticket;
}

/** The trade page with 00700 chosen in its search by keyboard, at any width (no menu on the way); the ticket. */
export async function openTencentTicket(page: Page): Promise<Locator> {
  await page.goto('/lantau/main/trade');
  const search = page.getByRole('textbox', { name: 'Stock to trade' });
  await search.fill('00700');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/main\/trade\?q=/);
  return page.getByRole('form', { name: 'Trade' });
}

/** Steps the price field n ticks with the arrow keys (the spread table decides each step). */
export async function stepPrice(ticket: Locator, key: 'ArrowUp' | 'ArrowDown', times: number) {
  const price = ticket.getByRole('textbox', { name: 'Price' });
  for (let index = 0; index < times; index += 1) await price.press(key);
}

/** Reviews the ticket and confirms it on the confirmation page; returns the placed order's banner. */
export async function reviewAndPlace(page: Page, side: 'Buy' | 'Sell') {
  await page.getByRole('button', { name: `Review ${side} order` }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm your order' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByTestId('total-fees')).toHaveText(/\d/);
  await confirmation.getByRole('button', { name: 'Confirm and place' }).click();
  const placed = page.getByRole('status').filter({ hasText: 'Order placed' });
  await expect(placed).toBeVisible();
  return placed;
}

/**
 * Buys 100 00700 that fill at once: an enhanced limit order a few ticks above the last price takes the asks (a
 * plain limit order priced through the best ask is refused in Hong Kong). Returns the placed order's banner.
 */
export async function buyTencentFilled(page: Page) {
  const ticket = await openTicketFromQuote(page, '700', 'Buy');
  const placed = await placeBuyThroughAsks(page, ticket);
  await expect(placed.getByText('Fully filled')).toBeVisible({ timeout: 30_000 });
  return placed;
}

/** On an opened ticket: an enhanced limit buy a few ticks above the last price, placed; the placed banner. */
export async function placeBuyThroughAsks(page: Page, ticket: Locator) {
  // Priced from the quote first: stepping an empty field would start from nothing and be refused as too far.
  await expect(ticket.getByTestId('total-fees')).toHaveText(/^HKD \d/);
  await ticket.getByRole('combobox', { name: 'Order type' }).selectOption({ label: 'Enhanced limit' });
  await expect(ticket.getByRole('textbox', { name: 'Price' })).toHaveValue(/\d/);
  await stepPrice(ticket, 'ArrowUp', 4);
  return reviewAndPlace(page, 'Buy');
}
