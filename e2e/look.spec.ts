import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn, submitPassword, submitSecondFactor, demoClient } from './support/auth';
import { logoPathOf } from '../apps/server/src/composition/seed/demo-brokers';
import { openMarket, openMultiChartTutorial, openQuoteBySearch } from './support/market';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { openUserMenu } from './support/shell';
import { openTencentTicket } from './support/trade';

// Issue 22, the broker's own look: VIC3010, LTU1120 and KLN2002 are this file's own clients (one session per
// user), so its tests run one after the other.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const desktop = { width: 1440, height: 900 };

/** The client's home page at 1440x900 (auto density is compact there). */
async function logInAtDesktop(page: Page, request: APIRequestContext, userID: string, displayCode: string) {
  await page.setViewportSize(desktop);
  await logIn(page, request, userID);
  await expect(page).toHaveURL(new RegExp(`/${displayCode}/main$`));
}

/** The colour a locator's text is painted in, as [r, g, b]. */
async function textColor(locator: Locator): Promise<[number, number, number]> {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r!, g!, b!];
}

/**
 * How each body row of a table is painted: the row's own background and its cells' (a stripe can be laid on
 * either), so rows that look alike give the same text.
 */
async function rowPaints(table: Locator): Promise<string[]> {
  await expect(table.locator('tbody tr').nth(1)).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [row, ...Array.from(row.children)].map((part) => getComputedStyle(part).backgroundColor).join(' '),
      ),
    );
}

/** The trade page's depth table for 00700 at a desktop's width, the pointer away from its rows. */
async function openTradeDepth(page: Page): Promise<Locator> {
  await openTencentTicket(page);
  const depth = page.getByRole('region', { name: /Best .* bid and ask/ });
  await expect(depth).toBeVisible({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  return depth.getByRole('table');
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The index ticker shows each index whole, name, value and change, in a strip wide enough to read. */
async function expectReadableTicker(page: Page, width: number) {
  const ticker = page.getByRole('region', { name: 'Market indices' });
  await expect(ticker).toBeVisible();
  const box = (await ticker.boundingBox())!;
  expect(box.width, `${width} px: ticker width`).toBeGreaterThan(width * 0.6);
  const first = ticker.getByRole('listitem').first();
  await expect(first).toHaveText(/Hang Seng Index [\d,]+\.\d+ .*[+-−]?\d+\.\d+%/);
  expect((await first.boundingBox())!.width).toBeGreaterThan(150);
}

test("Victoria: no P/L on the overview, its own colour, a readable ticker, no gear over the avatar, the whole 'old version'", async ({
  page,
  request,
}) => {
  await logInAtDesktop(page, request, 'VIC3010', 'victoria');

  // WebPNLEnable is false at Victoria: no P/L card, no P/L column, the rest as before.
  await page.goto('/victoria/main/account/overview');
  const totals = page.getByRole('region', { name: 'Account totals' });
  await expect(totals.getByText('Buying power (HKD)')).toBeVisible();
  await expect(totals.getByText(/P\/L/)).toHaveCount(0);
  const positions = page.getByRole('region', { name: 'Positions' }).last();
  await expect(positions.getByRole('rowheader', { name: /Tencent/ })).toBeVisible();
  await expect(positions.getByRole('columnheader', { name: /P\/L/ })).toHaveCount(0);
  // Nor the P/L cost's edit, which only changes the P/L.
  await expect(positions.getByRole('button', { name: /^Edit cost of/ })).toHaveCount(0);

  // Header: the ticker readable at 1440 and 1280 px; its gear and the user menu side by side, not one on the other.
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectReadableTicker(page, width);
    const gear = (await page.getByRole('button', { name: 'Index ticker settings' }).boundingBox())!;
    const user = (await page
      .getByRole('banner')
      .getByRole('button', { name: /VIC3010/ })
      .boundingBox())!;
    expect(overlap(gear, user), `${width} px: the gear overlaps the user menu`).toBe(false);
  }

  // The user menu holds 'Switch to the old version' whole.
  const menu = await openUserMenu(page);
  const oldVersion = menu.getByRole('link', { name: 'Switch to the old version' });
  await expect(oldVersion).toBeVisible();
  const clipped = await oldVersion.evaluate((link) =>
    Array.from(link.querySelectorAll('*')).some((part) => part.scrollWidth > part.clientWidth + 1),
  );
  expect(clipped, "'Switch to the old version' is clipped").toBe(false);
  await page.keyboard.press('Escape');

  // Victoria's purple, not Lantau's teal: its links are bluer than green, in both schemes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const [r, g, b] = await textColor(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first(),
    );
    expect(b, `${colorScheme}: menu link ${r},${g},${b}`).toBeGreaterThan(g);
    expect(r, `${colorScheme}: menu link ${r},${g},${b}`).toBeGreaterThan(g);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessibleInBothSchemes(page);
});

test("each broker's login page in its own colour, axe-clean in both schemes", async ({ page }) => {
  // Hue of the broker's colour, read from its links: [which channel leads, over which].
  const brokers = [
    { code: 'lantau', leads: (r: number, g: number, b: number) => g > r && b > r },
    { code: 'kowloon', leads: (r: number, g: number, b: number) => r > g && r > b },
    { code: 'victoria', leads: (r: number, g: number, b: number) => b > g && r > g },
  ];
  for (const { code, leads } of brokers) {
    await page.goto(`/${code}/index`);
    const link = page.getByRole('link', { name: /Forgot password|忘記密碼|忘记密码/ });
    await expect(link).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // The palette arrives in a small chunk of its own, just after the page.
      await expect
        .poll(async () => leads(...(await textColor(link))), `${code} ${colorScheme}: link colour`)
        .toBe(true);
    }
    await expectAccessibleInBothSchemes(page);
  }
});

test('LTU1120: the screener change without a stray dash, the trade page in up/down colours, depth unstriped with stripes off, named charts', async ({
  page,
  request,
}) => {
  await logInAtDesktop(page, request, 'LTU1120', 'lantau');

  // Screener: the Change column holds the change alone; its percent has a column of its own.
  await openMarket(page);
  await page.getByRole('main').getByRole('textbox', { name: 'Year change % from' }).fill('-100');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('table', { name: 'Stocks that meet the conditions' });
  await expect(results.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const changes = await page.evaluate(() => {
    const table = document.querySelector('main table');
    const headers = Array.from(table?.querySelectorAll('thead th') ?? []).map((th) => th.textContent?.trim());
    const column = headers.findIndex((text) => text === 'Change');
    return Array.from(table?.querySelectorAll('tbody tr') ?? []).map(
      (row) => row.children[column]?.textContent?.trim() ?? '',
    );
  });
  expect(changes.length).toBeGreaterThan(0);
  for (const change of changes) expect(change).not.toMatch(/[—-]$/);

  // The depth table striped by default: every other row painted apart (what the check below looks for).
  const striped = await rowPaints(await openTradeDepth(page));
  expect(new Set(striped).size, `striped rows: ${striped.join(' / ')}`).toBeGreaterThan(1);

  // Stripes off in Settings: the depth table follows, as every table does: every row painted alike.
  await page.goto('/lantau/main/setting');
  const stripes = page.getByRole('switch', { name: 'Striped table rows' });
  await expect(stripes).toBeChecked();
  await stripes.click();
  await expect(stripes).not.toBeChecked();
  const plain = await rowPaints(await openTradeDepth(page));
  expect(new Set(plain), `unstriped rows: ${plain.join(' / ')}`).toEqual(new Set([plain[0]]));

  // The trade page: the quote's change in the up/down colour of the user's setting, in both schemes.
  const change = page.getByRole('main').locator('.quote-up, .quote-down').first();
  await expect(change).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const [r, g, b] = await textColor(change);
    const body = await textColor(page.getByRole('heading', { level: 1 }).first());
    expect([r, g, b], `${colorScheme}: the change is in the text colour`).not.toEqual(body);
    // Green up or red down (the default GREEN_UP): one channel leads.
    expect(Math.max(r, g) - b, `${colorScheme}: ${r},${g},${b}`).toBeGreaterThan(40);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Multi-chart: each chart's title names its stock, not the code alone.
  await openMarket(page);
  const tutorial = await openMultiChartTutorial(page);
  await tutorial.getByRole('button', { name: 'Next' }).click();
  await tutorial.getByRole('button', { name: 'Next' }).click();
  await tutorial.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Chart 1: Tencent Holdings 00700' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Chart 2: HSBC Holdings 00005' })).toBeVisible();
});

/** How far the page scrolls down past the screen's height (0: it fits). */
const overflowDown = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);

test('compact density (default above 1280 px): the overview, orders and a quote fit 1440x900; phones keep their size', async ({
  page,
  request,
}) => {
  await logInAtDesktop(page, request, 'LTU1120', 'lantau');
  await expect(page.locator('html')).toHaveAttribute('data-density', 'compact');

  await page.goto('/lantau/main/account/overview');
  await expect(
    page.getByRole('region', { name: 'Positions' }).last().getByRole('rowheader').first(),
  ).toBeVisible();
  expect(await overflowDown(page), 'overview').toBeLessThanOrEqual(0);

  await page.goto('/lantau/main/order_history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflowDown(page), 'orders').toBeLessThanOrEqual(0);

  await openMarket(page);
  await openQuoteBySearch(page, '00700');
  await expect(page.getByRole('heading', { name: 'Bid and ask' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Recent trades' })).toBeAttached();
  expect(await overflowDown(page), 'quote').toBeLessThanOrEqual(0);
  await expectAccessibleInBothSchemes(page);

  // Comfortable by choice, in Settings: the roomier page again.
  await page.goto('/lantau/main/setting');
  const density = page.getByRole('radiogroup', { name: 'Density' });
  await density.getByRole('radio', { name: 'Comfortable' }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-density', 'compact');

  // A phone keeps its spacing, and so its touch targets, even with Compact chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  const spacing = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-spacing-md'));
  const roomy = await spacing();
  await density.getByRole('radio', { name: 'Compact', exact: true }).check();
  await expect(page.locator('html')).toHaveAttribute('data-density', 'compact');
  expect(await spacing()).toBe(roomy);
  await density.getByRole('radio', { name: 'Automatic (compact on screens wider than 1280 px)' }).check();
});

/** The theme's primary colour as the page paints it now (shade 6, filled buttons and links), as [r, g, b]. */
async function primaryColour(page: Page): Promise<[number, number, number]> {
  const hex = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-lantau-6').trim(),
  );
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The page in Kowloon's red (its configured #c92a2a's hue) and with its logo, axe-clean in both schemes. */
async function expectKowloonLook(page: Page, what: string) {
  await expect
    .poll(async () => {
      const [r, g, b] = await primaryColour(page);
      return r > 2 * g && r > 2 * b;
    }, `${what}: Kowloon's red`)
    .toBe(true);
  await expect(page.locator(`img[src="${logoPathOf('kowloon')}"]`).first(), `${what}: logo`).toBeVisible();
  await expectAccessibleInBothSchemes(page);
}

test("every public page of a broker is in its colour with its logo, opened by its address (Kowloon's red)", async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  // Each page loaded afresh: a colour set by an earlier page of the visit proves nothing.
  await page.goto('/kowloon/index');
  await expectKowloonLook(page, 'login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectKowloonLook(page, 'forgot password');
  for (const article of ['privacy', 'account_deletion']) {
    await page.goto(`/kowloon/article/${article}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectKowloonLook(page, article);
  }

  // The second step, then what must be done before the portal opens (KLN2002 must change its password).
  const client = demoClient('KLN2002');
  await page.goto('/kowloon/index');
  const since = new Date();
  await submitPassword(page, client.userId, client.password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectKowloonLook(page, 'two-step verification');
  await submitSecondFactor(page, request, client.userId, since);
  await expect(page).toHaveURL(/\/kowloon\/index\/task_after_login$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectKowloonLook(page, 'tasks after login');
});
