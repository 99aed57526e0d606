import { expect, test } from '@playwright/test';
import { logIn } from './support/auth';
import { openMarket, openMarketPage, openMultiChartTutorial } from './support/market';
import { expectAccessibleInBothSchemes } from './support/color-schemes';

// LTU1101 is this spec's own client; the Kowloon and Lantau login pages need no session.
test.describe.configure({ timeout: 180_000 });

test("a browser asking for French gets Kowloon's default, Traditional Chinese; Kowloon shows no QR or old version", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/kowloon/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible();
  // Kowloon opens no accounts online and has no old portal.
  await expect(page.getByRole('button', { name: '新用戶？以二維碼註冊' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '切換至舊版' })).toHaveCount(0);
  // Lantau's default is English: the stand-in was never stored, so the next broker's default applies.
  await page.goto('/lantau/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the login page offers the registration QR (a chunk of its own) and the old version', async ({
  page,
}) => {
  await page.goto('/lantau/index');
  await expect(page.getByRole('link', { name: 'Switch to the old version' })).toHaveAttribute(
    'href',
    'https://classic.lantau-securities.example/',
  );
  await page.getByRole('button', { name: 'New user? Register with a QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register as a new user' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Register as a new user' })).toHaveAttribute(
    'data-size',
    '280',
  );
  await expect(dialog).toContainText('open an account with Lantau Securities');
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('LTU1101: not-found names the broker, quote plan asks first, multi-chart keeps its groups, kick-off reads as a sentence', async ({
  browser,
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1101');
  await expect(page).toHaveURL(/\/lantau\/main$/);

  await page.goto('/lantau/no_such_page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(/does not exist at Lantau Securities/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lantau home page' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/lantau\/main$/);

  await page.getByRole('button', { name: /User menu|LTU1101/ }).click();
  await expect(page.getByRole('link', { name: 'Switch to the old version' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The quote plan: applying asks first, saying what happens next and what it may cost.
  await openMarket(page);
  const main = page.getByRole('main');
  // The market index is the stock screener; the quote plan is on the overview.
  await openMarketPage(page, 'Overview');
  await expect(page).toHaveURL(/market_informatica\/overview$/);
  const plans = main.getByRole('region', { name: 'Quote plan' });
  await plans.getByRole('button', { name: 'Apply for Level 2' }).first().click();
  const confirm = page.getByRole('dialog', { name: /^Apply for Level 2 in / });
  await expect(confirm).toContainText('customer service contacts you');
  await expect(confirm).toContainText('monthly fee');
  await expectAccessibleInBothSchemes(page);
  await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(plans.getByText('Application received, customer service will follow up.')).toBeVisible();

  // Multi-chart: the colour group and the stock picked are there on the next visit.
  const tutorial = await openMultiChartTutorial(page);
  await tutorial.getByRole('button', { name: 'Next' }).click();
  await tutorial.getByRole('button', { name: 'Next' }).click();
  await tutorial.getByRole('button', { name: 'Done' }).click();
  await expect(tutorial).toBeHidden();
  // A segmented control's radios are zero-size inputs: a mouse user clicks the visible segment, its label.
  await main.getByRole('radiogroup', { name: 'Layout' }).getByText('6 charts', { exact: true }).click();
  await expect(main.getByRole('radio', { name: '6 charts' })).toBeChecked();
  await expect(main.getByTestId('chart-cell')).toHaveCount(6);
  // Six side by side: each picks its period from a list, which fits its cell.
  await expect(main.getByRole('combobox', { name: 'Chart period' })).toHaveCount(6);
  await main.getByRole('combobox', { name: 'Colour group of chart 2' }).click();
  await page.getByRole('option', { name: 'Red' }).click();
  await main.getByRole('combobox', { name: 'Colour group of chart 3' }).click();
  await page.getByRole('option', { name: 'Red' }).click();
  await expect(main.getByRole('heading', { name: 'Chart 3: HSBC Holdings 00005' })).toBeVisible();
  await page.reload();
  await expect(main.getByTestId('chart-cell')).toHaveCount(6, { timeout: 20_000 });
  await expect(main.getByRole('combobox', { name: 'Colour group of chart 2' })).toHaveValue('Red');
  await expect(main.getByRole('combobox', { name: 'Colour group of chart 3' })).toHaveValue('Red');
  await expect(main.getByRole('heading', { name: 'Chart 3: HSBC Holdings 00005' })).toBeVisible();

  // Index ticker items open their index on the overview.
  await page
    .getByRole('region', { name: 'Market indices' })
    .getByRole('button', { name: /Hang Seng Index/ })
    .first()
    .click();
  await expect(page).toHaveURL(/market_informatica\/overview\?q=/);
  await expect(main.locator('li[aria-current="true"]')).toContainText('Hang Seng Index');

  // Logged in elsewhere: the dialog says so in a sentence.
  const elsewhere = await browser.newContext();
  const second = await elsewhere.newPage();
  await logIn(second, request, 'LTU1101');
  await expect(second).toHaveURL(/\/lantau\/main$/);
  const dialog = page.getByRole('dialog', { name: 'Logged in on another device' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('You were logged in on another device. Please log in again.');
  await elsewhere.close();
});
