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
