import { expect, test, type Page } from '@playwright/test';
import { backOfficeTexts, logInStaffInBrowser } from './support/back-office';
import { backOfficeClientTexts } from './support/back-office-clients';
import { demoClient, logIn } from './support/auth';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { openUserMenu } from './support/shell';

// LTU1080 is this file's own client (one session per user).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const bo = backOfficeTexts.en;
const { en, 'zh-HK': zhHK } = backOfficeClientTexts;
const client = demoClient('LTU1080');
const backOffice = `/${client.displayCode}/back_office`;
const nav = (page: Page) => page.getByRole('navigation', { name: bo.nav.label });

test('SUPPORT1 works quote plans and clients but does not see the announcements', async ({
  page,
  request,
}) => {
  await logInStaffInBrowser(page, request, backOffice, 'SUPPORT1');
  await expect(nav(page).getByRole('link', { name: en.nav.quotePlans })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: en.nav.clients })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: en.nav.announcements })).toHaveCount(0);

  // The client look-up: found by Chinese name, the cash and ledger of their account.
  await nav(page).getByRole('link', { name: en.nav.clients }).click();
  await page.getByRole('textbox', { name: en.clients.search }).fill('思穎');
  await page.getByRole('button', { name: en.clients.find }).click();
  await page.getByRole('button', { name: 'Open LTU1080' }).click();
  const cash = page.getByRole('table', { name: 'Cash of LTU108001' });
  // Amounts with separators, as every other screen shows money.
  await expect(cash.getByRole('row').filter({ hasText: 'HKD' })).toContainText('10,000.00');
  const opening = page
    .getByRole('table', { name: 'Ledger entries of LTU108001' })
    .getByRole('row')
    .filter({ hasText: 'Opening balance' });
  await expect(opening).toContainText('HKD');
  await expect(opening).toContainText('10,000.00');
  // Support may look, not classify: the professional-investor status is text, not a switch.
  await expect(
    page.getByText(`${en.clients.professionalInvestor}: ${en.clients.professionalInvestorNo}`),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: en.clients.professionalInvestor })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);
});

test('SUP1 classifies a client as an institutional professional investor, and back', async ({
  page,
  request,
}) => {
  await logInStaffInBrowser(page, request, backOffice, 'SUP1');
  await nav(page).getByRole('link', { name: en.nav.clients }).click();
  await page.getByRole('textbox', { name: en.clients.search }).fill('LTU1080');
  await page.getByRole('button', { name: en.clients.find }).click();
  await page.getByRole('button', { name: 'Open LTU1080' }).click();
  const status = page.getByRole('switch', { name: en.clients.professionalInvestor });
  await expect(status).not.toBeChecked();
  await status.click();
  await expect(
    page.getByRole('status').filter({ hasText: en.clients.professionalInvestorSaved }),
  ).toBeVisible();
  await expect(status).toBeChecked();
  await page
    .getByRole('region', { name: /\(LTU1080\)$/ })
    .screenshot({ path: test.info().outputPath('professional-investor.png') });
  await expectAccessibleInBothSchemes(page);
  await status.click();
  await expect(status).not.toBeChecked();
});

test("ADMIN1 publishes an announcement that appears on the client's home page, then takes it down", async ({
  page,
  browser,
  request,
}) => {
  const title = `Typhoon signal No. 8 (${Date.now()})`;
  await logInStaffInBrowser(page, request, backOffice, 'ADMIN1');
  await nav(page).getByRole('link', { name: en.nav.announcements }).click();
  await expect(page.getByRole('heading', { name: en.announcements.title, level: 2 })).toBeVisible();
  const form = page.getByRole('group', { name: en.announcements.write });
  const fields = [
    ['English', title, 'Trading may halt this afternoon.'],
    ['Traditional Chinese', `八號風球 ${title}`, '今日下午或暫停交易。'],
    ['Simplified Chinese', `八号风球 ${title}`, '今日下午或暂停交易。'],
  ];
  for (const [language, heading, text] of fields) {
    await form.getByRole('textbox', { name: `Title (${language})` }).fill(heading!);
    await form.getByRole('textbox', { name: `Text (${language})` }).fill(text!);
  }
  await form.getByRole('button', { name: en.announcements.save }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(en.announcements.statuses.DRAFT);
  await row.getByRole('button', { name: en.announcements.publish }).click();
  await expect(row).toContainText(en.announcements.statuses.PUBLISHED);
  await expectAccessibleInBothSchemes(page);

  // The client, in their own browser context, reads it on the home page, in their language.
  const clientContext = await browser.newContext();
  const home = await clientContext.newPage();
  await logIn(home, request, 'LTU1080');
  const section = home.getByRole('region', { name: 'Latest announcements' });
  await expect(section.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await expect(section).toContainText('Trading may halt this afternoon.');
  await expectAccessibleInBothSchemes(home);
  const userMenu = await openUserMenu(home);
  await userMenu.getByRole('combobox', { name: 'Language' }).selectOption('zh-HK');
  await home.keyboard.press('Escape');
  await expect(home.getByRole('region', { name: '最新公告' })).toContainText(`八號風球 ${title}`);

  // Taken down in the back office (in Chinese this time), it leaves the client's home page.
  await page.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption('zh-HK');
  await row.getByRole('button', { name: zhHK.announcements.unpublish }).click();
  await expect(row).toContainText(zhHK.announcements.statuses.UNPUBLISHED);
  await home.reload();
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.getByText(`八號風球 ${title}`)).toHaveCount(0);
  await clientContext.close();
});
