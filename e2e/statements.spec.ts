import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { logIn } from './support/auth';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { openQuoteBySearch } from './support/market';
import { openUserMenu, openMenuEntry } from './support/shell';

// LTU1050 is this file's own client (one session per user): it buys one AAPL share, then finds the trade's
// notices, and its monthly statement PDF, whose figures must match the account overview, in three languages.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let page: Page;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  page = await context.newPage();
  await logIn(page, page.request, 'LTU1050');
  await expect(page).toHaveURL(/\/lantau\/main/);
});
test.afterAll(() => page.context().close());

const numberIn = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
/** An amount as the statement prints it: thousands separators, two decimals. */
const printed = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function openAccountPage(name: RegExp | string) {
  await page
    .getByRole('navigation', { name: /Main menu|主選單|主菜单/ })
    .getByRole('link', { name: /Account|帳戶|账户/ })
    .click();
  await page
    .getByRole('navigation', { name: /Account pages|賬戶頁面|账户页面/ })
    .getByRole('link', { name })
    .click();
}

/** Downloads the current month's statement from the statement page and returns its text. */
async function monthlyStatementText(downloadName: RegExp): Promise<string> {
  const main = page.getByRole('main');
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: downloadName }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-LTU105001-\d{4}-\d{2}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function cellsOf(row: Locator): Promise<number[]> {
  return (await row.getByRole('cell').allInnerTexts()).map(numberIn);
}

test('a bought share leaves unread notices that can be marked read', async () => {
  await openMenuEntry(page, 'Information');
  await openQuoteBySearch(page, 'AAPL');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const ticket = page.getByRole('form', { name: 'Trade' });
  await ticket.getByRole('combobox', { name: 'Order type' }).selectOption({ label: 'Market' });
  await ticket.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await page.getByRole('button', { name: 'Review Buy order' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm your order' });
  await confirmation.getByRole('button', { name: 'Confirm and place' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order placed' })).toBeVisible();

  await openAccountPage('Notification');
  await expect(page).toHaveURL(/\/lantau\/main\/account\/notification$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = main.getByRole('list', { name: 'Notifications' });
  // The fill arrives from the simulated exchange a moment after the order: read the list again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(list.getByRole('listitem', { name: 'Order executed' }).first()).toBeVisible({
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });
  const executed = list.getByRole('listitem', { name: 'Order executed' }).first();
  await expect(executed).toContainText('AAPL');
  await expect(executed.getByText('Unread')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /unread notification/ })).toBeVisible();

  await executed.getByRole('button', { name: 'Mark as read: Order executed' }).click();
  await expect(executed.getByText('Unread')).toBeHidden();
  await main.getByRole('combobox', { name: 'Status' }).selectOption('UNREAD');
  await expect(list.getByRole('listitem', { name: 'Order placed' })).toBeVisible();
  await main.getByRole('button', { name: 'Mark this page as read' }).click();
  await expect(main.getByText('No notifications.')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: '0 unread notifications' })).toBeVisible();
  await main.getByRole('combobox', { name: 'Status' }).selectOption('');
  await expectAccessibleInBothSchemes(page);
});

test('the monthly statement PDF carries the figures of the overview, in English and both Chinese', async () => {
  await openAccountPage('Overview');
  const main = page.getByRole('main');
  const cash = main.getByRole('table', { name: 'Cash by currency' });
  const rowOf = (currency: string) =>
    cash.getByRole('row').filter({ has: page.getByRole('rowheader', { name: currency }) });
  await expect(rowOf('HKD')).toContainText('86,420.50');
  // Cells: available, on hold, unsettled, settled. The statement's closing balance is settled plus unsettled.
  const [, , usdUnsettled = NaN, usdSettled = NaN] = await cellsOf(rowOf('USD'));
  // The share's cost and fees left the seeded USD 7,531.25 (settled, or still unsettled).
  expect(usdSettled + usdUnsettled).toBeLessThan(7531.25);
  const usdClosing = printed(usdSettled + usdUnsettled);
  const positions = main.getByRole('table', { name: 'Positions' });
  await expect(positions.getByRole('row').filter({ hasText: 'AAPL · USD' })).toContainText('11');

  await openAccountPage('Statement');
  await expect(page).toHaveURL(/\/lantau\/main\/account\/statement$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Monthly', selected: true })).toBeVisible();
  const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
  const table = main.getByRole('table', { name: 'Statements with account activity in the chosen period' });
  await expect(table.getByRole('rowheader', { name: `Monthly statement ${month}` })).toBeVisible();

  const english = await monthlyStatementText(new RegExp(`Download PDF: Monthly statement ${month}`));
  for (const words of ['Monthly statement', 'Lantau Securities', 'HO Wing Sze', 'LTU105001', 'Brokerage']) {
    expect(english, words).toContain(words);
  }
  expect(english).toContain('86,420.50');
  expect(english).toContain(usdClosing);
  expect(english).toMatch(/US AAPL .*\n?.*USD\s+11\b/);

  // The daily tab lists today's statement too, by keyboard.
  await main.getByRole('tab', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('tab', { name: 'Daily', selected: true })).toBeVisible();
  await expect(
    table.getByRole('rowheader', { name: /^Daily statement \d{4}-\d{2}-\d{2}$/ }).first(),
  ).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  const chinese = [
    {
      code: 'zh-HK',
      language: 'Language',
      tab: '月結單',
      title: '月結單',
      broker: '大嶼證券',
      name: '何詠詩',
    },
    { code: 'zh-CN', language: '語言', tab: '月结单', title: '月结单', broker: '大屿证券', name: '何詠詩' },
  ];
  for (const { code, language, tab, title, broker, name } of chinese) {
    const menu = await openUserMenu(page);
    await menu.getByRole('combobox', { name: language }).selectOption(code);
    await page.keyboard.press('Escape');
    await main.getByRole('tab', { name: tab }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: code === 'zh-HK' ? '結單' : '结单' }),
    ).toBeVisible();
    const text = await monthlyStatementText(new RegExp(`PDF：${title} ${month}`));
    for (const words of [title, broker, name, '86,420.50', usdClosing])
      expect(text, `${code}: ${words}`).toContain(words);
    await expectAccessibleInBothSchemes(page);
  }
  const menu = await openUserMenu(page);
  await menu.getByRole('combobox', { name: '语言' }).selectOption('en');
  await page.keyboard.press('Escape');
});
