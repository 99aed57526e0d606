import { expect, test, type Page } from '@playwright/test';
import enWatchlist from '../apps/web/src/shared/i18n/locales/en/watchlist.json' with { type: 'json' };
import hkWatchlist from '../apps/web/src/shared/i18n/locales/zh-HK/watchlist.json' with { type: 'json' };
import cnWatchlist from '../apps/web/src/shared/i18n/locales/zh-CN/watchlist.json' with { type: 'json' };
import enAccount from '../apps/web/src/shared/i18n/locales/en/account.json' with { type: 'json' };
import hkAccount from '../apps/web/src/shared/i18n/locales/zh-HK/account.json' with { type: 'json' };
import cnAccount from '../apps/web/src/shared/i18n/locales/zh-CN/account.json' with { type: 'json' };
import enMarket from '../apps/web/src/shared/i18n/locales/en/market.json' with { type: 'json' };
import hkMarket from '../apps/web/src/shared/i18n/locales/zh-HK/market.json' with { type: 'json' };
import cnMarket from '../apps/web/src/shared/i18n/locales/zh-CN/market.json' with { type: 'json' };
import { logIn } from './support/auth';
import { LONG_JOURNEY_MS, expectAccessibleInBothSchemes } from './support/color-schemes';
import { commonTexts, switchLanguage, type Language } from './support/fund';

// LTU1090 (Level 2 in Hong Kong) and LTU1091 (delayed) are this file's own clients, one test each.
test.describe.configure({ timeout: 900_000 });
// The machine these run on is shared and slow: a search or a lazily loaded page may take longer than usual.
const slowly = { timeout: 30_000 };

const texts = {
  en: { watchlist: enWatchlist, account: enAccount, market: enMarket },
  'zh-HK': { watchlist: hkWatchlist, account: hkAccount, market: hkMarket },
  'zh-CN': { watchlist: cnWatchlist, account: cnAccount, market: cnMarket },
} as const;

const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The home page's shortcut: the watchlist is one click after login. */
async function openWatchlistFromHome(page: Page, language: Language) {
  const t = texts[language];
  await page.getByRole('link', { name: t.account.shortcut.watchlist, exact: true }).click();
  await expect(page).toHaveURL(/market_informatica\/watchlist$/);
  await expect(page.getByRole('heading', { level: 1, name: t.watchlist.title })).toBeVisible(slowly);
}

/** Picks the first search result by keyboard, as the quote page's search does. */
async function searchAndPick(page: Page, label: string, keyword: string) {
  const search = page.getByRole('textbox', { name: label });
  await search.fill(keyword);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible(slowly);
  await search.press('ArrowDown');
  await search.press('Enter');
}

const stocksTable = (page: Page, group: string) =>
  page.getByRole('table', { name: filled(enWatchlist.table.caption, { name: group }) });

test('LTU1090: groups made by keyboard, stocks added from search and the quote page, live prices, managed', async ({
  page,
  request,
}) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await logIn(page, request, 'LTU1090');
  await openWatchlistFromHome(page, 'en');
  const main = page.getByRole('main');
  // A first visit finds one group ready.
  await expect(main.getByRole('tab', { name: /Watchlist/ })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText(enWatchlist.table.empty)).toBeVisible();

  // The group form, keyboard only: a name too wide is refused beside the field, then Tech in red.
  await main.getByRole('button', { name: enWatchlist.manage.new }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: enWatchlist.form.newTitle });
  await expect(dialog.getByRole('textbox', { name: enWatchlist.form.name })).toBeFocused();
  await page.keyboard.type('Technology1');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(enWatchlist.form.nameTooWide)).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Tech');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: enWatchlist.colour.NONE })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: enWatchlist.colour.RED })).toBeChecked();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: enWatchlist.form.save })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const techTab = main.getByRole('tab', { name: /Tech/ });
  await expect(techTab).toHaveAttribute('aria-selected', 'true');
  await expect(techTab).toContainText('Colour: Red');

  // A second group with the same name in other letters is refused before sending.
  await main.getByRole('button', { name: enWatchlist.manage.new }).click();
  await dialog.getByRole('textbox', { name: enWatchlist.form.name }).fill(' TECH ');
  await dialog.getByRole('button', { name: enWatchlist.form.save }).click();
  await expect(dialog.getByText(enWatchlist.form.nameTaken)).toBeVisible();
  await dialog.getByRole('button', { name: enWatchlist.form.cancel }).click();

  // Add from the watchlist's own search.
  await searchAndPick(page, filled(enWatchlist.add.search, { name: 'Tech' }), '00700');
  const table = stocksTable(page, 'Tech');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('00700');
  await expect(table.getByRole('row').nth(1)).toContainText(enWatchlist.feed.LEVEL2);

  // Add from the quote page: the button's menu lists the groups.
  await main
    .getByRole('navigation', { name: enMarket.nav.label })
    .getByRole('link', { name: enMarket.nav.quote })
    .click();
  await searchAndPick(page, 'Search stocks', '00005');
  await expect(page).toHaveURL(/market_informatica\/quote\?q=/);
  await main.getByRole('button', { name: enWatchlist.add.button }).click();
  await page.getByRole('menuitem', { name: 'Tech' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'added to Tech' })).toHaveText(
    filled(enWatchlist.add.added, { stock: '00005', name: 'Tech' }),
  );
  await main.getByRole('button', { name: enWatchlist.add.button }).click();
  await expect(
    page.getByRole('menuitem', { name: filled(enWatchlist.add.inGroup, { name: 'Tech' }) }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');

  await main
    .getByRole('navigation', { name: enMarket.nav.label })
    .getByRole('link', { name: enMarket.nav.watchlist })
    .click();
  await main.getByRole('tab', { name: /Tech/ }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  // Live prices: Level 2 streams them; the rows change as the market trades.
  const rows = table.locator('tbody');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toContainText(/\d/);
  const before = await rows.innerText();
  await expect
    .poll(() => rows.innerText(), { timeout: 60_000, message: 'the watchlist prices moved' })
    .not.toBe(before);

  // Reorder stocks by button: 00005 up to first.
  await table.getByRole('button', { name: /^Move 00005 .* up$/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('00005');
  // A row's name opens its quote.
  await table.getByRole('row').nth(2).getByRole('button').first().click();
  await expect(page).toHaveURL(/market_informatica\/quote\?q=/);
  await expect(main.getByRole('heading', { level: 1 })).toContainText(/Tencent/i);
  await page.goBack();
  await main.getByRole('tab', { name: /Tech/ }).click();

  // Rename and recolour.
  await main.getByRole('button', { name: filled(enWatchlist.manage.edit, { name: 'Tech' }) }).click();
  const edit = page.getByRole('dialog', { name: enWatchlist.form.editTitle });
  await edit.getByRole('textbox', { name: enWatchlist.form.name }).fill('Tech HK');
  // A segmented control's radios are zero-size inputs: a mouse user clicks the visible segment, its label.
  await edit
    .getByRole('radiogroup', { name: enWatchlist.form.colour })
    .getByText(enWatchlist.colour.BLUE, { exact: true })
    .click();
  await expect(edit.getByRole('radio', { name: enWatchlist.colour.BLUE })).toBeChecked();
  await edit.getByRole('button', { name: enWatchlist.form.save }).click();
  await expect(edit).toBeHidden();
  await expect(main.getByRole('tab', { name: /Tech HK/ })).toContainText('Colour: Blue');

  // Reorder groups: Tech HK first.
  await main.getByRole('button', { name: filled(enWatchlist.manage.moveUp, { name: 'Tech HK' }) }).click();
  await expect(main.getByRole('tab').first()).toContainText('Tech HK');

  // Remove a stock.
  await stocksTable(page, 'Tech HK')
    .getByRole('button', { name: /^Remove 00700/ })
    .click();
  await expect(stocksTable(page, 'Tech HK').getByRole('row')).toHaveCount(2);
  await expectAccessibleInBothSchemes(page);

  // Delete, after confirming.
  await main.getByRole('button', { name: filled(enWatchlist.manage.delete, { name: 'Tech HK' }) }).click();
  const confirm = page.getByRole('dialog', { name: enWatchlist.delete.title });
  await expect(confirm).toContainText(filled(enWatchlist.delete.body_one, { name: 'Tech HK', count: 1 }));
  await expectAccessibleInBothSchemes(page);
  await confirm.getByRole('button', { name: enWatchlist.delete.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByRole('tab')).toHaveCount(1);
  await expect(
    main.getByRole('button', { name: filled(enWatchlist.manage.delete, { name: 'Watchlist' }) }),
  ).toBeDisabled();

  // The groups are the server's: a reload shows the same.
  await page.reload();
  await expect(main.getByRole('tab')).toHaveCount(1);
});

test('LTU1091: the watchlist in Chinese, delayed prices, every screen accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await logIn(page, request, 'LTU1091');
  let from: Language = 'en';
  for (const language of ['zh-HK', 'zh-CN'] as const) {
    await switchLanguage(page, from, language);
    from = language;
    const t = texts[language];
    await page
      .getByRole('navigation', { name: commonTexts[language].menu.label })
      .getByRole('link', { name: commonTexts[language].menu.home, exact: true })
      .click();
    await openWatchlistFromHome(page, language);
    const main = page.getByRole('main');
    const group = language === 'zh-HK' ? '港股' : '银行';
    await main.getByRole('button', { name: t.watchlist.manage.new }).click();
    const dialog = page.getByRole('dialog', { name: t.watchlist.form.newTitle });
    // Five Chinese characters fill the width; a sixth is refused.
    await dialog.getByRole('textbox', { name: t.watchlist.form.name }).fill('一二三四五六');
    await dialog.getByRole('button', { name: t.watchlist.form.save }).click();
    await expect(dialog.getByText(t.watchlist.form.nameTooWide)).toBeVisible();
    await expectAccessibleInBothSchemes(page);
    await dialog.getByRole('textbox', { name: t.watchlist.form.name }).fill(group);
    await dialog.getByRole('button', { name: t.watchlist.form.save }).click();
    await expect(dialog).toBeHidden();

    await searchAndPick(page, filled(t.watchlist.add.search, { name: group }), '00005');
    const table = page.getByRole('table', { name: filled(t.watchlist.table.caption, { name: group }) });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(t.watchlist.feed.other);
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toContainText(/\d/);
    await expect(
      main
        .getByRole('navigation', { name: t.market.nav.label })
        .getByRole('link', { name: t.market.nav.watchlist }),
    ).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  }
});
