import { expect, test, type Page } from '@playwright/test';
import type { StaffFundRequest } from '@lantau/contract';
import { logIn } from './support/auth';
import { backOfficeTexts, logInStaffInBrowser } from './support/back-office';
import { backOfficeClientTexts } from './support/back-office-clients';
import { fundTexts, openFundPage, submitEBankDeposit } from './support/fund';
import { openMarket, openQuoteBySearch } from './support/market';
import { logInStaffOverHttp, staffCallOverHttp } from './support/staff-api';

// Issue 22, section 2: one clock, routes that exist from the first render, and lists that follow pushed changes.
// LTU1096 is this file's own client (no other browser test logs it in); its browser sits in Los Angeles, so a
// time shown in the browser's zone instead of Hong Kong's is 15 or 16 hours off and cannot pass for it.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const USER = 'LTU1096';
const t = fundTexts.en;
let page: Page;
/** The deposit the first test makes and the broker credits. */
let depositID = '';

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId: 'America/Los_Angeles',
  });
  page = await context.newPage();
  await logIn(page, page.request, USER);
  await expect(page).toHaveURL(/\/lantau\/main/);
});
test.afterAll(() => page.context().close());

/** Whether a shown Hong Kong 'YYYY-MM-DD HH:mm' is within five minutes of now (the browser's zone is 15+ hours off). */
function isHongKongNow(shown: string): boolean {
  const at = Date.parse(`${shown.replace(' ', 'T')}:00+08:00`);
  return Math.abs(at - Date.now()) < 5 * 60_000;
}

/** One English deposit of HKD from the client's registered account, through the fund screens. */
async function deposit(amount: string) {
  await openFundPage(page, 'en', 'deposit');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'HKD' }).check();
  await main.getByRole('button', { name: t.common.next }).click();
  await submitEBankDeposit(page, { name: 'HO Ka Lok', account: '024-001096-883' }, amount);
}

test("a fund record follows the broker's processing without a reload, and shows Hong Kong time", async ({
  request,
}) => {
  await deposit('2345.60');
  await openFundPage(page, 'en', 'record');
  const main = page.getByRole('main');
  const row = main
    .getByRole('table', { name: t.record.table })
    .getByRole('row')
    .filter({ hasText: '2,345.60' });
  await expect(row).toContainText(t.record.statuses.PND);
  // The record's time: Hong Kong's, labelled, not the browser's (Los Angeles).
  const time = (await row.getByRole('rowheader').innerText()).trim();
  expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} HKT$/);
  expect(isHongKongNow(time.slice(0, 16)), `${time} is now in Hong Kong`).toBe(true);

  // The broker credits it over the staff API while the page stays open: the row changes where it is.
  const staff = await logInStaffOverHttp(request, 'OPS3');
  const queue = await staffCallOverHttp<{ requests: StaffFundRequest[] }>(
    request,
    staff,
    'GET',
    `/api/staff/funds/requests?type=DEPOSIT&userID=${USER}`,
  );
  const mine = queue.requests.find((candidate) => candidate.amount === '2345.60');
  expect(mine, 'the deposit in the queue').toBeDefined();
  depositID = mine!.requestID;
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url());
  });
  await staffCallOverHttp(request, staff, 'POST', `/api/staff/funds/deposits/${mine!.requestID}/credit`);
  await expect(row).toContainText(t.record.statuses.CLS, { timeout: 10_000 });
  expect(reloads, 'no navigation or reload').toEqual([]);
});

test("the message center shows a message's time in Hong Kong time, labelled", async () => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Notice/ })
    .click();
  // The deposit's messages (submitted, credited) are the newest: minutes ago, in Hong Kong.
  const newest = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first().locator('time');
  await expect(newest).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} HKT$/, { timeout: 30_000 });
  expect(isHongKongNow((await newest.innerText()).slice(0, 16))).toBe(true);
});

test("a US quote's time is New York's, labelled ET", async () => {
  await openMarket(page);
  await openQuoteBySearch(page, 'AAPL');
  await expect(page.getByText(/^As of \d{2}:\d{2}:\d{2} ET$/)).toBeVisible({ timeout: 30_000 });
});

test('the statement page opened by its address, and reloaded, stays the statement page', async () => {
  await page.goto('/lantau/main/account/statement');
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Statements' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/lantau\/main\/account\/statement$/);
  await page.reload();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/lantau\/main\/account\/statement$/);
});

test('the back office shows Hong Kong time, money with separators, one plus, and the audit trail as fields', async ({
  request,
}) => {
  const bo = backOfficeTexts.en;
  const clients = backOfficeClientTexts.en.clients;
  // The same Los Angeles browser, another tab: the back office's own session.
  const office = await page.context().newPage();
  await logInStaffInBrowser(office, request, '/lantau/back_office', 'SUP3');
  const nav = office.getByRole('navigation', { name: bo.nav.label });

  await nav.getByRole('link', { name: bo.nav.audit }).click();
  await office.getByRole('textbox', { name: bo.audit.subjectID }).fill(depositID);
  const trail = office.getByRole('main').getByRole('table').first();
  // The credit's step: status from Approved to Completed, as words in a field / before / after list.
  const completed = trail.getByRole('row').filter({ has: office.getByRole('rowheader', { name: 'Status' }) });
  await expect(completed.filter({ hasText: `${bo.status.APV}${bo.status.CLS}` }).first()).toBeVisible();
  await expect(trail).not.toContainText('{"');
  await expect(trail).toContainText(bo.audit.subjectType.FUND_REQUEST);
  await expect(trail.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} HKT$/).first()).toBeVisible();

  await nav.getByRole('link', { name: backOfficeClientTexts.en.nav.clients }).click();
  await office.getByRole('textbox', { name: clients.search }).fill(USER);
  await office.getByRole('button', { name: clients.find }).click();
  await office.getByRole('button', { name: `Open ${USER}` }).click();
  await expect(office.getByText(/Mobile: \+852 /)).toBeVisible();
  await expect(office.getByText(/\+\+852/)).toHaveCount(0);
  // 10,000.00 opening + 2,345.60 credited.
  const cash = office.getByRole('table', { name: `Cash of ${USER}01` });
  await expect(cash.getByRole('row').filter({ hasText: 'HKD' })).toContainText('12,345.60');
  await office.close();
});
