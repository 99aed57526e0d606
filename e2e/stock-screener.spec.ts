import { expect as baseExpect, test, type Page } from '@playwright/test';
import enScreener from '../apps/web/src/shared/i18n/locales/en/screener.json' with { type: 'json' };
import hkScreener from '../apps/web/src/shared/i18n/locales/zh-HK/screener.json' with { type: 'json' };
import cnScreener from '../apps/web/src/shared/i18n/locales/zh-CN/screener.json' with { type: 'json' };
import { logIn } from './support/auth';
import { LONG_JOURNEY_MS, expectAccessibleInBothSchemes } from './support/color-schemes';
import { switchLanguage, type Language } from './support/fund';
import { openMenuEntry } from './support/shell';

// LTU1094 is this file's own client (one session per user): it saves, sorts, pages, opens, renames and deletes
// one strategy, then checks the screen in each language and scheme.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// Every step waits on the server's answer; on a shared, loaded machine those take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const texts = { en: enScreener, 'zh-HK': hkScreener, 'zh-CN': cnScreener } as const;
const strategies = (page: Page) => page.getByRole('region', { name: 'My strategies' });
const results = (page: Page) => page.getByRole('table', { name: 'Stocks that meet the conditions' });

/** The numbers of one column of the results, as shown ('1,234' or '—' for none). */
async function columnNumbers(page: Page, header: string): Promise<number[]> {
  const headers = await results(page).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/[▲▼↕]/g, '').trim() === header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  const cells = await results(page)
    .locator('tbody tr')
    .evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent ?? ''), index);
  return cells.filter((text) => /\d/.test(text)).map((text) => Number(text.replace(/[^\d.-]/g, '')));
}

/** The market menu: its index is the stock screener (spec section 2). */
async function openMarket(page: Page) {
  await openMenuEntry(page, 'Information');
  await expect(page).toHaveURL(/\/lantau\/main\/market_informatica\/stock_screener$/);
}

async function showAllWithYearChange(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Year change % from' }).fill('-100');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(main.getByRole('status').filter({ hasText: /\d+ stocks found/ })).toBeVisible();
}

test('save a strategy, sort and page its results, open a quote and the ticket, rename and delete it', async ({
  page,
  request,
}) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await logIn(page, request, 'LTU1094');
  await expect(page).toHaveURL(/\/lantau\/main/);
  // The market menu's index is the stock screener (spec section 2).
  await openMarket(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Stock screener' })).toBeVisible();
  await expect(strategies(page).getByText(enScreener.strategies.empty)).toBeVisible();

  // Nothing asked: the editor says so instead of searching.
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(main.getByRole('alert').filter({ hasText: enScreener.problems.empty })).toBeVisible();
  // A reversed range is refused at its "to".
  await main.getByRole('textbox', { name: 'Price from' }).fill('50');
  await main.getByRole('textbox', { name: 'Price to' }).fill('10');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(main.getByRole('textbox', { name: 'Price to' })).toHaveAttribute('aria-invalid', 'true');
  await main.getByRole('button', { name: 'Clear', exact: true }).click();

  await showAllWithYearChange(page);
  await main.getByRole('button', { name: 'Save as new strategy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save strategy' });
  await dialog.getByRole('textbox', { name: 'Strategy name' }).fill('Whole market');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    strategies(page).getByRole('button', { name: 'Show results of Whole market' }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(main.getByRole('heading', { name: 'Showing results of Whole market' })).toBeVisible();
  await expect(results(page).locator('tbody tr')).toHaveCount(20);

  // Sorted on the server by the header pressed, each way.
  const volumeHeader = results(page).getByRole('columnheader', { name: /Volume/ });
  await volumeHeader.getByRole('button').click();
  await expect(volumeHeader).toHaveAttribute('aria-sort', /ascending|descending/);
  for (let press = 0; press < 2; press += 1) {
    const direction = await volumeHeader.getAttribute('aria-sort');
    await expect(async () => {
      const volumes = await columnNumbers(page, 'Volume');
      expect(volumes.length).toBeGreaterThan(1);
      const sorted = [...volumes].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
      expect(volumes).toEqual(sorted);
    }).toPass();
    if (press === 0) {
      await volumeHeader.getByRole('button').click();
      await expect(volumeHeader).not.toHaveAttribute('aria-sort', direction!);
    }
  }

  // Paged: page 2 holds other stocks.
  const firstCode = async () => results(page).locator('tbody tr').first().locator('th').innerText();
  const pageOne = await firstCode();
  await main.getByRole('button', { name: /^Page 2 of / }).click();
  await expect.poll(firstCode).not.toBe(pageOne);
  await expect(results(page).locator('tbody tr')).toHaveCount(20);

  // A row opens its quote, and the order ticket with the stock picked.
  const quoteButton = results(page)
    .getByRole('button', { name: /^Quote of / })
    .first();
  const stockName = (await quoteButton.getAttribute('aria-label'))!.replace('Quote of ', '');
  await quoteButton.click();
  await expect(page).toHaveURL(/market_informatica\/quote\?q=/);
  await expect(main.getByText(stockName).first()).toBeVisible();
  await page.goBack();
  // Back on the screener its results start afresh (first page, default sort): the first row shown now opens the
  // ticket with its own stock picked.
  await strategies(page).getByRole('button', { name: 'Show results of Whole market' }).click();
  await expect(main.getByRole('status').filter({ hasText: /\d+ stocks found/ })).toBeVisible();
  const tradeButton = results(page)
    .getByRole('button', { name: /^Trade / })
    .first();
  const tradeName = (await tradeButton.getAttribute('aria-label'))!.replace('Trade ', '');
  await tradeButton.click();
  await expect(page).toHaveURL(/\/main\/trade\?q=/);
  await expect(main.getByText(tradeName).first()).toBeVisible();
  await page.goBack();

  // Renamed; then deleted after its confirmation.
  await strategies(page).getByRole('button', { name: 'Rename Whole market' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename strategy' });
  await rename.getByRole('textbox', { name: 'Strategy name' }).fill('全市場');
  await rename.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(rename).toBeHidden();
  await expect(strategies(page).getByRole('button', { name: 'Show results of 全市場' })).toBeVisible();

  await strategies(page).getByRole('button', { name: 'Delete 全市場' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete strategy' });
  await expect(confirm).toContainText('全市場');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(strategies(page).getByText(enScreener.strategies.empty)).toBeVisible();
});

test('the screener is accessible in three languages and both schemes', async ({ page, request }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await logIn(page, request, 'LTU1094');
  await expect(page).toHaveURL(/\/lantau\/main/);
  await openMarket(page);
  const main = page.getByRole('main');
  await showAllWithYearChange(page);
  await main.getByRole('button', { name: 'Save as new strategy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save strategy' });
  await dialog.getByRole('textbox', { name: 'Strategy name' }).fill('A11y');
  await expectAccessibleInBothSchemes(page);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  let current: Language = 'en';
  for (const language of ['en', 'zh-HK', 'zh-CN'] as const) {
    await switchLanguage(page, current, language);
    current = language;
    const text = texts[language];
    await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(
      main.getByRole('table', { name: text.results.caption }).locator('tbody tr').first(),
    ).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  }
  await switchLanguage(page, current, 'en');
  await strategies(page).getByRole('button', { name: 'Delete A11y' }).click();
  await page.getByRole('dialog', { name: 'Delete strategy' }).getByRole('button', { name: 'Delete' }).click();
  await expect(strategies(page).getByText(enScreener.strategies.empty)).toBeVisible();
});
