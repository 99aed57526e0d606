import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readDisclaimersAndAgree } from './support/auth';

/**
 * The public pages arrive drawn (issue 22 section 4): the server prerenders the landing page, the broker list and
 * each broker's login in the visitor's language and stored scheme (apps/server/src/platform/http/prerender.ts),
 * and the browser hydrates that markup instead of drawing it again (apps/web/src/app/prerender/).
 */

const languages = [
  {
    locale: 'en-GB',
    lang: 'en',
    welcome: 'Welcome to Lantau Securities',
    userID: 'User ID',
    landing: 'Find your broker',
  },
  {
    locale: 'zh-HK',
    lang: 'zh-HK',
    welcome: '歡迎使用大嶼證券',
    userID: '用戶編號',
    landing: '尋找您的經紀商',
  },
  {
    locale: 'zh-CN',
    lang: 'zh-CN',
    welcome: '欢迎使用大屿证券',
    userID: '用户编号',
    landing: '寻找您的经纪商',
  },
] as const;

/** Errors the page reports: React's hydration mismatches come as uncaught errors or console errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the login page is in the HTML the server sends, usable by keyboard before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/lantau/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lantau Securities' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'User ID' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Painted with its stylesheets, not as bare markup: the route's CSS is linked and its style attributes allowed.
  const card = page.locator('.mantine-Paper-root').first();
  await expect(card).toHaveCSS('max-width', '480px');
  // By keyboard: the skip link first, then on to the form's fields.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  const userID = page.getByRole('textbox', { name: 'User ID' });
  for (
    let presses = 0;
    presses < 12 && !(await userID.evaluate((field) => field === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(userID).toBeFocused();
  await page.keyboard.type('LTU1001');
  await expect(userID).toHaveValue('LTU1001');
  await context.close();
});

test('the landing page and the broker list are prerendered too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-HK' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '尋找您的經紀商' })).toBeVisible();
  await page.goto('/portal_list');
  await expect(page.getByRole('link', { name: /大嶼證券/ }).first()).toBeVisible();
  await context.close();
});

for (const language of languages) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`login and landing hydrate without a mismatch in ${language.lang}, ${scheme}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: language.locale, colorScheme: 'light' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto('/lantau/index');
      await expect(page.getByRole('textbox', { name: language.userID })).toBeVisible();
      // The painted toggle works once the page is hydrated (before, a click on it does nothing).
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
      if (scheme === 'dark') {
        // A stored choice: the server draws the next pages in it.
        await page.locator('header').getByRole('button').last().click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      }
      for (const path of ['/lantau/index', '/']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      }
      // Hydrated, the login form works: typed into by keyboard, the terms' checkbox toggles.
      await page.goto('/lantau/index');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
      await expect(page.getByRole('heading', { level: 1, name: language.welcome })).toBeVisible();
      const userID = page.getByRole('textbox', { name: language.userID });
      await userID.focus();
      await page.keyboard.type('LTU1001');
      await expect(userID).toHaveValue('LTU1001');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
      await expect(page.getByRole('link', { name: language.landing }).first()).toBeVisible();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

/**
 * A prerendered page opened in a fresh en-GB context with the app's scripts held back until `release()`: the
 * visitor acts on the painted page before the app takes it over.
 */
async function openWithScriptsHeld(
  browser: Browser,
  path: string,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await browser.newContext({ locale: 'en-GB', ...options });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { context, page, release };
}

// A visitor on a slow phone types into the painted form before the scripts arrive. Whether the app then hydrates
// the page or draws it anew (here: a browser that prefers dark, with no stored choice the server could read, so the
// server drew it light), what was typed is kept, and is what the form submits.
for (const [render, colorScheme] of [
  ['hydrated', 'light'],
  ['drawn', 'dark'],
] as const) {
  test(`what is typed before the app takes over is kept when the page is ${render}`, async ({ browser }) => {
    const { context, page, release } = await openWithScriptsHeld(browser, '/lantau/index', { colorScheme });
    const userID = page.getByRole('textbox', { name: 'User ID' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await userID.fill('LTU1001');
    await password.fill('Passw0rd!');
    await expect(page.locator('html')).not.toHaveAttribute('data-render', /.*/);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', render);
    await expect(userID).toHaveValue('LTU1001');
    await expect(password).toHaveValue('Passw0rd!');
    // Still where the visitor was typing.
    await expect(password).toBeFocused();
    // The form's own state has them: with the disclaimers read and the terms ticked, Log in opens.
    await readDisclaimersAndAgree(page);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await context.close();
  });
}

// A language chosen on the painted page before the scripts arrive is the language the app then shows.
test('a language chosen before the app takes over is kept', async ({ browser }) => {
  const { context, page, release } = await openWithScriptsHeld(browser, '/victoria/index');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  await expect(page.locator('html')).not.toHaveAttribute('data-render', /.*/);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('维港证券客户平台');
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN');
  await context.close();
});
