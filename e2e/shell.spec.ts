import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/auth';
import { openMarket, openQuoteBySearch } from './support/market';
import { expectAccessibleInBothSchemes, sidewaysOverflow } from './support/color-schemes';
import { expectHeaderFits, openUserMenu } from './support/shell';

// LTU1008, VIC3012 and KLN2012 are this file's own clients (one session per user): its tests run one after the
// other.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
// The header as most clients see it: with the index ticker moving (the other specs ask for reduced motion).
test.use({ reducedMotion: 'no-preference' });

const phone = { width: 390, height: 844 };

test('at 390 px the header is one bar under a tenth of the screen, the menu a drawer, nothing scrolls sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  await logIn(page, request, 'LTU1008');
  await expect(page).toHaveURL(/\/lantau\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, HO Chun Kit' })).toBeVisible();

  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(phone.height / 10);
  expect(await sidewaysOverflow(page)).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expectAccessibleInBothSchemes(page);

  // The menu opens in a drawer, by keyboard too, and closes once an entry is chosen.
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  const menu = drawer.getByRole('navigation', { name: 'Main menu' });
  for (const entry of ['Home', 'Account', 'Information']) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await menu.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/lantau\/main\/account\/overview$/);
  await expect(drawer).toBeHidden();

  // The account overview's tables scroll in their own boxes, not the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Positions' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  const header2 = await page.getByRole('banner').boundingBox();
  expect(header2!.height).toBeLessThanOrEqual(phone.height / 10);
  await expectAccessibleInBothSchemes(page);
});

test("on the desktop the menu sits in the header and the quote's depth table fits beside the rest", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, request, 'LTU1008');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await openMarket(page);
  await openQuoteBySearch(page, '700');
  const depth = page.getByRole('main').getByRole('table', { name: /10 levels of bid and ask/ });
  await expect(depth).toBeVisible();
  const box = await depth.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test('a feature the broker switches off is blocked by its URL too, with the way back home', async ({
  page,
  request,
}) => {
  // The broker switches web trading off (WebEnableTradeMarket NONE): every answer with the key says so.
  await page.route(/\/api\/brokers\/LTU\/configurations/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { key: string; value: unknown }[] };
    for (const entry of body.data ?? []) {
      if (entry.key === 'WebEnableTradeMarket') entry.value = ['NONE'];
    }
    await route.fulfill({ response, json: body });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, request, 'LTU1008');
  await expect(page).toHaveURL(/\/lantau\/main$/);
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: /Trade/ })).toBeDisabled();
  await expect(menu.getByRole('link', { name: 'Trade' })).toHaveCount(0);

  // A bookmark of the ticket (the URL the quote's Buy button opens) shows the blocked-feature page instead.
  await page.goto('/lantau/main/trade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade is not available');
  await expect(page.getByRole('form', { name: 'Trade' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /search/i })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/lantau\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, HO Chun Kit' })).toBeVisible();
  // Nothing else leads there either: the quote has no Buy or Sell.
  await openMarket(page);
  await openQuoteBySearch(page, '700');
  await expect(page.getByRole('main').getByRole('table', { name: /10 levels of bid and ask/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sell', exact: true })).toHaveCount(0);
});

/** Set SHELL_SHOTS to a folder to keep a screenshot of the desktop header in each language. */
async function headerShot(page: Page, name: string) {
  const folder = process.env.SHELL_SHOTS;
  if (folder)
    await page.screenshot({ path: `${folder}/${name}.png`, clip: { x: 0, y: 0, width: 1280, height: 360 } });
}

test('at 1280 px the header is one row (menu, user menu) over the index ticker in all three languages, and narrower too', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, request, 'LTU1008');
  await expect(page).toHaveURL(/\/lantau\/main$/);
  const header = page.getByRole('banner');
  // The ticker runs the page's width under the header, not squeezed into the header's row.
  const ticker = page.getByRole('main').getByRole('region', { name: /Market indices|市場指數|市场指数/ });
  await expect(ticker).toBeVisible();
  await expect(header.getByRole('region', { name: /Market indices/ })).toHaveCount(0);

  const languages = [
    { code: 'en', links: ['Home', 'Account', 'Trade', 'Order', 'Information'], language: 'Language' },
    { code: 'zh-HK', links: ['首頁', '帳戶', '交易', '訂單', '市場資訊'], language: '語言' },
    { code: 'zh-CN', links: ['首页', '账户', '交易', '订单', '市场资讯'], language: '语言' },
  ];
  let current = 'Language';
  for (const { code, links, language } of languages) {
    const userMenu = await openUserMenu(page);
    await userMenu.getByRole('combobox', { name: current }).selectOption(code);
    current = language;
    await page.keyboard.press('Escape');
    await expect(userMenu).toBeHidden();
    const menu = header.getByRole('navigation', { name: /Main menu|主選單|主菜单/ });
    const parts = [
      ...links.map((name) => menu.getByRole('link', { name, exact: true })),
      header.getByRole('button', { name: /LTU1008/ }),
    ];
    // One row: every part's middle on the bar's middle line, and the bar as tall as one control and padding.
    const bar = (await header.boundingBox())!;
    expect(bar.height, `${code}: header height`).toBeLessThanOrEqual(72);
    for (const part of parts) {
      const box = (await part.boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - (bar.y + bar.height / 2)), `${code}: ${part}`).toBeLessThan(6);
    }
    expect(await sidewaysOverflow(page)).toEqual([]);
    await headerShot(page, `header-${code}`);
  }

  // The user menu by keyboard: Enter opens it on its controls, Escape closes it and returns to its button.
  await page.goto('/lantau/main');
  const userButton = header.getByRole('button', { name: /LTU1008/ });
  await userButton.focus();
  await page.keyboard.press('Enter');
  const userMenu = page.getByRole('dialog', { name: /用户菜单/ });
  await expect(userMenu.getByRole('combobox', { name: '语言' })).toBeVisible();
  await expect(userMenu.getByText('30 分钟后自动退出登录')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await headerShot(page, 'user-menu');
  await page.keyboard.press('Escape');
  await expect(userMenu).toBeHidden();
  await expect(userButton).toBeFocused();

  // Narrower screens keep the one row, the ticker above the page, and then the menu goes into the drawer.
  for (const width of [1100, 992, 770]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(header.getByRole('region', { name: '市场指数' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('region', { name: '市场指数' })).toBeVisible();
    expect((await header.boundingBox())!.height, `${width} px: header height`).toBeLessThanOrEqual(72);
    expect(await sidewaysOverflow(page), `${width} px`).toEqual([]);
  }
  await expect(header.getByRole('button', { name: '菜单', exact: true })).toBeVisible();
});

// Issue 22: at 1280 px Victoria's ten menu entries (IPO shown as not available) pushed the user menu off the
// screen and clipped the entries. The entries that do not fit go behind "More"; the brand and the user menu stay.
for (const { userID, displayCode } of [
  { userID: 'VIC3012', displayCode: 'victoria' },
  { userID: 'KLN2012', displayCode: 'kowloon' },
  { userID: 'LTU1008', displayCode: 'lantau' },
]) {
  test(`${displayCode}: at 1280 and 1440 px the header holds its menu and user menu whole in every language`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, request, userID);
    await expect(page).toHaveURL(new RegExp(`/${displayCode}/main$`));
    const header = page.getByRole('banner');
    const menu = header.getByRole('navigation', { name: /Main menu|主選單|主菜单/ });
    for (const code of ['en', 'zh-HK', 'zh-CN']) {
      await page.setViewportSize({ width: 1280, height: 800 });
      const userMenu = await openUserMenu(page);
      await userMenu.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption(code);
      await page.keyboard.press('Escape');
      await expect(userMenu).toBeHidden();
      for (const width of [1440, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(header.getByRole('button', { name: new RegExp(userID) })).toBeVisible();
        await expectHeaderFits(page, `${displayCode} ${code} ${width} px`);
      }
      // What does not fit is behind "More", by keyboard too, each entry whole on the screen.
      const more = menu.getByRole('button', { name: /^(More|更多)/ });
      if (await more.isVisible()) {
        await more.focus();
        await page.keyboard.press('Enter');
        const entries = page.getByRole('menu').getByRole('menuitem');
        await expect(entries.first()).toBeVisible();
        for (const entry of await entries.all()) {
          const box = (await entry.boundingBox())!;
          expect(box.x + box.width, `${code}: '${await entry.textContent()}'`).toBeLessThanOrEqual(1280);
        }
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      }
      expect(await sidewaysOverflow(page), code).toEqual([]);
    }
    // Victoria's English menu is longer than 1280 px holds: its last entry is behind "More" and leads to its page.
    if (displayCode === 'victoria') {
      const userMenu = await openUserMenu(page);
      await userMenu.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption('en');
      await page.keyboard.press('Escape');
      await menu.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Information' }).click();
      await expect(page).toHaveURL(/\/victoria\/main\/market_informatica/);
      await expectAccessibleInBothSchemes(page);
    }
  });
}

// Issue 22: at a narrow desktop width the page the user is on can be one of the entries behind "More": "More" then
// looks as a current entry of the row does, in both colour schemes, and tells a screen reader which page it is.
test('"More" looks current and names the page when the page the user is on is behind it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await logIn(page, request, 'VIC3012');
  await expect(page).toHaveURL(/\/victoria\/main$/);
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
  const more = menu.getByRole('button', { name: /^More/ });
  const home = menu.getByRole('link', { name: 'Home' });
  const backgroundOf = (element: typeof more) =>
    element.evaluate((box) => getComputedStyle(box).backgroundColor);

  await page.goto('/victoria/main/home');
  const looks: Record<string, { current: string; plain: string }> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await page.mouse.move(0, 600);
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(more).not.toHaveAttribute('data-current');
    await expect.poll(() => backgroundOf(more)).toBe('rgba(0, 0, 0, 0)');
    looks[colorScheme] = { current: await backgroundOf(home), plain: await backgroundOf(more) };
    expect(looks[colorScheme].current, colorScheme).not.toBe(looks[colorScheme].plain);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Information is behind "More" at this width (as are IPO, Notice, Help Center and Settings).
  await more.click();
  await page.getByRole('menuitem', { name: 'Information' }).click();
  await expect(page).toHaveURL(/\/victoria\/main\/market_informatica/);
  await expect(home).not.toHaveAttribute('aria-current');
  await expect(more).toHaveAccessibleDescription('Current page: Information');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await page.mouse.move(0, 600);
    await expect.poll(() => backgroundOf(more), colorScheme).toBe(looks[colorScheme]!.current);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Inside "More", by keyboard: the page's entry is the current one.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  await page.keyboard.press('Escape');
  await expectAccessibleInBothSchemes(page);
});
