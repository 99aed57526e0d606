import { expect, test } from '@playwright/test';

// The route guards of spec section 2, as a visitor without a session meets them.
test.describe('route guards without a session', () => {
  test('the root path is always allowed', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the broker list is not a broker and is allowed', async ({ page }) => {
    await page.goto('/portal_list');
    await expect(page).toHaveURL(/\/portal_list$/);
  });

  test('a broker root goes to its login', async ({ page }) => {
    await page.goto('/lantau');
    await expect(page).toHaveURL(/\/lantau\/index$/);
  });

  test('the shell and its children go to login', async ({ page }) => {
    await page.goto('/kowloon/main');
    await expect(page).toHaveURL(/\/kowloon\/index$/);
    await page.goto('/kowloon/main/account/overview');
    await expect(page).toHaveURL(/\/kowloon\/index$/);
  });

  test('the post-login pages need a session too', async ({ page }) => {
    await page.goto('/victoria/index/update_password');
    await expect(page).toHaveURL(/\/victoria\/index$/);
    await page.goto('/victoria/index/task_after_login');
    await expect(page).toHaveURL(/\/victoria\/index$/);
  });

  test('article pages are open to everyone', async ({ page }) => {
    await page.goto('/lantau/article/privacy');
    await expect(page).toHaveURL(/\/lantau\/article\/privacy$/);
    await page.goto('/lantau/article/account_deletion');
    await expect(page).toHaveURL(/\/lantau\/article\/account_deletion$/);
  });

  test('a path at another broker than the stored one goes to that broker', async ({ page }) => {
    await page.goto('/lantau/index');
    await expect(page).toHaveURL(/\/lantau\/index$/);
    await page.goto('/kowloon/main');
    await expect(page).toHaveURL(/\/kowloon\/index$/);
    // The stored broker is now kowloon: its login is where a bare visit lands.
    await page.goto('/kowloon');
    await expect(page).toHaveURL(/\/kowloon\/index$/);
  });

  test('the same guards apply under /portal2/', async ({ page }) => {
    await page.goto('/portal2/lantau/main');
    await expect(page).toHaveURL(/\/portal2\/lantau\/index$/);
    await page.goto('/portal2/lantau/article/privacy');
    await expect(page).toHaveURL(/\/portal2\/lantau\/article\/privacy$/);
  });
});
