import { expect, test, type Page } from '@playwright/test';
import enSettings from '../apps/web/src/shared/i18n/locales/en/settings.json' with { type: 'json' };
import hkSettings from '../apps/web/src/shared/i18n/locales/zh-HK/settings.json' with { type: 'json' };
import cnSettings from '../apps/web/src/shared/i18n/locales/zh-CN/settings.json' with { type: 'json' };
import { logIn } from './support/auth';
import { LONG_JOURNEY_MS, expectAccessibleInBothSchemes } from './support/color-schemes';
import { commonTexts, languages, type Language } from './support/fund';
import { openMarket, openQuoteBySearch } from './support/market';
import { openUserMenu } from './support/shell';

// LTU1097 is this file's own client (one session per user): its tests run one after the other, each from a
// fresh login. The spec reads the settings texts from the text packs, as users read them.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const texts = { en: enSettings, 'zh-HK': hkSettings, 'zh-CN': cnSettings } as const;
const t = enSettings;

async function openSettings(page: Page, language: Language = 'en') {
  await page
    .getByRole('navigation', { name: commonTexts[language].menu.label })
    .getByRole('link', { name: commonTexts[language].menu.settings, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: texts[language].title })).toBeVisible();
  return page.getByRole('main');
}

async function openAccount(page: Page) {
  await page
    .getByRole('navigation', { name: commonTexts.en.menu.label })
    .getByRole('link', { name: commonTexts.en.menu.account, exact: true })
    .click();
  // The account's index forwards to its overview: a menu click before that lands was seen to be undone by it.
  await expect(page).toHaveURL(/\/main\/account\/overview/, { timeout: 30_000 });
}

/** The colour "up" resolves to inside the market pages' scope. */
const upColour = (page: Page) =>
  page
    .locator('.market-scope')
    .first()
    .evaluate((scope) => getComputedStyle(scope).getPropertyValue('--quote-up').trim());

/** The server-side display settings back to their defaults (green up, striped rows, default order card). */
async function restoreServerSettings(page: Page) {
  const main = await openSettings(page);
  await main.getByRole('radio', { name: t.display.greenUp }).check();
  await main.getByRole('switch', { name: t.display.stripes }).check();
  await main.getByRole('radio', { name: t.display.cardDefault }).check();
  // Saved once no call is left in flight (a setting already at its default sends none).
  await page.waitForLoadState('networkidle');
}

test('server settings change the quotes and tables, and survive a logout and a login', async ({
  page,
  request,
}) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await logIn(page, request, 'LTU1097');
  // A retry starts from the defaults again: the first attempt may have saved some changes on the server.
  if (test.info().retry > 0) await restoreServerSettings(page);
  // Striped rows by default: the account's tables (cash, the 00700 position).
  await openAccount(page);
  await expect(page.getByRole('main').locator('table[data-striped]').first()).toBeVisible({
    timeout: 30_000,
  });

  await openMarket(page);
  await openQuoteBySearch(page, '700');
  await expect(page.locator('.market-scope').first()).toHaveAttribute('data-quote-color', 'GREEN_UP');
  const greenUp = await upColour(page);

  let main = await openSettings(page);
  await expect(main.getByRole('radio', { name: t.display.greenUp })).toBeChecked();
  await main.getByRole('radio', { name: t.display.redUp }).check();
  await main.getByRole('switch', { name: t.display.stripes }).uncheck();
  // Saved before leaving: the optimistic change is confirmed by the server.
  const saved = page.waitForResponse(
    (response) => response.url().includes('/configurations') && response.request().method() === 'PATCH',
  );
  await main.getByRole('radio', { name: t.display.cardClassic }).check();
  await saved;

  await openMarket(page);
  await openQuoteBySearch(page, '700');
  await expect(page.locator('.market-scope').first()).toHaveAttribute('data-quote-color', 'RED_UP');
  expect(await upColour(page)).not.toBe(greenUp);

  // The stock search remembers the pick: with nothing typed, the recent searches. The field still has the
  // focus after the pick, so the user clicks into it (focusing it again would open nothing).
  const search = page.getByRole('textbox', { name: 'Search stocks' });
  await search.click();
  await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')).toContainText([
    '00700',
  ]);
  await search.press('Escape');

  await openUserMenu(page).then((menu) => menu.getByRole('button', { name: 'Logout' }).click());
  await logIn(page, request, 'LTU1097');
  await openAccount(page);
  await expect(page.getByRole('main').locator('table').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').locator('table[data-striped]')).toHaveCount(0);
  main = await openSettings(page);
  await expect(main.getByRole('radio', { name: t.display.redUp })).toBeChecked();
  await expect(main.getByRole('switch', { name: t.display.stripes })).not.toBeChecked();
  await expect(main.getByRole('radio', { name: t.display.cardClassic })).toBeChecked();
});

test('local settings apply at once and survive a reload; the search history is shown and cleared', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1097');
  // A stock picked in the search: the history is kept in this browser only.
  await openMarket(page);
  await openQuoteBySearch(page, '700');
  let main = await openSettings(page);

  await main.getByRole('radio', { name: t.appearance.dark }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await main.getByRole('radio', { name: t.appearance.avatars.heart }).check();
  await main.getByRole('switch', { name: t.notifications.trade }).uncheck();
  await main.getByRole('switch', { name: t.privacy.amountsHidden }).check();
  await main.getByRole('switch', { name: t.market.upgradeReminder }).uncheck();
  await main.getByRole('combobox', { name: t.market.depth }).selectOption('5');
  await main.getByRole('combobox', { name: t.reminders.announcement }).selectOption('3');
  await main.getByRole('radio', { name: 'Very high' }).check();

  await page.reload();
  main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(main.getByRole('radio', { name: t.appearance.avatars.heart })).toBeChecked();
  await expect(main.getByRole('switch', { name: t.notifications.trade })).not.toBeChecked();
  await expect(main.getByRole('switch', { name: t.privacy.amountsHidden })).toBeChecked();
  await expect(main.getByRole('switch', { name: t.market.upgradeReminder })).not.toBeChecked();
  await expect(main.getByRole('combobox', { name: t.market.depth })).toHaveValue('5');
  await expect(main.getByRole('combobox', { name: t.reminders.announcement })).toHaveValue('3');
  await expect(main.getByRole('radio', { name: 'Very high' })).toBeChecked();

  // The pick above, then cleared.
  const history = main.getByRole('list', { name: t.privacy.searchHistory });
  await expect(history).toContainText('00700');
  await main.getByRole('button', { name: t.privacy.clearHistory }).click();
  await expect(main.getByText(t.privacy.searchHistoryEmpty)).toBeVisible();

  // The language switches the page at once and stays after a reload.
  await main.getByRole('combobox', { name: t.appearance.language }).selectOption('zh-HK');
  await expect(page.getByRole('heading', { level: 1, name: hkSettings.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: hkSettings.title })).toBeVisible();
  await main.getByRole('combobox', { name: hkSettings.appearance.language }).selectOption('en');
  await main.getByRole('radio', { name: t.appearance.light }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('switching browser notifications on asks the browser, and a refusal is explained', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1097');
  const main = await openSettings(page);
  const browser = main.getByRole('switch', { name: t.notifications.browser });
  await page.evaluate(() => {
    // The browser's answer to the request, as when the user blocks the site.
    Notification.requestPermission = async () => 'denied';
    Object.defineProperty(Notification, 'permission', { value: 'default', configurable: true });
  });
  // A click, not check(): the switch stays off when the browser refuses, which is what this test expects.
  await browser.click();
  await expect(main.getByText(t.notifications.denied)).toBeVisible();
  await expect(browser).not.toBeChecked();
});

test('the settings page is accessible in every language, in light and dark', async ({ page, request }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await logIn(page, request, 'LTU1097');
  let from: Language = 'en';
  for (const language of languages) {
    const main = await openSettings(page, from);
    if (language !== from) {
      await main.getByRole('combobox', { name: texts[from].appearance.language }).selectOption(language);
      await expect(page.getByRole('heading', { level: 1, name: texts[language].title })).toBeVisible();
      from = language;
    }
    await expectAccessibleInBothSchemes(page);
  }
  await page
    .getByRole('main')
    .getByRole('combobox', { name: texts[from].appearance.language })
    .selectOption('en');
});

test('every setting is reached and changed by keyboard alone', async ({ page, request }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await logIn(page, request, 'LTU1097');
  const main = await openSettings(page);
  const named = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element) return '';
      return (
        element.getAttribute('aria-label') ??
        element.labels?.[0]?.textContent ??
        element.textContent ??
        ''
      ).trim();
    });
  const reached = new Set<string>();
  await main.getByRole('heading', { level: 1 }).click();
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const name = await named();
    reached.add(name);
    if (name === t.display.stripes) {
      await page.keyboard.press('Space');
      await expect(main.getByRole('switch', { name: t.display.stripes })).toBeChecked();
    }
    if (name === t.privacy.amountsHidden) break;
  }
  // A radio group is one stop (its checked radio): the server-side choices of the earlier tests, and this
  // browser's own defaults for the local ones (light, the star, the ticker's medium speed).
  for (const label of [
    t.display.redUp,
    t.display.stripes,
    t.display.cardClassic,
    t.appearance.light,
    t.appearance.language,
    t.appearance.avatars.star,
    'Medium',
    t.market.depth,
    t.market.upgradeReminder,
    t.notifications.system,
    t.notifications.trade,
    t.notifications.market,
    t.notifications.browser,
    t.reminders.newIpo,
    t.reminders.announcement,
    t.reminders.dividendSelection,
    t.privacy.amountsHidden,
  ]) {
    expect(
      [...reached].some((name) => name.includes(label)),
      label,
    ).toBe(true);
  }
  // Radio groups: the arrows move the choice.
  await main.getByRole('radio', { name: t.display.redUp }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('radio', { name: t.display.greenUp })).toBeChecked();
});
