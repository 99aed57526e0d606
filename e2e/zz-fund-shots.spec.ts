import { expect, test } from '@playwright/test';
import { logIn } from './support/auth';
import { openFundPage, switchLanguage, receiptPng } from './support/fund';
import { sidewaysOverflow } from './support/color-schemes';

test.describe.configure({ timeout: 240_000 });

test('shots', async ({ page, request }) => {
  await logIn(page, request, 'LTU1061');
  const main = page.getByRole('main');
  const shot = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(150);
        await page.screenshot({ path: `/tmp/fw/shots/${name}-${width}-${scheme}.png`, fullPage: true });
      }
      console.log(name, width, JSON.stringify(await sidewaysOverflow(page)));
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  };
  let current: 'en' | 'zh-HK' = 'en';
  for (const language of ['en', 'zh-HK'] as const) {
    await switchLanguage(page, current, language);
    current = language;
    await openFundPage(page, language, 'deposit');
    await shot(`${language}-deposit-currency`);
    await main.getByRole('radio', { name: 'HKD' }).check();
    await main.getByRole('button').filter({ hasText: /Next|下一步/ }).click();
    await shot(`${language}-deposit-method`);
    await main.getByRole('radio').nth(1).check();
    await main.getByRole('button').filter({ hasText: /Next|下一步/ }).click();
    await main.locator('input[type="file"]').setInputFiles(receiptPng);
    await shot(`${language}-deposit-details`);
    await page.goto(page.url().replace(/deposit.*$/, 'deposit/ddi_intro'));
    await shot(`${language}-ddi-intro`);
    await openFundPage(page, language, 'withdrawal');
    await main.getByRole('radio', { name: 'HKD' }).check();
    await main.getByRole('button').filter({ hasText: /Next|下一步/ }).click();
    await expect(main.getByRole('combobox').first()).toBeVisible();
    await shot(`${language}-withdrawal`);
    await openFundPage(page, language, 'exchange');
    await main.getByRole('textbox').first().fill('100');
    await page.waitForTimeout(800);
    await shot(`${language}-exchange`);
    await openFundPage(page, language, 'transfer');
    await shot(`${language}-transfer`);
    await openFundPage(page, language, 'record');
    await page.waitForTimeout(500);
    await shot(`${language}-record`);
  }
});
