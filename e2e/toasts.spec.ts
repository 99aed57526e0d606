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
// presses next.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px an order's notice leaves the ticket's Review button free`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page, request, 'LTU1122');
    await expect(page).toHaveURL(/\/lantau\/main$/);
    // The ticket opened by its address and search: at 390 px the menu is in the drawer.
    await placeBuyThroughAsks(page, await openTencentTicket(page));

    const notice = page.locator('.mantine-Notification-root').first();
    await expect(notice).toBeVisible();
    const review = page.getByRole('button', { name: 'Review Buy order' });
    await expect(review).toBeVisible();
    // Where the client's eyes and pointer go for the next order: the button as it shows on the screen.
    await review.scrollIntoViewIfNeeded();
    const noticeBox = (await notice.boundingBox())!;
    const reviewBox = (await review.boundingBox())!;
    expect(
      overlap(noticeBox, reviewBox),
      `the notice ${JSON.stringify(noticeBox)} covers Review ${JSON.stringify(reviewBox)}`,
    ).toBe(false);
  });
}
