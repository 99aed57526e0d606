import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { StaffFundRequest } from '@lantau/contract';
import { logIn } from './support/auth';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { openFundPage, submitEBankDeposit } from './support/fund';
import { logInStaffOverHttp, staffCallOverHttp } from './support/staff-api';
import { buyTencentFilled } from './support/trade';

// LTU1007 is this file's own client (one session per user): its tests run one after the other.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('the overview shows cash and live-priced positions, hides amounts, and works in light and dark', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1007');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, LEUNG Ka Yan' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top 5 positions by profit and loss' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/lantau\/main\/account\/overview$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();

  // The seed's opening balances, through the ledger: HKD 123,456.78 available in the cash account.
  const cash = main.getByRole('table', { name: 'Cash by currency' });
  const hkd = cash.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'HKD' }) });
  await expect(hkd).toContainText('123,456.78');
  // The buying power says what it counts, so the ticket's figure (one currency's cash) is not a surprise.
  await expect(main.getByTestId('buying-power-help')).toHaveText(
    /^Available cash of every currency, converted to HKD at reference rates\. A buy spends the cash of its market's currency only/,
  );
  const positions = main.getByRole('table', { name: 'Positions' });
  const tencent = positions.getByRole('row').filter({ hasText: '00700 · HKD' });
  await expect(tencent).toContainText('300');
  await expect(tencent.getByText('Delayed 15 min')).toBeVisible();
  await expect(tencent.getByRole('button', { name: /^Buy / })).toBeEnabled();

  // Amount privacy: every figure masked, and still masked after a reload.
  await main.getByRole('switch', { name: 'Hide amounts' }).check();
  await expect(hkd).not.toContainText('123,456.78');
  await expect(hkd).toContainText('****');
  await page.reload();
  await expect(main.getByRole('table', { name: 'Cash by currency' })).toContainText('****');
  await main.getByRole('switch', { name: 'Hide amounts' }).uncheck();
  await expect(hkd).toContainText('123,456.78');

  // P/L cost edit on the server: the position says it is the client's own cost, and can go back.
  const hsbc = positions.getByRole('row').filter({ hasText: '00005 · HKD' });
  await hsbc.getByRole('button', { name: /^Edit cost of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit P/L cost' });
  await dialog.getByRole('textbox', { name: 'New average cost' }).fill('55.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(hsbc).toContainText('Your own cost');
  await expect(hsbc).toContainText('55.500');
  await hsbc.getByRole('button', { name: /^Edit cost of/ }).click();
  await dialog.getByRole('button', { name: 'Restore the cost from my trades' }).click();
  await expect(dialog).toBeHidden();
  await expect(hsbc).not.toContainText('Your own cost');
  await expect(hsbc).toContainText('60.500');

  // The margin account: its banner states its standing.
  await main.getByRole('combobox', { name: 'Account' }).selectOption('LTU100702');
  await expect(main.getByRole('status').filter({ hasText: /Margin account|Margin call/ })).toBeVisible();
  await main.getByRole('combobox', { name: 'Account' }).selectOption('LTU100701');
  await expect(hkd).toContainText('123,456.78');

  await expectAccessibleInBothSchemes(page);
});

test('the record lists the opening journal, filters by type, and exports a CSV with the BOM', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1007');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  const main = page.getByRole('main');
  await main.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Record' }).click();
  await expect(page).toHaveURL(/\/lantau\/main\/account\/record$/);
  const table = main.getByRole('table', { name: 'Account movements' });
  await expect(table.getByRole('row').filter({ hasText: 'Opening balance' }).first()).toBeVisible();

  await main.getByRole('combobox', { name: 'Type' }).selectOption('FEE');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByText('No movements in this period.')).toBeVisible();
  await main.getByRole('combobox', { name: 'Type' }).selectOption('OPENING_BALANCE');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Opening balance' }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^LTU100701-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Time,Type,Description,Asset,Amount,Balance after,State,Reference');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes('Opening balance'))).toBe(true);
  expect(lines.join('\n')).toContain('123456.78');

  await expectAccessibleInBothSchemes(page);
});

test("the record names a trade by its order's short number and a deposit by its request's, never a ledger ID", async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1007');
  const placed = await buyTencentFilled(page);
  const orderNumber = (await placed.innerText()).match(/O-\d{4}-\d{6}/)?.[0];
  expect(orderNumber, 'the banner names the order by its short number').toBeDefined();

  // A deposit the broker credits (OPS4 is this file's own member): it reaches the ledger.
  await openFundPage(page, 'en', 'deposit');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'HKD' }).check();
  await main.getByRole('button', { name: 'Next' }).click();
  await submitEBankDeposit(page, { name: 'LEUNG Ka Yan', account: '024-001007-883' }, '2468.10');
  const staff = await logInStaffOverHttp(request, 'OPS4');
  const queue = await staffCallOverHttp<{ requests: StaffFundRequest[] }>(
    request,
    staff,
    'GET',
    '/api/staff/funds/requests?type=DEPOSIT&userID=LTU1007',
  );
  const deposit = queue.requests.find((candidate) => candidate.amount === '2468.10');
  expect(deposit, 'the deposit in the queue').toBeDefined();
  await staffCallOverHttp(request, staff, 'POST', `/api/staff/funds/deposits/${deposit!.requestID}/credit`);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  await main.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Record' }).click();
  const table = main.getByRole('table', { name: 'Account movements' });
  const rows = table.getByRole('row');
  await expect(rows.filter({ hasText: 'Deposit' }).first()).toContainText(deposit!.requestNumber);
  const trade = rows.filter({ hasText: 'Trade' }).filter({ hasText: '00700' }).first();
  await expect(trade).toContainText(orderNumber!);
  await expect(rows.filter({ hasText: 'Fee' }).first()).toContainText(orderNumber!);
  // What a person reads only: no UUID, no execution ID, nothing cut short with dots.
  const text = await table.innerText();
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
  expect(text).not.toMatch(/\.\.\.|…/);
  expect(text).not.toContain(deposit!.requestID);

  await expectAccessibleInBothSchemes(page);
});
