import { expectSubstantialText } from './support/text';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

test.describe('public pages', () => {
  test('landing page introduces the portal and leads to the broker list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your broker, every market, one secure portal',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Find your broker' }).click();
    await expect(page).toHaveURL(/\/portal_list$/);
  });

  test('broker list shows every broker and opens its login', async ({ page }) => {
    await page.goto('/portal_list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your broker');
    const brokers = page.getByRole('list', { name: 'Brokers' });
    for (const name of ['Lantau Securities', 'Kowloon Securities', 'Victoria Harbour Securities']) {
      await expect(brokers.getByRole('link', { name })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await brokers.getByRole('link', { name: 'Kowloon Securities' }).click();
    await expect(page).toHaveURL(/\/kowloon\/index$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kowloon Securities Online Trading');
  });

  test('privacy and account-deletion articles have real text', async ({ page }) => {
    await page.goto('/lantau/article/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(1500);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/lantau/article/account_deletion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deleting your account');
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(800);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-broker/index');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/a/b/c/d');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Choose your broker' }).click();
    await expect(page).toHaveURL(/\/portal_list$/);
  });

  test('the portal is served identically under /portal2/', async ({ page }) => {
    await page.goto('/portal2/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your broker, every market, one secure portal',
    );
    await page.goto('/portal2/victoria/index');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Victoria Harbour Securities Client Portal',
    );
  });
});

// The login page in each language and colour scheme, with the broker's own text pack on top of the default.
const loginTitles = {
  en: { lantau: 'Welcome to Lantau Securities', kowloon: 'Kowloon Securities Online Trading' },
  'zh-HK': { lantau: '歡迎使用大嶼證券', kowloon: '九龍證券網上交易' },
  'zh-CN': { lantau: '欢迎使用大屿证券', kowloon: '九龙证券网上交易' },
} as const;
const htmlLang = { en: 'en', 'zh-HK': 'zh-HK', 'zh-CN': 'zh-CN' } as const;

for (const locale of Object.keys(loginTitles) as (keyof typeof loginTitles)[]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`login page in ${locale}, ${colorScheme}`, () => {
      test.use({ locale, colorScheme });

      test('shows the broker title in the browser language and passes axe', async ({ page }) => {
        for (const broker of ['lantau', 'kowloon'] as const) {
          await page.goto(`/${broker}/index`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginTitles[locale][broker]);
          await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
          await expectNoSeriousA11yViolations(page);
        }
      });
    });
  }
}

test.describe('login page behaviour', () => {
  test('terms unlock only after the disclaimers are read, and the form sends the login', async ({ page }) => {
    await page.goto('/lantau/index');
    const terms = page.getByRole('checkbox', { name: 'I have read and agree to the terms' });
    const logIn = page.getByRole('button', { name: 'Log in' });
    await page.getByRole('textbox', { name: 'User ID' }).fill('LTU1001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Lantau2026');
    await expect(terms).toBeDisabled();
    await expect(logIn).toBeDisabled();

    const disclaimers = page.getByRole('region', { name: 'Disclaimers' });
    await expectSubstantialText(disclaimers);
    await disclaimers.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(terms).toBeEnabled();
    await terms.check();
    await expect(logIn).toBeEnabled();

    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/auths/logins') && r.method() === 'POST',
    );
    await logIn.click();
    const sent = await request;
    expect(sent.postDataJSON()).toEqual({ userID: 'LTU1001', password: 'Lantau2026' });
    expect(sent.headers()['x-broker-code']).toBe('LTU');
    expect(sent.headers()['x-app-version']).toBe('1.1.7');
    expect(sent.headers()['x-api-version']).toBe('v4');
  });

  test('language and theme can be switched and are remembered', async ({ page }) => {
    await page.goto('/victoria/index');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('维港证券客户平台');
    await page.getByRole('button', { name: '深色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('维港证券客户平台');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // What the app keeps in the browser is encrypted: no plain language or scheme names in localStorage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/zh-CN|dark/);
  });

  test('every control is reachable by keyboard, starting with the skip link', async ({ page }) => {
    await page.goto('/lantau/index');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
          return (label ?? el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
        }),
      );
    }
    const joined = reached.join(' | ');
    for (const control of [
      'Language',
      'Dark Mode',
      'User ID',
      'Password',
      'Show password',
      'Read the terms',
    ]) {
      expect(joined, `keyboard reaches ${control}`).toContain(control);
    }
  });
});
