import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/auth';
import { openTencentTicket, placeBuyThroughAsks } from './support/trade';

// Issue 22: "Toasts cover the menu". A notice stood at the top centre, over the header and the menus under it,
// and one under the pointer never closes (its time-out pauses on hover). LTU1122 is this file's own client.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Saves the account's nickname from the overview: the portal answers with a "Nickname saved" notice. */
async function raiseSavedNotice(page: Page, nickname: string): Promise<Locator> {
  await page.goto('/lantau/main/account/overview');
  await page.getByRole('button', { name: 'Edit nickname' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit nickname' });
  await dialog.getByRole('textbox', { name: 'Account nickname' }).fill(nickname);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('alert').filter({ hasText: 'Nickname saved' });
  await expect(notice).toBeVisible();
  return notice;
}

/** Every visible box of the header and of the main menu's links. */
async function headerAndMenuBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [(await page.getByRole('banner').boundingBox())!];
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  for (const link of await links.all()) {
    if (await link.isVisible()) boxes.push((await link.boundingBox())!);
  }
  return boxes;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a notice at ${viewport.width} px stands clear of the header and the menu`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page, request, 'LTU1122');
    await expect(page).toHaveURL(/\/lantau\/main$/);

    const notice = await raiseSavedNotice(page, `Toast ${viewport.width}`);
    const noticeBox = (await notice.boundingBox())!;
    for (const box of await headerAndMenuBoxes(page)) {
      expect(
        overlap(noticeBox, box),
        `the notice ${JSON.stringify(noticeBox)} covers ${JSON.stringify(box)}`,
      ).toBe(false);
    }
    // Within the page, wholly: a notice half off screen could not be read or closed.
    expect(noticeBox.x).toBeGreaterThanOrEqual(0);
    expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(viewport.width);
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(viewport.height);
  });
}

// Issue 22: at the bottom right, an order's notice (pushed as it is placed and as it fills) covered the ticket's
// Review button for five seconds, so a second order had to wait. A notice stands clear of the button a client
// presses next. And from 1200 px, where the ticket fills the right half of the trade page, the notices at the top
// right stood over its account, side and kind (more so with the page scrolled, the header gone) while a client
// set up the next order: there they leave the whole ticket clear, at the bottom left over the book's lower levels.
for (const { ticketBeside, ...viewport } of [
  { width: 1280, height: 800, ticketBeside: true },
  { width: 1440, height: 900, ticketBeside: true },
  { width: 390, height: 844, ticketBeside: false },
]) {
  test(`at ${viewport.width} px an order's notices leave the ticket's ${ticketBeside ? 'fields and ' : ''}Review button free`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page, request, 'LTU1122');
    await expect(page).toHaveURL(/\/lantau\/main$/);
    // The ticket opened by its address and search: at 390 px the menu is in the drawer. One order per test: the
    // client's cash buys five.
    const ticket = await openTencentTicket(page);
    await placeBuyThroughAsks(page, ticket);

    const notices = page.locator('.mantine-Notification-root');
    await expect(notices.first()).toBeVisible();
    const review = page.getByRole('button', { name: 'Review Buy order' });
    await expect(review).toBeVisible();
    /** No notice on the screen overlaps `target` as it shows now. */
    const expectClearOf = async (target: Locator, name: string) => {
      const targetBox = (await target.boundingBox())!;
      for (const notice of await notices.all()) {
        const noticeBox = (await notice.boundingBox())!;
        expect(
          overlap(noticeBox, targetBox),
          `the notice ${JSON.stringify(noticeBox)} covers ${name} ${JSON.stringify(targetBox)}`,
        ).toBe(false);
      }
    };
    if (ticketBeside) {
      await expect(notices.filter({ hasText: 'Order executed' })).toBeVisible({ timeout: 30_000 });
      await expectClearOf(ticket, 'the ticket');
      // Scrolled so that the ticket's first fields are at the top of the screen, the header out of sight.
      await ticket.getByRole('radiogroup', { name: 'Buy or sell' }).evaluate((field) => {
        field.scrollIntoView({ block: 'start' });
      });
      await expectClearOf(ticket, 'the ticket');
    }
    // Where the client's eyes and pointer go for the next order: the button as it shows on the screen.
    await review.scrollIntoViewIfNeeded();
    await expectClearOf(review, 'Review');
  });
}
