import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the desktop header's user menu (language, colour scheme, Change Password, Logout, the session's length)
 * and returns it; the user's ID names its button.
 */
export async function openUserMenu(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /User menu|用戶選單|用户菜单/ })
    .click();
  const menu = page.getByRole('dialog', { name: /User menu|用戶選單|用户菜单/ });
  await expect(menu).toBeVisible();
  return menu;
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The desktop header holds every part whole: the brand, each menu entry shown (the others behind "More") and the
 * user menu's button lie inside the screen, none over another, and no box in the header clips its text (scrolls
 * wider than it shows). Text only screen readers read (one pixel wide by design) is not clipping. Checked again
 * until it holds (5 s): the row measures itself when the browser reports a new size, which comes with the next
 * frame after a resize or a language change, not with the moment the test asks.
 */
export async function expectHeaderFits(page: Page, label: string): Promise<void> {
  await expect(() => headerFits(page, label)).toPass({ timeout: 5_000 });
}

async function headerFits(page: Page, label: string): Promise<void> {
  const header = page.getByRole('banner');
  const width = page.viewportSize()!.width;
  const parts = [
    // The brand: the logo and the broker's name.
    header.locator('img').first().locator('..'),
    ...(await header.getByRole('link').filter({ visible: true }).all()),
    ...(await header.getByRole('button').filter({ visible: true }).all()),
  ];
  const boxes: { name: string; box: Box }[] = [];
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    const name = (await part.textContent())?.trim() || 'logo';
    expect(box.x, `${label}: '${name}' starts off the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label}: '${name}' ends off the screen`).toBeLessThanOrEqual(width);
    for (const other of boxes) {
      expect(overlap(box, other.box), `${label}: '${name}' overlaps '${other.name}'`).toBe(false);
    }
    boxes.push({ name, box });
  }
  const clipped = await header.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName} '${element.textContent?.slice(0, 40)}'`),
  );
  expect(clipped, `${label}: clipped in the header`).toEqual([]);
}

/**
 * Follows an entry of the desktop header's main menu: from the row, or from behind "More" where the row has no
 * room for it (Victoria's menu at 1280 px, or any menu with an entry shown as not available). The row settles
 * once the broker's switches arrive (an entry shown as not available is wider), so an entry seen in the row may
 * move behind "More" before the click: tried again until one click lands.
 */
export async function openMenuEntry(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name, exact: true });
  const more = menu.getByRole('button', { name: /^More/ });
  const item = page.getByRole('menu').getByRole('menuitem', { name, exact: true });
  await expect(async () => {
    if (await item.isVisible()) await item.click({ timeout: 2_000 });
    else if (await link.isVisible()) await link.click({ timeout: 2_000 });
    else {
      await more.click({ timeout: 2_000 });
      await item.click({ timeout: 2_000 });
    }
  }).toPass({ timeout: 30_000 });
}
