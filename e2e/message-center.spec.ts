import { expect, test, type Locator, type Page } from '@playwright/test';
import enMessages from '../apps/web/src/shared/i18n/locales/en/messages.json' with { type: 'json' };
import hkMessages from '../apps/web/src/shared/i18n/locales/zh-HK/messages.json' with { type: 'json' };
import cnMessages from '../apps/web/src/shared/i18n/locales/zh-CN/messages.json' with { type: 'json' };
import { logIn } from './support/auth';
import { expectAccessibleInBothSchemes } from './support/color-schemes';
import { commonTexts, switchLanguage, type Language } from './support/fund';
import { openQuoteBySearch } from './support/market';
import { openMenuEntry } from './support/shell';

// KLN2095 is this file's own client (one session per user), at Kowloon where no other test announces anything,
// seeded with twelve messages (demo-messages.ts), one a day back from today: the tests run one after the other
// on one login.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const texts = { en: enMessages, 'zh-HK': hkMessages, 'zh-CN': cnMessages } as const;

let page: Page;
test.beforeAll(async ({ browser }) => {
  // The first login of a run waits for the server's first pages to be served and compiled by the browser.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  page = await context.newPage();
  await logIn(page, page.request, 'KLN2095');
  await expect(page).toHaveURL(/\/main/);
});
test.afterAll(() => page.context().close());

const list = () => page.getByRole('list', { name: 'Messages' });
const items = () => list().getByRole('listitem');
const filters = () => page.getByRole('form', { name: 'Message filters' });

async function openMessageCenter(language: Language = 'en') {
  await page
    .getByRole('navigation', { name: commonTexts[language].menu.label })
    .getByRole('link', { name: new RegExp(`^${commonTexts[language].menu.notice}`) })
    .click();
  await expect(page).toHaveURL(/\/main\/message_center/);
  // The page is loaded when first opened: on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1, name: texts[language].title })).toBeVisible({
    timeout: 30_000,
  });
}

async function search(change: (form: Locator) => Promise<unknown>) {
  await filters().getByRole('button', { name: 'Reset' }).click();
  await change(filters());
  await filters().getByRole('button', { name: 'Search' }).click();
}

test('the Notice menu shows the unread count; the list pages, filters by type, read status, dates and keyword', async () => {
  const notice = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Notice 12 unread' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await openMessageCenter();
  await expect(page.getByRole('status').filter({ hasText: '12 unread messages' })).toBeVisible();
  await expect(items()).toHaveCount(10);
  await expect(items().first()).toHaveAccessibleName('Statement ready');
  await page.getByRole('button', { name: 'Page 2 of 2' }).click();
  await expect(items()).toHaveCount(2);
  await expect(items().last()).toHaveAccessibleName('Welcome');

  await search((form) => form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Market' }));
  await expect(items()).toHaveCount(2);
  await expect(items().nth(0)).toHaveAccessibleName('Lantern Festival trading hours');
  await expect(items().nth(1)).toHaveAccessibleName('Market data notice');

  // A keyword in Traditional Chinese finds the English message whose Chinese content holds it.
  await search((form) => form.getByRole('searchbox', { name: 'Keyword' }).fill('元宵'));
  await expect(items()).toHaveCount(1);
  await expect(items().first()).toHaveAccessibleName('Lantern Festival trading hours');

  // Oldest first, between two days: the third to fifth newest messages. The seed dates them 10:00 Hong Kong time
  // on the UTC dates before the seeding day, so those dates are their Hong Kong days too.
  const day = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(
      new Date(Date.now() - daysAgo * 24 * 3600 * 1000),
    );
  await search(async (form) => {
    await form.getByLabel('From').fill(day(5));
    await form.getByLabel('To').fill(day(3));
    await form.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Oldest first' });
  });
  await expect(items()).toHaveCount(3);
  await expect(items().first()).toHaveAccessibleName('Quote plan renewed');
  await expect(items().last()).toHaveAccessibleName('Fill confirmed');

  await search(async (form) => {
    await form.getByLabel('From').fill(day(3));
    await form.getByLabel('To').fill(day(1));
  });
  await expect(items()).toHaveCount(3);
  await search(async (form) => {
    await form.getByLabel('From').fill(day(3));
    await form.getByLabel('To').fill(day(1));
    await form.getByRole('searchbox', { name: 'Keyword' }).fill('no such words');
  });
  await expect(page.getByText('No messages match.')).toBeVisible();
});

test('opening a message marks it read; mark all read; a deleted message is gone after confirming', async () => {
  await search(async () => undefined);
  const statement = items().filter({ has: page.getByRole('heading', { name: 'Statement ready' }) });
  await expect(statement).toHaveAttribute('data-unread', 'true');
  await statement.getByRole('button', { name: 'Open message: Statement ready' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statement ready' });
  await expect(dialog.getByText('Your monthly statement for last month is ready.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '11 unread messages' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(statement).not.toHaveAttribute('data-unread');

  await search((form) =>
    form.getByRole('combobox', { name: 'Read status' }).selectOption({ label: 'Unread' }),
  );
  await expect(items()).toHaveCount(10);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('status').filter({ hasText: '0 unread messages' })).toBeVisible();
  await expect(page.getByText('No messages match.')).toBeVisible();

  await search(async () => undefined);
  await page.getByRole('button', { name: 'Delete message: Market data notice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(items().filter({ hasText: 'Market data notice' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete message: Market data notice' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(items().filter({ hasText: 'Market data notice' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Page 2 of 2' }).click();
  await expect(items()).toHaveCount(1);
});

test('an order placed elsewhere arrives as an in-app notice that opens its message', async () => {
  await openMenuEntry(page, 'Information');
  await openQuoteBySearch(page, '00700');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const ticket = page.getByRole('form', { name: 'Trade' });
  await ticket.getByRole('textbox', { name: 'Quantity' }).fill('100');
  // Ten steps under the last price, so it rests: the ticket starts at the last price, and a plain limit buy
  // priced through the best ask is refused in Hong Kong, which a market moving down while the page loads brings.
  const price = ticket.getByRole('textbox', { name: 'Price' });
  await expect(price).not.toHaveValue('');
  for (let step = 0; step < 10; step += 1) await price.press('ArrowDown');
  await page.getByRole('button', { name: 'Review Buy order' }).click();
  await page
    .getByRole('region', { name: 'Confirm your order' })
    .getByRole('button', { name: 'Confirm and place' })
    .click();

  const pushed = page.getByRole('alert').filter({ hasText: 'Order placed' });
  await expect(pushed).toBeVisible();
  await expect(pushed).toContainText('was sent to the exchange');
  await pushed.getByRole('button', { name: 'View message' }).click();
  await expect(page).toHaveURL(/\/main\/message_center\?q=/);
  const dialog = page.getByRole('dialog', { name: 'Order placed' });
  await expect(dialog).toContainText('was sent to the exchange');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
});

test('the message center passes axe in three languages and both colour schemes', async () => {
  await openMessageCenter();
  for (const language of ['en', 'zh-HK', 'zh-CN'] as const) {
    await switchLanguage(page, language === 'en' ? 'en' : language === 'zh-HK' ? 'en' : 'zh-HK', language);
    await expect(page.getByRole('heading', { level: 1, name: texts[language].title })).toBeVisible();
    await expect(page.getByRole('list', { name: texts[language].list })).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  }
  await switchLanguage(page, 'zh-CN', 'en');
});
