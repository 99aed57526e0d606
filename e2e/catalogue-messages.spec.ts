import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/auth';
import { expectAccessibleInBothSchemes } from './support/color-schemes';

// Spec section 8's user-facing messages that no screen used to show: a computer clock too wrong for signed
// calls and a browser without what the portal needs (on the login page, before the password), and a page whose
// code could not be fetched (inside the shell).

/** The login page with its extras loaded (they come once the browser is idle, the notices with them). */
async function openLogin(page: Page) {
  await page.goto('/lantau/index');
  await expect(page.getByRole('link', { name: 'Switch to the old version' })).toBeVisible();
}

test("says the computer's clock is wrong on the login page, and nothing when it is right", async ({
  page,
}) => {
  await openLogin(page);
  const clock = page.getByRole('alert').filter({ hasText: "Your computer's clock is wrong" });
  // Given the time to ask the server, a right clock has no notice.
  await page.waitForLoadState('networkidle');
  await expect(clock).toHaveCount(0);

  // An hour ahead: every signed call would be refused (E4001) after the login.
  await page.clock.install({ time: Date.now() + 60 * 60_000 });
  await openLogin(page);
  await expect(clock).toHaveText("Your computer's clock is wrong. Set it to the correct time and try again.");
  await expectAccessibleInBothSchemes(page);
});

test('says the browser is too old on the login page when it lacks what the portal needs', async ({
  page,
}) => {
  // A browser without WebSocket shows the login page but could not keep a session or stream quotes.
  await page.addInitScript(() => {
    delete (window as { WebSocket?: unknown }).WebSocket;
  });
  await openLogin(page);
  await expect(page.getByRole('alert').filter({ hasText: 'too old' })).toHaveText(
    'Your browser is too old for the portal. Please use an up-to-date browser.',
  );
});

test("says a page's code could not be loaded, inside the shell whose menu still works", async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1001');
  await expect(page).toHaveURL(/\/lantau\/main/);
  // The trade page's chunk does not arrive (the network dropped, a deploy replaced it).
  await page.route(/\/assets\/trade-page-[^/]*\.js$/, (route) => route.abort('failed'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Trade' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Part of the page could not be loaded. Please refresh the page.',
  );
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // The rest of the portal still works: another page opens from the menu.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/lantau\/main\/account/);
});
