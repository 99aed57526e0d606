import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { backOfficeTexts, logInStaffInBrowser } from './support/back-office';
import { demoClient, logIn } from './support/auth';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { fundTexts, openFundPage, submitEBankDeposit } from './support/fund';
import { queryDatabase } from './support/database';
import { pdfDocument } from '../apps/server/test/support/pdf-documents';
import { waitForCode, codesSentFrom } from './support/outbox';

// LTU1062 is this file's own client (one session per user): its tests run one after the other.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const { en, 'zh-HK': zhHK, 'zh-CN': zhCN } = backOfficeTexts;
const client = demoClient('LTU1062');
const backOffice = `/${client.displayCode}/back_office`;

/** The client logs in and starts a fund request in HKD: the fund screens up to the step after the currency. */
async function startInHkd(page: Page, request: APIRequestContext, kind: 'deposit' | 'withdrawal') {
  await logIn(page, request, 'LTU1062');
  const main = page.getByRole('main');
  await openFundPage(page, 'en', kind);
  await main.getByRole('radio', { name: 'HKD' }).check();
  await main.getByRole('button', { name: fundTexts.en.common.next }).click();
  return main;
}

/** The client deposits an amount of HKD by e-banking with a transfer certificate, through the fund screens. */
async function depositInHkd(page: Page, request: APIRequestContext, amount: string) {
  await startInHkd(page, request, 'deposit');
  return submitEBankDeposit(page, { name: 'LAM Wing Sze', account: '024-106201-001' }, amount);
}

/** The client's HKD row of the account page's cash table. */
async function hkdCash(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  return page
    .getByRole('main')
    .getByRole('table', { name: 'Cash by currency' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'HKD' }) });
}

const queueNav = (page: Page, texts: typeof en = en) =>
  page.getByRole('navigation', { name: texts.nav.label });

test('staff log in with the e-mailed code and see only the queues their roles allow, in three languages', async ({
  page,
  request,
}) => {
  await logInStaffInBrowser(page, request, backOffice, 'OPS1');
  const nav = queueNav(page);
  await expect(nav.getByRole('link', { name: en.nav.deposits })).toBeVisible();
  await expect(nav.getByRole('link', { name: en.nav.payments })).toBeVisible();
  // Operations prepare payments but never approve them, and do not read the audit trail.
  await expect(nav.getByRole('link', { name: en.nav.approvals })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: en.nav.audit })).toHaveCount(0);
  // The queue's address followed anyway (a bookmark, a pasted link): the page says no and shows nothing of it.
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${backOffice}/approvals`);
  await expect(page.getByRole('alert')).toHaveText(en.noAccess);
  await expect(page.getByRole('heading', { name: en.approvals.title })).toHaveCount(0);

  for (const [language, texts] of [
    ['zh-HK', zhHK],
    ['zh-CN', zhCN],
    ['en', en],
  ] as const) {
    await page.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption(language);
    await expect(queueNav(page, texts).getByRole('link', { name: texts.nav.deposits })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.logout })).toBeVisible();
  }
  await page.getByRole('link', { name: en.nav.deposits }).click();
  await expect(page.getByRole('heading', { name: en.deposits.title })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.getByRole('button', { name: en.logout }).click();
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
});

test("OPS1 credits a client's deposit after viewing its certificate (a PDF with a script, shown as a picture), and the cash reaches the client", async ({
  page,
  browser,
  request,
}) => {
  // The client's side: a deposit of 1,234.56 HKD with a transfer certificate, through the fund screens.
  await depositInHkd(page, request, '1234.56');

  // The certificate becomes a PDF that runs JavaScript when opened, stored before pictures of PDFs were drawn
  // (so without one): the back office draws it when staff first view it.
  await queryDatabase(
    `UPDATE fund_certificates SET content = $1, content_type = 'application/pdf', file_name = 'receipt.pdf',
       preview_jpeg = NULL
     WHERE certificate_id = (SELECT certificate_id FROM fund_requests WHERE user_id = 'LTU1062'
       AND certificate_id IS NOT NULL ORDER BY created_at DESC LIMIT 1)`,
    [pdfDocument({ pages: 2, script: true })],
  );

  // The broker's side, in its own browser context (its own storage, like another device).
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const answeredTypes: string[] = [];
  staff.on('response', (response) => answeredTypes.push(response.headers()['content-type'] ?? ''));
  await logInStaffInBrowser(staff, request, backOffice, 'OPS1');
  await queueNav(staff).getByRole('link', { name: en.nav.deposits }).click();
  const row = staff.getByRole('row').filter({ hasText: 'LTU1062' }).filter({ hasText: '1,234.56 HKD' });
  await expect(row).toContainText('LAM Wing Sze');
  await row.getByRole('button', { name: en.certificate.view }).click();
  const viewer = staff.getByRole('dialog');
  const image = viewer.getByRole('img', { name: /^Transfer certificate of deposit D-\d{4}-\d{6}$/ });
  await expect(image).toBeVisible();
  // A picture of the PDF's pages, drawn by the server (1200 px wide), decoded by the browser; the PDF itself
  // never reached the page, and nothing in the dialog embeds a document.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1200);
  expect(answeredTypes.filter((type) => type.includes('pdf'))).toEqual([]);
  await expect(viewer.locator('object, embed, iframe')).toHaveCount(0);
  await expectAccessibleInBothSchemes(staff);
  await staff.keyboard.press('Escape');
  await row.getByRole('button', { name: en.actions.credit }).click();
  await expect(row).toHaveCount(0);
  await staffContext.close();

  // 20,000.00 opening + 1,234.56 credited.
  await expect(await hkdCash(page)).toContainText('21,234.56');
});

test('a withdrawal prepared by OPS1 waits for another member; SUP1 approves and pays it', async ({
  page,
  browser,
  request,
}) => {
  const t = fundTexts.en;
  const main = await startInHkd(page, request, 'withdrawal');
  await main.getByRole('textbox', { name: /Amount/ }).fill('700');
  const since = codesSentFrom();
  await main.getByRole('button', { name: t.withdrawal.sendCode }).click();
  await main
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await waitForCode(request, 'LTU1062', 'SMS', since));
  await main.getByRole('button', { name: t.common.submit }).click();
  await expect(main.getByRole('heading', { name: t.withdrawal.successTitle })).toBeVisible();

  const ops = await (await browser.newContext()).newPage();
  await logInStaffInBrowser(ops, request, backOffice, 'OPS1');
  await queueNav(ops).getByRole('link', { name: en.nav.payments }).click();
  const toPrepare = ops.getByRole('row').filter({ hasText: 'LTU1062' }).filter({ hasText: '700.00 HKD' });
  await toPrepare.getByRole('button', { name: en.actions.prepare }).click();
  await expect(toPrepare).toHaveCount(0);
  await ops.context().close();

  const sup = await (await browser.newContext()).newPage();
  await logInStaffInBrowser(sup, request, backOffice, 'SUP1');
  await queueNav(sup).getByRole('link', { name: en.nav.approvals }).click();
  const toApprove = sup.getByRole('row').filter({ hasText: 'LTU1062' }).filter({ hasText: '700.00 HKD' });
  await expect(toApprove).toContainText(en.fourEyes.byOther.PAYMENT.replace('{{staff}}', 'OPS1'));
  await expectAccessibleInBothSchemes(sup);
  await toApprove.getByRole('button', { name: en.actions.approve }).click();
  await expect(toApprove).toHaveCount(0);

  // The audit trail names both pairs of eyes.
  await queueNav(sup).getByRole('link', { name: en.nav.audit }).click();
  await expect(sup.getByRole('row').filter({ hasText: 'OPS1' }).first()).toBeVisible();
  await expect(sup.getByRole('row').filter({ hasText: 'SUP1' }).first()).toBeVisible();
  await sup.context().close();
});

test("a deposit above the broker's four-eyes amount: OPS1's credit only sends it for approval, SUP1 approves and the cash arrives", async ({
  page,
  browser,
  request,
}) => {
  // LTU's four-eyes amount for HKD is 1,000,000.00.
  await depositInHkd(page, request, '1500000');
  const large = (table: Locator) =>
    table.getByRole('row').filter({ hasText: 'LTU1062' }).filter({ hasText: '1,500,000.00 HKD' });

  const ops = await (await browser.newContext()).newPage();
  await logInStaffInBrowser(ops, request, backOffice, 'OPS1');
  await queueNav(ops).getByRole('link', { name: en.nav.deposits }).click();
  const toVerify = large(ops.getByRole('table', { name: en.deposits.title }));
  await toVerify.getByRole('button', { name: en.actions.credit }).click();
  await expect(toVerify).toHaveCount(0);
  // Under the queue, waiting for a second member: OPS1 is told so, and has no approve button.
  const waiting = large(ops.getByRole('table', { name: en.approvals.awaiting }));
  await expect(waiting).toContainText(en.fourEyes.byYou.DEPOSIT);
  await expect(waiting).toContainText(en.status.ACK);
  await expect(waiting.getByRole('button', { name: en.actions.approve })).toHaveCount(0);
  await expectAccessibleInBothSchemes(ops);
  await ops.context().close();

  // Nothing credited yet: 20,000.00 opening + 1,234.56 credited - 720.00 paid out.
  const hkd = await hkdCash(page);
  await expect(hkd).toContainText('20,514.56');
  await expect(hkd).not.toContainText('1,520,514.56');

  const sup = await (await browser.newContext()).newPage();
  await logInStaffInBrowser(sup, request, backOffice, 'SUP1');
  await queueNav(sup).getByRole('link', { name: en.nav.approvals }).click();
  const toApprove = large(sup.getByRole('table', { name: en.approvals.title }));
  await expect(toApprove).toContainText(en.fourEyes.byOther.DEPOSIT.replace('{{staff}}', 'OPS1'));
  for (const [language, texts] of [
    ['zh-HK', zhHK],
    ['zh-CN', zhCN],
    ['en', en],
  ] as const) {
    await sup.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption(language);
    const row = large(sup.getByRole('table', { name: texts.approvals.title }));
    await expect(row).toContainText(texts.fourEyes.byOther.DEPOSIT.replace('{{staff}}', 'OPS1'));
    await expect(row.getByRole('button', { name: texts.actions.approve })).toBeVisible();
  }
  await expectAccessibleInBothSchemes(sup);
  // By keyboard: the approve button takes the focus, and Enter approves.
  await toApprove.getByRole('button', { name: en.actions.approve }).focus();
  await sup.keyboard.press('Enter');
  await expect(toApprove).toHaveCount(0);
  await sup.context().close();

  await page.reload();
  await expect(await hkdCash(page)).toContainText('1,520,514.56');
});
