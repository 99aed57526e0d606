import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import enFund from '../../apps/web/src/shared/i18n/locales/en/fund.json' with { type: 'json' };
import hkFund from '../../apps/web/src/shared/i18n/locales/zh-HK/fund.json' with { type: 'json' };
import cnFund from '../../apps/web/src/shared/i18n/locales/zh-CN/fund.json' with { type: 'json' };
import enCommon from '../../apps/web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import hkCommon from '../../apps/web/src/shared/i18n/locales/zh-HK/common.json' with { type: 'json' };
import cnCommon from '../../apps/web/src/shared/i18n/locales/zh-CN/common.json' with { type: 'json' };
import { logIn } from './auth';
import { openUserMenu } from './shell';

export const languages = ['en', 'zh-HK', 'zh-CN'] as const;
export type Language = (typeof languages)[number];

/** The fund texts and the menu's, as the app shows them in each language: the tests read what users read. */
export const fundTexts = { en: enFund, 'zh-HK': hkFund, 'zh-CN': cnFund } as const;
export const commonTexts = { en: enCommon, 'zh-HK': hkCommon, 'zh-CN': cnCommon } as const;

/** Switches the portal's language from the user menu (the combobox is named in the current language). */
export async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  if (from === to) return;
  const menu = await openUserMenu(page);
  await menu.getByRole('combobox', { name: commonTexts[from].language.label }).selectOption(to);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** Opens a page of the fund area from the main menu and the fund sub-navigation. */
export async function openFundPage(
  page: Page,
  language: Language,
  name: keyof typeof enFund.nav,
): Promise<void> {
  await page
    .getByRole('navigation', { name: commonTexts[language].menu.label })
    .getByRole('link', { name: commonTexts[language].menu.fund, exact: true })
    .click();
  const texts = fundTexts[language].nav;
  await page
    .getByRole('main')
    .getByRole('navigation', { name: texts.label })
    .getByRole('link', { name: texts[name], exact: true })
    .click();
}

/** A 1x1 PNG: a real image the server's type check accepts, as a transfer certificate. */
export const receiptPng = {
  name: 'receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Logs a fund test's client in (the portal opens in English) and gives the English texts and the main region. */
export async function logInForFunds(page: Page, request: APIRequestContext, userID: string) {
  await logIn(page, request, userID);
  return { t: fundTexts.en, main: page.getByRole('main') };
}

/**
 * The rest of an HKD deposit once its currency is chosen: by online banking from the client's registered
 * account, with a certificate, through confirmation to the success page. Returns the main region.
 */
export async function submitEBankDeposit(
  page: Page,
  payer: { name: string; account: string },
  amount: string,
): Promise<Locator> {
  const t = fundTexts.en;
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: new RegExp(t.deposit.methods.E_BANK) }).check();
  await main.getByRole('button', { name: t.common.next }).click();
  await main.getByRole('combobox', { name: t.deposit.payerBank }).selectOption('024');
  await main.getByRole('textbox', { name: t.deposit.payerAccountName }).fill(payer.name);
  await main.getByRole('textbox', { name: t.deposit.payerAccountNumber }).fill(payer.account);
  await main.getByRole('textbox', { name: new RegExp(t.common.amount) }).fill(amount);
  await main.locator('input[type="file"]').setInputFiles(receiptPng);
  await main.getByRole('button', { name: t.common.next }).click();
  await main.getByRole('checkbox', { name: t.deposit.agree }).check();
  await main.getByRole('button', { name: t.common.submit }).click();
  await expect(main.getByRole('heading', { name: t.deposit.successTitle })).toBeVisible();
  return main;
}
