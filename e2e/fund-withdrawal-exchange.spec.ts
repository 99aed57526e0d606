import { expect, test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import Decimal from 'decimal.js';
import {
  commonTexts,
  fundTexts,
  logInForFunds,
  languages,
  openFundPage,
  switchLanguage,
  type Language,
} from './support/fund';
import { waitForCode, codesSentFrom } from './support/outbox';

// LTU1061 is this file's own client (one session per user): its tests run one after the other.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const money = (amount: Decimal) => amount.toNumber().toLocaleString('en', { minimumFractionDigits: 2 });

test('withdrawals to the registered bank account, signed with the SMS code from the outbox, in three languages', async ({
  page,
  request,
}) => {
  const { main } = await logInForFunds(page, request, 'LTU1061');
  let current: Language = 'en';
  let withdrawable = new Decimal('60000.00');
  for (const [index, language] of languages.entries()) {
    await switchLanguage(page, current, language);
    current = language;
    const t = fundTexts[language];
    const otp = commonTexts[language].otp;
    await openFundPage(page, language, 'withdrawal');
    await main.getByRole('radio', { name: 'HKD' }).check();
    await main.getByRole('button', { name: t.common.next }).click();

    await expect(main.getByRole('heading', { level: 1, name: t.withdrawal.title })).toBeVisible();
    // The seed's 60,000.00 HKD, all settled, less what the earlier withdrawals hold (amount and the HKD 20 fee).
    const summary = main.getByRole('definition');
    await expect(summary.filter({ hasText: `${money(withdrawable)} HKD` })).toBeVisible();
    await expect(main.getByRole('combobox', { name: t.withdrawal.receivingBank })).toContainText(
      'FUNG Hiu Tung',
    );

    // Over the limit is refused before anything is sent.
    const amountField = main.getByRole('textbox', { name: new RegExp(t.common.amount) });
    await amountField.fill('60000');
    await main.getByRole('button', { name: t.common.submit }).click();
    await expect(main.getByText(t.common.amountProblem.aboveMaximum)).toBeVisible();
    const amount = new Decimal(2500 + index);
    await amountField.fill(amount.toString());
    await expect(summary.filter({ hasText: `${money(amount)} HKD` }).first()).toBeVisible();

    const since = codesSentFrom();
    await main.getByRole('button', { name: t.withdrawal.sendCode }).click();
    const code = await waitForCode(request, 'LTU1061', 'SMS', since);
    await expect(main.getByRole('button', { name: otp.resend })).toBeDisabled();
    await main.getByRole('textbox', { name: otp.label }).fill(code);
    await expectAccessibleInBothSchemes(page);
    await main.getByRole('button', { name: t.common.submit }).click();
    await expect(main.getByRole('heading', { name: t.withdrawal.successTitle })).toBeVisible();
    await expect(main.getByRole('status')).toContainText(`${money(amount)} HKD`);
    withdrawable = withdrawable.minus(amount).minus(20);

    await main.getByRole('link', { name: t.common.records }).click();
    const row = main
      .getByRole('table', { name: t.record.table })
      .getByRole('row')
      .filter({ hasText: `${money(amount)} HKD` });
    await expect(row).toContainText(t.record.types.WITHDRAWAL);
    await expect(row).toContainText(t.record.statuses.PND);
  }
  await switchLanguage(page, current, 'en');
});

test('exchanges HKD for USD at the reference rate in three languages', async ({ page, request }) => {
  const { main } = await logInForFunds(page, request, 'LTU1061');
  let current: Language = 'en';
  for (const [index, language] of languages.entries()) {
    await switchLanguage(page, current, language);
    current = language;
    const t = fundTexts[language];
    await openFundPage(page, language, 'exchange');
    await expect(main.getByRole('heading', { level: 1, name: t.exchange.title })).toBeVisible();
    await main.getByRole('combobox', { name: t.exchange.from, exact: true }).selectOption('HKD');
    await main.getByRole('combobox', { name: t.exchange.to, exact: true }).selectOption('USD');
    await expect(main.getByText(/^1 HKD = 0\.\d+ USD$/)).toBeVisible();
    const amount = `${780 + index}`;
    await main.getByRole('textbox', { name: new RegExp(`^${t.exchange.from} \\(HKD\\)`) }).fill(amount);
    // What the amount buys, from the quote for that amount.
    await expect(main.getByText(t.exchange.youReceive)).toBeVisible();
    await expectAccessibleInBothSchemes(page);
    await main.getByRole('button', { name: t.exchange.submit }).click();
    await expect(main.getByRole('heading', { name: t.exchange.successTitle })).toBeVisible();
    await expect(main.getByRole('status')).toContainText(`${amount}.00 HKD`);
  }
  await switchLanguage(page, current, 'en');
});

test('moves cash from the stock account to its crypto account within the limit', async ({
  page,
  request,
}) => {
  const { t, main } = await logInForFunds(page, request, 'LTU1061');
  await openFundPage(page, 'en', 'transfer');
  await expect(main.getByRole('heading', { level: 1, name: t.transfer.title })).toBeVisible();
  await expect(main.getByRole('combobox', { name: t.common.account })).toContainText(
    'LTU106101 ⇄ LTU106101C',
  );
  // At a phone's width the direction's two long choices wrap, whole, rather than end in "…".
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const direction = main.getByRole('radiogroup', { name: t.transfer.direction });
  for (const choice of [t.transfer.toCrypto, t.transfer.toStock]) {
    const label = direction.getByText(choice, { exact: true });
    await expect(label).toBeVisible();
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), choice).toBe(true);
  }
  await page.setViewportSize(desktop);
  await main.getByRole('combobox', { name: t.common.currency }).selectOption('HKD');
  // The contract's limit per transfer (HKD 200,000) is shown; more than the cash available is refused at once.
  await expect(main.getByRole('definition').filter({ hasText: '200,000.00 HKD' })).toBeVisible();
  const amount = main.getByRole('textbox', { name: /Amount/ });
  await amount.fill('250000');
  await main.getByRole('button', { name: t.common.submit }).click();
  await expect(main.getByText(t.common.amountProblem.aboveMaximum)).toBeVisible();
  await amount.fill('1234.5');
  await expectAccessibleInBothSchemes(page);
  await main.getByRole('button', { name: t.common.submit }).click();
  await expect(main.getByRole('heading', { name: t.transfer.successTitle })).toBeVisible();
  await main.getByRole('link', { name: t.common.records }).click();
  const row = main
    .getByRole('table', { name: t.record.table })
    .getByRole('row')
    .filter({ hasText: '1,234.50 HKD' });
  await expect(row).toContainText(t.record.types.TRANSFER);
});
