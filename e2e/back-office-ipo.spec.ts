import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { backOfficeTexts, logInStaffInBrowser } from './support/back-office';
import { expectAccessibleInBothSchemes, LONG_JOURNEY_MS } from './support/color-schemes';

// SUP5 and SUP6 belong to this file alone (a login elsewhere ends a member's session): SUP5 runs the desk and
// prepares the results, SUP6 is the second pair of eyes. Both are supervisors: ipo.manage and funds.approve.
test.describe.configure({ mode: 'serial', timeout: LONG_JOURNEY_MS });

const backOffice = '/lantau/back_office';
/** The IPO desk's texts in each language, as staff read them. */
const en = backOfficeTexts.en.ipo;
const zhHK = backOfficeTexts['zh-HK'].ipo;
const zhCN = backOfficeTexts['zh-CN'].ipo;
const stockCode = '02697';
const name = { en: 'Tsing Yi Semiconductors', 'zh-HK': '青衣半導體', 'zh-CN': '青衣半导体' };

/** A business date `days` from today in Hong Kong ('2026-12-01'). */
function hongKongDate(days: number): string {
  const day = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The form's field for a Hong Kong wall time, as datetime-local takes it. */
const hongKongTime = (days: number, time: string) => `${hongKongDate(days)}T${time}`;

async function step(page: Page, button: string, confirm: string, steps = en.steps.label): Promise<Locator> {
  await page.getByRole('group', { name: steps }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm }).click();
  return dialog;
}

async function expectStatus(page: Page, status: string): Promise<void> {
  await expect(page.getByRole('main').getByText(status, { exact: true }).first()).toBeVisible();
}

test('the IPO desk creates an issue, runs it to results under four-eyes, and exports its applications', async ({
  page,
  browser,
  request,
}) => {
  await logInStaffInBrowser(page, request, backOffice, 'SUP5');
  await page.getByRole('navigation').getByRole('link', { name: backOfficeTexts.en.nav.ipos }).click();
  await expect(page.getByRole('heading', { name: en.list.title })).toBeVisible();
  // The browser tests' server seeds no demo IPOs: the list says so rather than showing an empty table.
  await expect(page.getByRole('status')).toHaveText(en.list.none);
  await expectAccessibleInBothSchemes(page);

  // A new issue: the form checks each field as typed and the rules between them before anything is sent.
  await page.getByRole('link', { name: en.list.new }).click();
  await expect(page.getByRole('heading', { name: en.form.newTitle })).toBeVisible();
  const form = page.getByRole('form', { name: en.form.newTitle });
  await form.getByRole('textbox', { name: en.form.stockCode, exact: true }).fill(stockCode);
  await form.getByRole('textbox', { name: 'Name in English', exact: true }).fill(name.en);
  await form.getByRole('textbox', { name: 'Name in Traditional Chinese', exact: true }).fill(name['zh-HK']);
  await form.getByRole('textbox', { name: 'Name in Simplified Chinese', exact: true }).fill(name['zh-CN']);
  await form.getByText(en.form.priceRange, { exact: true }).click();
  await form.getByRole('textbox', { name: en.form.offerPriceLow, exact: true }).fill('9.5');
  await form.getByRole('textbox', { name: en.form.offerPriceHigh, exact: true }).fill('10');
  await form.getByRole('textbox', { name: en.form.lotSize, exact: true }).fill('500');
  await form.getByRole('textbox', { name: en.form.sharesOffered, exact: true }).fill('2000000');
  await form.getByRole('textbox', { name: en.form.lotsToGenerate, exact: true }).fill('5');
  await form.getByRole('button', { name: en.form.generate }).click();
  await expect(form.getByRole('textbox', { name: en.form.quantities, exact: true })).toHaveValue(
    '500\n1000\n1500\n2000\n2500',
  );
  // 2,500 shares at HKD 10 with brokerage and levies (x 1.00785), grouped.
  await expect(form.getByRole('table', { name: en.form.quantityPreview })).toContainText('25,196.25');
  await form.getByText(en.form.financingOn, { exact: true }).click();
  await form.getByRole('textbox', { name: en.form.annualRate, exact: true }).fill('3.88');
  await form.getByRole('textbox', { name: en.form.minLoan, exact: true }).fill('10000');
  await form.getByRole('textbox', { name: en.form.maxLoan, exact: true }).fill('5000000');
  await form.getByRole('textbox', { name: en.form.perTransactionLimit, exact: true }).fill('5000000');
  await form.getByRole('textbox', { name: en.form.pool, exact: true }).fill('100000000');
  await form.getByRole('textbox', { name: en.form.financingDays, exact: true }).fill('7');
  const times = [
    ['openAt', hongKongTime(1, '09:00')],
    ['financedCutoffAt', hongKongTime(2, '09:00')],
    ['cashCutoffAt', hongKongTime(3, '09:00')],
    ['closeAt', hongKongTime(3, '12:00')],
  ] as const;
  for (const [field, value] of times) {
    await form.getByLabel(`${en.fields[field]} (HKT)`).fill(value);
  }
  const dates = [
    ['priceFixingDate', hongKongDate(4)],
    ['resultsDate', hongKongDate(5)],
    ['greyMarketDate', hongKongDate(5)],
    // Before the grey market: the form says so at once (checkIpoTerms), nothing is sent.
    ['listingDate', hongKongDate(5)],
  ] as const;
  for (const [field, value] of dates) await form.getByLabel(en.fields[field]).fill(value);
  await form.getByRole('button', { name: en.form.create }).click();
  await expect(form.getByText(en.tips.problems.DATES_OUT_OF_ORDER)).toBeVisible();
  await expect(page).toHaveURL(/\/ipos\/new$/);
  await form.getByLabel(en.fields.listingDate).fill(hongKongDate(6));
  await expectAccessibleInBothSchemes(page);
  await form.getByRole('button', { name: en.form.create }).click();

  // The issue's page: a DRAFT with the steps the server offers, amounts grouped, times in Hong Kong time.
  await expect(page.getByRole('heading', { name: `${stockCode} ${name.en}` })).toBeVisible();
  const issueUrl = page.url();
  await expectStatus(page, en.status.DRAFT);
  await expect(page.getByRole('region', { name: en.form.financing })).toContainText('100,000,000.00 HKD');
  await expect(page.getByRole('region', { name: en.terms.datesHkt })).toContainText(
    `${hongKongDate(1)} 09:00 HKT`,
  );
  await expect(page.getByRole('button', { name: en.steps.OPEN.button })).toHaveCount(0);

  // Its terms come back into the form (Hong Kong times, percentages) and a change is saved.
  await page.getByRole('link', { name: en.steps.EDIT.button }).click();
  const edit = page.getByRole('form', { name: en.form.editTitle });
  await expect(edit.getByLabel(`${en.fields.openAt} (HKT)`)).toHaveValue(hongKongTime(1, '09:00'));
  await expect(edit.getByRole('textbox', { name: en.form.maxRatio, exact: true })).toHaveValue('90');
  await edit.getByRole('textbox', { name: en.form.financingDays, exact: true }).fill('8');
  await edit.getByRole('button', { name: en.form.saveChanges }).click();
  await expect(page.getByRole('region', { name: en.form.financing })).toContainText(en.form.financingDays);
  await expect(page).toHaveURL(issueUrl);
  const financingDays = page
    .getByRole('region', { name: en.form.financing })
    .getByText(en.form.financingDays, { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(financingDays).toHaveText('8');

  await step(page, en.steps.PUBLISH.button, en.steps.PUBLISH.confirm);
  await expectStatus(page, en.status.UPCOMING);
  await step(page, en.steps.OPEN.button, en.steps.OPEN.confirm);
  await expectStatus(page, en.status.OPEN);
  await step(page, en.steps.CLOSE.button, en.steps.CLOSE.confirm);
  await expectStatus(page, en.status.CLOSED);

  // Results by ballot: prepared, nothing moves yet, and the page says who prepared them.
  await page
    .getByRole('group', { name: en.steps.label })
    .getByRole('button', { name: en.steps.RESULTS.button })
    .click();
  const results = page.getByRole('dialog', { name: en.steps.RESULTS.title });
  await expect(results.getByRole('radio', { name: en.steps.RESULTS.methods.BALLOT })).toBeChecked();
  await results.getByRole('textbox', { name: /Final offer price/ }).fill('9.8');
  await results.getByRole('button', { name: en.steps.RESULTS.confirm }).click();
  await expect(results).toBeHidden();
  const pending = page.getByRole('region', { name: en.pending.title.RESULTS });
  await expect(pending).toContainText(en.pending.byYou);
  await expect(pending).toContainText('9.800 HKD');

  // The member who prepared them may not approve them: the server's refusal, in the member's language.
  await page.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption('zh-HK');
  await expect(page.getByRole('heading', { name: `${stockCode} ${name['zh-HK']}` })).toBeVisible();
  const refused = await step(page, zhHK.steps.APPROVE.button, zhHK.steps.APPROVE.confirm, zhHK.steps.label);
  await expect(refused.getByRole('alert')).toHaveText('你準備的申請須由另一位職員批核。 (E8002)');
  await page.keyboard.press('Escape');
  await expect(refused).toBeHidden();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption('en');

  // Another supervisor approves: the issue is allotted.
  const second = await (await browser.newContext()).newPage();
  await logInStaffInBrowser(second, second.request, backOffice, 'SUP6');
  await second.goto(issueUrl);
  await expect(second.getByRole('region', { name: en.pending.title.RESULTS })).toContainText(
    en.pending.byOther.replace('{{staff}}', 'SUP5'),
  );
  const approval = await step(second, en.steps.APPROVE.button, en.steps.APPROVE.confirm);
  await expect(approval).toBeHidden();
  await expectStatus(second, en.status.ALLOTTED);
  await expect(second.getByRole('region', { name: en.pending.title.RESULTS })).toHaveCount(0);
  await second.context().close();

  // The applications as a CSV download (this issue has none yet: the header alone).
  await page.reload();
  await expectStatus(page, en.status.ALLOTTED);
  await expect(page.getByText(en.applications.none)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: en.applications.export }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ipo-${stockCode}-applications.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toMatch(/^reference,/i);

  // The list shows it among the allotted ones, in every language.
  await page.getByRole('link', { name: en.list.back }).click();
  await page.getByRole('combobox', { name: en.list.statusFilter }).selectOption('ALLOTTED');
  await expect(page.getByRole('table', { name: en.list.title })).toContainText(name.en);
  for (const [language, texts] of [
    ['zh-HK', zhHK],
    ['zh-CN', zhCN],
  ] as const) {
    await page.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption(language);
    await expect(page.getByRole('heading', { name: texts.list.title })).toBeVisible();
    await expect(page.getByRole('table', { name: texts.list.title })).toContainText(name[language]);
  }
});
