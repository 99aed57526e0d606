import { expect, test, type Page } from '@playwright/test';
import enDividends from '../apps/web/src/shared/i18n/locales/en/dividends.json' with { type: 'json' };
import hkDividends from '../apps/web/src/shared/i18n/locales/zh-HK/dividends.json' with { type: 'json' };
import cnDividends from '../apps/web/src/shared/i18n/locales/zh-CN/dividends.json' with { type: 'json' };
import enAccount from '../apps/web/src/shared/i18n/locales/en/account.json' with { type: 'json' };
import hkAccount from '../apps/web/src/shared/i18n/locales/zh-HK/account.json' with { type: 'json' };
import cnAccount from '../apps/web/src/shared/i18n/locales/zh-CN/account.json' with { type: 'json' };
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { logInForFunds, openFundPage, switchLanguage, type Language } from './support/fund';
import { logInStaffOverHttp, staffCallOverHttp } from './support/staff-api';
import { backOfficeTexts, logInStaffInBrowser } from './support/back-office';
import { demoClient } from './support/auth';

// LTU1070 is this file's own client (one session per user): its tests run one after the other. It holds 200
// shares of 00388, 500 of 00941, 200 of 01299 and HKD 10,000.00; the demo dividends are on other stocks.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const dividendTexts = { en: enDividends, 'zh-HK': hkDividends, 'zh-CN': cnDividends } as const;
const reminderTexts = { en: enAccount, 'zh-HK': hkAccount, 'zh-CN': cnAccount } as const;

/** Today's business date (Hong Kong and the platform's business dates share UTC+8). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());

/** Each language elects a different option on its own stock: HKD 2.50 a share, scrip at HKD 100.00. */
// All cash on 200 shares: 500.00. All scrip on 500 shares: 1,250.00 buys 12 new shares, the 50.00 left is cash.
// Mixed on 200 shares, 120 in scrip: their 300.00 buys 3 new shares; the other 80 take 200.00 in cash.
const cases = [
  {
    language: 'en',
    stockCode: '00388',
    held: 200,
    gross: '500.00',
    option: 'CASH',
    cash: '500.00',
    newShares: 0,
  },
  {
    language: 'zh-HK',
    stockCode: '00941',
    held: 500,
    gross: '1,250.00',
    option: 'SCRIP',
    cash: '50.00',
    newShares: 12,
  },
  {
    language: 'zh-CN',
    stockCode: '01299',
    held: 200,
    gross: '500.00',
    option: 'MIXED',
    scripShares: 120,
    cash: '200.00',
    newShares: 3,
  },
] as const satisfies readonly {
  language: Language;
  stockCode: string;
  held: number;
  gross: string;
  option: 'CASH' | 'SCRIP' | 'MIXED';
  scripShares?: number;
  cash: string;
  newShares: number;
}[];

/** A text of the pack with its {{placeholders}} filled, as i18next shows it. */
const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function announce(page: Page, stockCode: string, cashRate = '2.5'): Promise<string> {
  const staff = await logInStaffOverHttp(page.request, 'SUP2');
  const date = today();
  const announcement = await staffCallOverHttp<{ announcementID: string }>(
    page.request,
    staff,
    'POST',
    '/api/staff/dividends',
    {
      market: 'HK',
      stockCode,
      currency: 'HKD',
      cashRate,
      scripPrice: '100',
      exDate: date,
      recordDate: date,
      electionDeadline: date,
      paymentDate: date,
    },
  );
  return announcement.announcementID;
}

async function pay(page: Page, announcementID: string): Promise<void> {
  const staff = await logInStaffOverHttp(page.request, 'SUP2');
  await staffCallOverHttp(page.request, staff, 'POST', `/api/staff/dividends/${announcementID}/payments`);
}

for (const dividend of cases) {
  test(`a client elects ${dividend.option} in ${dividend.language} and the dividend is paid`, async ({
    page,
    request,
  }) => {
    const announcementID = await announce(page, dividend.stockCode);
    await logInForFunds(page, request, 'LTU1070');
    await switchLanguage(page, 'en', dividend.language);
    const t = dividendTexts[dividend.language];
    const main = page.getByRole('main');
    // The home page reminds of the dividend waiting for a choice. Both ways to the list: the reminder's, and the
    // menu's through the page that explains electing.
    const reminder = reminderTexts[dividend.language].reminder;
    const reminders = main.getByRole('region', { name: reminder.label });
    await expect(reminders.getByRole('status').filter({ hasText: reminder.dividend.title })).toBeVisible();
    if (dividend.language === 'en') await expectAccessibleInBothSchemes(page);
    if (dividend.language === 'zh-CN') {
      await openFundPage(page, dividend.language, 'dividend_selection');
      await main.getByRole('link', { name: t.intro.toList }).click();
    } else {
      await reminders.getByRole('link', { name: reminder.dividend.action }).click();
    }
    await expect(main.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();

    const table = main.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: dividend.stockCode });
    await expect(row).toContainText(t.status.TO_ELECT);
    await expect(row).toContainText(dividend.gross);
    await row.getByRole('button', { name: new RegExp(dividend.stockCode) }).click();

    const form = main.getByRole('form', { name: t.select.title });
    await form.getByRole('radio', { name: t.option[dividend.option] }).check();
    if ('scripShares' in dividend) {
      const held = filled(t.select.mixedShares, { held: dividend.held });
      await form.getByRole('textbox', { name: held }).fill(String(dividend.scripShares));
    }
    // 0, 12 and 3 new shares: the plural text in every language.
    const preview = { currency: 'HKD', cash: dividend.cash, count: dividend.newShares };
    await expect(form).toContainText(filled(t.select.previewBody_other, preview));
    await form.getByRole('button', { name: t.select.submit }).click();
    await expect(main.getByRole('heading', { level: 1, name: t.success.title })).toBeVisible();
    await expectAccessibleInBothSchemes(page);

    await pay(page, announcementID);
    await main.getByRole('link', { name: t.success.back }).click();
    await expect(table.getByRole('row').filter({ hasText: dividend.stockCode })).toContainText(t.status.PAID);
    await expectAccessibleInBothSchemes(page);
    await switchLanguage(page, dividend.language, 'en');
  });
}

test('the payments arrive in the account overview: cash for cash, new shares for scrip', async ({
  page,
  request,
}) => {
  await logInForFunds(page, request, 'LTU1070');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  const main = page.getByRole('main');
  // 10,000.00 + 500.00 (all cash on 00388) + 50.00 (the fraction of all scrip on 00941) + 200.00 (the cash part
  // of the mixed election on 01299).
  const hkd = main
    .getByRole('table', { name: 'Cash by currency' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'HKD' }) });
  await expect(hkd).toContainText('10,750.00');
  const positions = main.getByRole('table', { name: 'Positions' });
  // All scrip on 00941: 12 new shares; mixed on 01299: 3 new shares.
  await expect(positions.getByRole('row').filter({ hasText: '00941 · HKD' })).toContainText('512');
  await expect(positions.getByRole('row').filter({ hasText: '01299 · HKD' })).toContainText('203');
  await expect(positions.getByRole('row').filter({ hasText: '00388 · HKD' })).toContainText('200');
});

test('staff announce in the back office: the form tips before sending and shows why the server refused', async ({
  page,
  request,
}) => {
  const bo = backOfficeTexts.en;
  await logInStaffInBrowser(page, request, `/${demoClient('LTU1070').displayCode}/back_office`, 'SUP2');
  await page
    .getByRole('navigation', { name: bo.nav.label })
    .getByRole('link', { name: bo.nav.dividends })
    .click();
  const form = page.getByRole('group', { name: bo.dividends.announce });
  const stockCode = form.getByRole('textbox', { name: bo.dividends.stockCode });
  const cashRate = form.getByRole('textbox', { name: bo.dividends.cashRate });
  const announce = form.getByRole('button', { name: bo.dividends.announceButton });

  // Nothing typed: the required fields say so, and nothing is sent.
  await announce.click();
  await expect(stockCode).toHaveAttribute('aria-invalid', 'true');
  await expect(cashRate).toHaveAttribute('aria-invalid', 'true');
  // A rate above the contract's maximum price is refused beside the field, naming the maximum.
  await cashRate.fill('20000000');
  await expect(
    form.getByRole('alert').filter({ hasText: filled(bo.dividends.tooHigh, { maxPrice: '10000000' }) }),
  ).toBeVisible();

  // Well-formed terms with dates long past reach the server, which refuses them (E7035) on the form.
  await stockCode.fill('00388');
  await cashRate.fill('1.5');
  const dates = ['exDate', 'recordDate', 'electionDeadline', 'paymentDate'] as const;
  for (const field of dates) await form.getByLabel(bo.dividends[field]).fill('2020-01-02');
  await announce.click();
  await expect(form.getByRole('alert').filter({ hasText: '(E7035)' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The elections of a paid dividend, in the app's table: the client's all-cash election and its payment.
  const announcements = page.getByRole('table', { name: bo.dividends.title });
  const paid = announcements.getByRole('row').filter({ hasText: '00388' }).first();
  await paid.getByRole('button', { name: bo.dividends.showElections }).click();
  const elections = page.getByRole('table', { name: /^Elections of / });
  const entitlement = elections.getByRole('row').filter({ hasText: 'LTU1070' });
  await expect(entitlement.getByRole('rowheader')).toContainText('LTU1070');
  await expect(entitlement).toContainText('500.00');
  await expect(entitlement).toContainText('500.00 cash, 0 shares');
  await expectAccessibleInBothSchemes(page);
});

// Last: its payment comes after the overview's sums above.
test("a payment the broker makes reaches the client's open list at once, pushed, without a reload", async ({
  page,
  request,
}) => {
  // A second dividend on 00388, HKD 1.50 a share: 300.00 on 200 shares, left to the default option.
  const announcementID = await announce(page, '00388', '1.5');
  const { main } = await logInForFunds(page, request, 'LTU1070');
  const t = dividendTexts.en;
  await openFundPage(page, 'en', 'dividend_selection');
  await main.getByRole('link', { name: t.intro.toList }).click();
  await expect(main.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
  const row = main
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: '00388' })
    .filter({ hasText: '300.00' });
  await expect(row).toContainText(t.status.TO_ELECT);

  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await pay(page, announcementID);
  // The session socket's `dividends` frame: nothing else asks again within this time (no polling, no focus).
  await expect(row).toContainText(t.status.PAID, { timeout: 10_000 });
  expect(navigations, 'no navigation or reload').toEqual([]);
  await expectAccessibleInBothSchemes(page);
});
