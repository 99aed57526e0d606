import { expect, test } from '@playwright/test';
import { logIn } from './support/auth';
import { openMarket, openMarketPage, openMultiChartTutorial, openQuoteBySearch } from './support/market';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectAccessibleInBothSchemes } from './support/color-schemes';

// Each test owns its demo client (one session per user): LTU1004 LEVEL2, LTU1005 DELAYED, LTU1006 CLICK.

// Long journeys on a shared, slow machine: login, streaming, axe in two schemes per page.
test.describe.configure({ timeout: 180_000 });

test('LEVEL2: the quote of 00700 streams depth, broker queue and trades, and its prices move', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1004');
  await openMarket(page);
  await openQuoteBySearch(page, '700');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(/Tencent/i);
  await expect(main.getByText('00700', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('Simulated', { exact: true })).toBeVisible();
  await expect(main.getByText('Real-time', { exact: true })).toBeVisible();

  const depth = main.getByRole('table', { name: /levels of bid and ask/ });
  await expect(depth.getByTestId('depth-row')).toHaveCount(10);
  await expect(main.getByRole('heading', { name: 'Broker queue' })).toBeVisible();
  await expect(main.getByTestId('broker-id').first()).toHaveText(/^\d{4}$/);
  await expect(main.getByRole('heading', { name: 'Recent trades' })).toBeVisible();

  // Prices move: the nominal price, the day's volume, the newest trade or the best bid/ask changes. The demo
  // market trades 00700 every few seconds, but a quiet spell can leave the last price alone for a while.
  const trades = main.getByRole('table', { name: /Latest trades/ });
  const moving = async () =>
    [
      await main.getByTestId('nominal-price').innerText(),
      await main.getByLabel('Key figures').innerText(),
      await trades
        .locator('tbody tr')
        .first()
        .innerText()
        .catch(() => ''),
      await depth.getByTestId('depth-row').first().innerText(),
    ].join('|');
  const before = await moving();
  await expect.poll(moving, { timeout: 30_000, message: 'the quote moved' }).not.toBe(before);

  await expectAccessibleInBothSchemes(page);
});

test('DELAYED: a 15-minute-old quote with one level; the overview; the multi-chart tutorial once', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1005');
  await openMarket(page);
  await openQuoteBySearch(page, '00005');
  const main = page.getByRole('main');
  await expect(main.getByText('Delayed 15 min', { exact: true })).toBeVisible();
  await expect(main.getByText('Simulated', { exact: true })).toBeVisible();
  await expect(main.getByTestId('depth-row')).toHaveCount(1);
  // Even just after a restart (no book 15 minutes ago) the best bid and ask have prices.
  await expect(main.getByTestId('depth-row')).toContainText(/\d+\.\d{3}.*\d+\.\d{3}/);
  await expect(main.getByRole('heading', { name: 'Broker queue' })).toHaveCount(0);
  await expect(main.getByText('Recent trades come with a Level 2 quote plan.')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The overview: indices, the HK change distribution and top movers.
  await openMarketPage(page, 'Overview');
  await expect(main.getByRole('heading', { name: 'Indices' })).toBeVisible();
  await expect(
    // The index list and, once one is chosen, its chart title both name it.
    main.getByRole('region', { name: 'Indices' }).getByText('Hang Seng Index', { exact: true }).first(),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'HK market change distribution' })).toBeVisible();
  await expect(main.getByText(/\d+ up/)).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Gainers' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    main.getByRole('table', { name: /Hong Kong stocks, top 10: Gainers/ }).locator('tbody tr'),
  ).not.toHaveCount(0);
  await main.getByRole('tab', { name: 'Turnover' }).click();
  await expect(
    main.getByRole('table', { name: /Hong Kong stocks, top 10: Turnover/ }).locator('tbody tr'),
  ).not.toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Market indices' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // Multi-chart: the tutorial opens on the first visit and is completed by keyboard alone.
  const tutorial = await openMultiChartTutorial(page);
  await expect(tutorial.getByText('Step 1 of 3')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const step of ['Step 2 of 3', 'Step 3 of 3']) {
    await tutorial.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(tutorial.getByText(step)).toBeVisible();
  }
  await expect(
    tutorial.getByRole('button', { name: 'Tell us what you think of multi-chart mode' }),
  ).toBeVisible();
  await tutorial.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(tutorial).toBeHidden();
  await expect(main.getByTestId('chart-cell')).toHaveCount(4);
  await expect(main.locator('canvas').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // Remembered on this device: the next visit goes straight to the charts.
  await page.reload();
  await expect(main.getByTestId('chart-cell').first()).toBeVisible({ timeout: 20_000 });
  await expect(tutorial).toBeHidden();
});

test('CLICK: each Refresh spends one click of the quota', async ({ page, request }) => {
  await logIn(page, request, 'LTU1006');
  await openMarket(page);
  await openQuoteBySearch(page, '700');
  const main = page.getByRole('main');
  const badge = main.getByText(/^Click \(\d+ left\)$/);
  await expect(badge).toBeVisible();
  const left = async () => Number(/\((\d+) left\)/.exec(await badge.innerText())?.[1]);
  const start = await left();
  await main.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(left).toBe(start - 1);
  await expect(main.getByTestId('nominal-price')).toBeVisible();
  await main.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(left).toBe(start - 2);
});
