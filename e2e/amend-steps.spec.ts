import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/auth';
import { openQuoteBySearch } from './support/market';
import { openMenuEntry } from './support/shell';

// Amending a working order's price steps on the instrument's own spread table, and the dialog refuses what the
// server's amend check would, before the review: the same domain check (checkAmendment) on the same table
// (the order's spreadTableID, chosen once by the domain's spreadTableIdOf). Hong Kong stocks step 0.02 from 20
// to 50 (the 2025 table); ETFs, warrants and CBBCs keep the older table (0.05 there, 0.02 from 10 to 20); Shanghai
// B-shares step USD 0.001. LTU1110 (Level 2 in HK and B-shares) is this test's own client: no other test logs it in.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  page = await context.newPage();
  await logIn(page, page.request, 'LTU1110');
  await expect(page).toHaveURL(/\/main$/);
});
test.afterAll(() => page.context().close());

/** Prices as the dialog writes them: the tables' finest step here is 0.001, so three decimals. */
const priceText = (value: number) => value.toFixed(3);

/** SEHK's steps up from a price below 50: the 2025 table of stocks, and the older one of ETFs, warrants, CBBCs. */
const stockTableStepUp = (price: number) =>
  price < 0.25 ? 0.001 : price < 0.5 ? 0.005 : price < 20 ? 0.01 : 0.02;
const olderTableStepUp = (price: number) =>
  price < 0.25 ? 0.001 : price < 0.5 ? 0.005 : price < 10 ? 0.01 : price < 20 ? 0.02 : 0.05;

/**
 * A buy of one lot `ticks` steps under the last price, left working (within the 24 spreads Hong Kong allows
 * under the best bid); returns its price.
 */
async function placeWorkingBuy(keyword: string, ticks: number): Promise<string> {
  await openMenuEntry(page, 'Information');
  await openQuoteBySearch(page, keyword);
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/trade\?q=/);
  const ticket = page.getByRole('form', { name: 'Trade' });
  const price = ticket.getByRole('textbox', { name: 'Price' });
  await expect(price).not.toHaveValue('');
  for (let tick = 0; tick < ticks; tick += 1) await price.press('ArrowDown');
  const placedAt = await price.inputValue();
  await page.getByRole('button', { name: 'Review Buy order' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm your order' });
  await confirmation.getByRole('button', { name: 'Confirm and place' }).click();
  const placed = page.getByRole('status').filter({ hasText: 'Order placed' });
  await expect(placed.getByText('Acknowledged')).toBeVisible({ timeout: 15_000 });
  return placedAt;
}

/** The amend dialog of the working order of `code`, from the order history. */
async function openAmend(code: string): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Acknowledged' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Details of order/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog', { name: 'Amend order' });
  await expect(amend).toBeVisible();
  return amend;
}

/** Refused in the dialog: the price field's tip names the problem, and no review is offered. */
async function expectRefused(amend: Locator, price: string, problem: string) {
  const field = amend.getByRole('textbox', { name: 'Price' });
  await field.fill(price);
  await amend.getByRole('button', { name: 'Review' }).click();
  await expect(amend.getByRole('alert')).toHaveText(problem);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(amend.getByRole('button', { name: 'Confirm amendment' })).toHaveCount(0);
}

/** Steps the price once up, reviews and confirms; the order history then shows the new price. */
async function amendOneStepUp(amend: Locator, from: string, expected: string, code: string) {
  const field = amend.getByRole('textbox', { name: 'Price' });
  await field.fill(from);
  await field.press('ArrowUp');
  await expect(field).toHaveValue(expected);
  await amend.getByRole('button', { name: 'Review' }).click();
  await expect(amend.getByText(`Price: ${from} to ${expected}`)).toBeVisible();
  await amend.getByRole('button', { name: 'Confirm amendment' }).click();
  await expect(amend).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: code }).filter({ hasText: expected })).toBeVisible({
    timeout: 15_000,
  });
}

const OFF_STEP = 'The price is not on a valid price step.';

test('an HK stock steps on the 2025 table: 0.02 from 20 to 50', async () => {
  const placed = Number(await placeWorkingBuy('00004', 10));
  expect(placed).toBeGreaterThan(20);
  const amend = await openAmend('00004');
  await expectRefused(amend, priceText(placed + 0.01), OFF_STEP);
  await amendOneStepUp(amend, priceText(placed), priceText(placed + stockTableStepUp(placed)), '00004');
});

test('an HK ETF steps on the older table: 0.05 from 20 to 50, and 0.02 there is refused', async () => {
  const placed = Number(await placeWorkingBuy('02800', 10));
  expect(placed).toBeGreaterThan(20);
  const amend = await openAmend('02800');
  // On the stock table this price would be a step; the ETF's table refuses it, as the server does.
  await expectRefused(amend, priceText(placed + 0.02), OFF_STEP);
  await amendOneStepUp(amend, priceText(placed), priceText(placed + olderTableStepUp(placed)), '02800');
});

for (const [kind, code] of [
  ['a warrant', '13475'],
  ['a CBBC', '50312'],
] as const) {
  test(`${kind} steps on the older table: 12.01 is refused, 12.02 steps to 12.04`, async () => {
    const placed = Number(await placeWorkingBuy(code, 10));
    const amend = await openAmend(code);
    // 12.01 sits on the stock table's 0.01 steps, not on the older table's 0.02.
    await expectRefused(amend, '12.010', OFF_STEP);
    const field = amend.getByRole('textbox', { name: 'Price' });
    await field.fill('12.020');
    await field.press('ArrowUp');
    await expect(field).toHaveValue('12.040');
    await amendOneStepUp(amend, priceText(placed), priceText(placed + olderTableStepUp(placed)), code);
  });
}

test('a Shanghai B-share steps USD 0.001 and is kept within its daily limit', async () => {
  const placed = Number(await placeWorkingBuy('900901', 10));
  const amend = await openAmend('900901');
  // Ten percent over the previous close is past the daily limit: refused before the review, as the server does.
  await expectRefused(amend, '5.000', 'The price is outside the daily price limit.');
  await amendOneStepUp(amend, priceText(placed), priceText(placed + 0.001), '900901');
});
