import { expect, test, type Page } from '@playwright/test';
import type { StaffFundRequest } from '@lantau/contract';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import {
  fundTexts,
  logInForFunds,
  languages,
  openFundPage,
  receiptPng,
  switchLanguage,
  type Language,
} from './support/fund';
import { logInStaffOverHttp, staffCallOverHttp } from './support/staff-api';
import { demoIdNumberOf } from '../apps/server/src/composition/seed/demo-funds';

// LTU1060 is this file's own client (one session per user): its tests run one after the other.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/**
 * Each attempt deposits its own amounts: a retry (Playwright runs the serial file again from its first test) must
 * not find the rows an earlier attempt left, or two rows would match one amount.
 */
const amountsOf = (retry: number): Record<Language, string> => ({
  en: (1000.1 + retry).toFixed(2),
  'zh-HK': (1000.2 + retry).toFixed(2),
  'zh-CN': (1000.3 + retry).toFixed(2),
});
const cents = (amount: string) => Math.round(Number(amount) * 100);
const shown = (amount: string) => `${Number(amount).toLocaleString('en', { minimumFractionDigits: 2 })} HKD`;

/** One deposit through every step, in the page's current language, with a certificate file. */
async function deposit(page: Page, language: Language, amount: string) {
  const t = fundTexts[language];
  const main = page.getByRole('main');
  await openFundPage(page, language, 'deposit');
  await expect(main.getByRole('heading', { level: 1, name: t.deposit.title })).toBeVisible();
  await main.getByRole('radio', { name: 'HKD' }).check();
  await main.getByRole('button', { name: t.common.next }).click();

  await expect(main.getByRole('heading', { level: 1, name: t.deposit.methodTitle })).toBeVisible();
  await main.getByRole('radio', { name: new RegExp(t.deposit.methods.E_BANK) }).check();
  await main.getByRole('button', { name: t.common.next }).click();

  await expect(main.getByRole('heading', { level: 1, name: t.deposit.detailsTitle })).toBeVisible();
  await main.getByRole('combobox', { name: t.deposit.payerBank }).selectOption('024');
  await main.getByRole('textbox', { name: t.deposit.payerAccountName }).fill('CHOI Ka Lok');
  await main.getByRole('textbox', { name: t.deposit.payerAccountNumber }).fill('024-106001-883');
  await main.getByRole('textbox', { name: new RegExp(t.common.amount) }).fill(amount);
  // Lantau Securities accepts deposits only from registered accounts (WebFundInAllowNonRegBank off).
  await expect(main.getByRole('checkbox', { name: t.deposit.nonRegisteredBank })).toHaveCount(0);
  // Too large is refused at once, saying why; the receipt is previewed.
  await main.locator('input[type="file"]').setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(main.getByRole('alert').filter({ hasText: 'scan.png' })).toBeVisible();
  await main.locator('input[type="file"]').setInputFiles(receiptPng);
  await expect(main.getByRole('img', { name: t.deposit.certificatePreview })).toBeVisible();
  if (language === 'en') await expectAccessibleInBothSchemes(page);
  await main.getByRole('button', { name: t.common.next }).click();

  await expect(main.getByRole('heading', { level: 1, name: t.deposit.confirmTitle })).toBeVisible();
  await expect(main.getByText(shown(amount))).toBeVisible();
  await main.getByRole('checkbox', { name: t.deposit.agree }).check();
  await main.getByRole('button', { name: t.common.submit }).click();
  await expect(main.getByRole('heading', { name: t.deposit.successTitle })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
}

test('deposits with a transfer certificate in three languages reach the records as pending', async ({
  page,
  request,
}, testInfo) => {
  const amounts = amountsOf(testInfo.retry);
  await logInForFunds(page, request, 'LTU1060');
  let current: Language = 'en';
  for (const language of languages) {
    await switchLanguage(page, current, language);
    current = language;
    await deposit(page, language, amounts[language]);

    const t = fundTexts[language];
    await page.getByRole('main').getByRole('link', { name: t.common.records }).click();
    const table = page.getByRole('main').getByRole('table', { name: t.record.table });
    const row = table.getByRole('row').filter({ hasText: shown(amounts[language]) });
    await expect(row).toContainText(t.record.statuses.PND);
    await expect(row).toContainText(t.record.types.DEPOSIT);
    await expectAccessibleInBothSchemes(page);
  }
  await switchLanguage(page, current, 'en');
});

test('a deposit the broker credits arrives in the overview; a pending one can be withdrawn', async ({
  page,
  request,
}, testInfo) => {
  const amounts = amountsOf(testInfo.retry);
  const { t, main } = await logInForFunds(page, request, 'LTU1060');
  // The broker's side, over the staff API (the back-office screens are another helper's): find the English
  // deposit in the queue and credit it.
  const staff = await logInStaffOverHttp(request, 'OPS2');
  const queue = await staffCallOverHttp<{ requests: StaffFundRequest[] }>(
    request,
    staff,
    'GET',
    '/api/staff/funds/requests?type=DEPOSIT&userID=LTU1060',
  );
  const english = queue.requests.find((candidate) => candidate.amount === amounts.en);
  expect(english, 'the English deposit in the queue').toBeDefined();
  if (english!.status !== 'CLS') {
    await staffCallOverHttp(request, staff, 'POST', `/api/staff/funds/deposits/${english!.requestID}/credit`);
  }

  await openFundPage(page, 'en', 'record');
  const table = main.getByRole('table', { name: t.record.table });
  const credited = table.getByRole('row').filter({ hasText: shown(amounts.en) });
  await expect(credited).toContainText(t.record.statuses.CLS);
  // The request's short number, not its UUID, in the list and the history's title.
  expect(english!.requestNumber).toMatch(/^D-\d{4}-\d{6}$/);
  await expect(credited).toContainText(english!.requestNumber);
  await expect(credited).not.toContainText(english!.requestID);
  await credited.getByRole('button', { name: /^History of request/ }).click();
  const history = page.getByRole('dialog', { name: `History of request ${english!.requestNumber}` });
  await expect(history).toContainText(t.record.statuses.PND);
  await expect(history).toContainText(t.record.statuses.CLS);
  await page.keyboard.press('Escape');

  // 5,000.00 opening + 1,000.10 credited (and what an earlier attempt of this file credited).
  const deposits = await staffCallOverHttp<{ requests: StaffFundRequest[] }>(
    request,
    staff,
    'GET',
    '/api/staff/funds/requests?type=DEPOSIT&userID=LTU1060',
  );
  const credits = deposits.requests.filter((candidate) => candidate.status === 'CLS');
  const balance = 500_000 + credits.reduce((sum, candidate) => sum + cents(candidate.amount), 0);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  const hkd = main
    .getByRole('table', { name: 'Cash by currency' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'HKD' }) });
  await expect(hkd).toContainText(
    (balance / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  if (testInfo.retry === 0) await expect(hkd).toContainText('6,000.10');

  // A pending deposit is withdrawn after the confirmation dialog.
  await openFundPage(page, 'en', 'record');
  const pending = table.getByRole('row').filter({ hasText: shown(amounts['zh-HK']) });
  await pending.getByRole('button', { name: /^Withdraw request/ }).click();
  const dialog = page.getByRole('dialog', { name: t.record.withdrawTitle });
  await expect(dialog).toContainText(shown(amounts['zh-HK']).replace(' HKD', ''));
  await dialog.getByRole('button', { name: t.record.withdraw }).click();
  await expect(dialog).toBeHidden();
  await expect(pending).toContainText(t.record.statuses.CAN);
  await expectAccessibleInBothSchemes(page);
});

test('eDDA: an authorisation that does not match the bank record is invalid; a matching one, once confirmed, debits', async ({
  page,
  request,
}, testInfo) => {
  const { t, main } = await logInForFunds(page, request, 'LTU1060');
  await openFundPage(page, 'en', 'deposit');
  await main.getByRole('link', { name: t.ddi.introTitle }).click();
  await expect(main.getByRole('heading', { level: 1, name: t.ddi.introTitle })).toBeVisible();
  // A retry finds the authorisation its first attempt made; a client may hold more than one.
  if (testInfo.retry === 0) await expect(main.getByText(t.ddi.noAuthorisations)).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  const authorise = async (idNumber: string) => {
    await main.getByRole('link', { name: t.ddi.authorise }).click();
    await expect(main.getByRole('heading', { level: 1, name: t.ddi.authTitle })).toBeVisible();
    // Another bank on a retry: its first attempt's authorisation holds the first bank's account.
    await main.getByRole('combobox', { name: t.ddi.bank }).selectOption({ index: 1 + testInfo.retry });
    await main.getByRole('textbox', { name: t.ddi.accountNumber }).fill('024-106001-883');
    await main.getByRole('textbox', { name: t.ddi.holderName }).fill('CHOI Ka Lok');
    await main.getByRole('textbox', { name: t.ddi.idNumber }).fill(idNumber);
    await main.getByRole('button', { name: t.common.submit }).click();
  };
  // The bank's record (the client's own ID on file) does not say A1234567.
  await authorise('A1234567');
  await expect(main.getByRole('heading', { name: t.ddi.authInvalidTitle })).toBeVisible();
  await main.getByRole('link', { name: t.common.again }).click();
  await authorise(demoIdNumberOf('LTU1060'));
  await expect(main.getByRole('heading', { name: t.ddi.authSuccessTitle })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The broker and the bank confirm it; the page sees it without a reload.
  const staff = await logInStaffOverHttp(request, 'OPS2');
  const submitted = await staffCallOverHttp<{ authorisations: { eddaID: string; userID: string }[] }>(
    request,
    staff,
    'GET',
    '/api/staff/funds/edda?state=SUBMITTED',
  );
  const mine = submitted.authorisations.find((authorisation) => authorisation.userID === 'LTU1060');
  expect(mine, 'the submitted authorisation in the queue').toBeDefined();
  await staffCallOverHttp(request, staff, 'POST', `/api/staff/funds/edda/${mine!.eddaID}/confirm`);
  await expect(main.getByRole('heading', { name: t.ddi.confirmedTitle })).toBeVisible({ timeout: 15_000 });

  await main.getByRole('link', { name: t.common.again }).click();
  await expect(main.getByRole('heading', { level: 1, name: t.ddi.debitTitle })).toBeVisible();
  const amount = main.getByRole('textbox', { name: /Amount/ });
  await amount.fill('50');
  await main.getByRole('button', { name: t.ddi.debit }).click();
  await expect(main.getByText(t.common.amountProblem.belowMinimum)).toBeVisible();
  await amount.fill('300');
  await expectAccessibleInBothSchemes(page);
  await main.getByRole('button', { name: t.ddi.debit }).click();
  await expect(main.getByRole('heading', { name: t.deposit.successTitle })).toBeVisible();
});
