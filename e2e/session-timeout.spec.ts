import { expect, test } from '@playwright/test';
import { shortSessionPort, shortSessionSeconds } from '../playwright.config';
import { logIn, submitPassword, submitSecondFactor } from './support/auth';
import { openUserMenu } from './support/shell';
import { codesSentFrom } from './support/outbox';

// This server's sessions end after a few idle seconds (SESSION_TIMEOUT_SECONDS): configuration, not sleeping.
test.use({ baseURL: `http://127.0.0.1:${shortSessionPort}` });
test.setTimeout(120_000);

test('the session warns before it ends, can be extended, and after it ends the client returns to where it was', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1001');
  await expect(page).toHaveURL(/\/lantau\/main$/);
  await (await openUserMenu(page)).getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/lantau\/index\/update_password$/);

  const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible({ timeout: shortSessionSeconds * 1000 });
  await expect(warning).toContainText(/Your session will end in \d+ seconds\./);
  await warning.getByRole('button', { name: 'Extend' }).click();
  await expect(warning).toBeHidden();

  // Extended: the warning comes back only after another idle period, then the session ends.
  await expect(warning).toBeVisible({ timeout: shortSessionSeconds * 1000 });
  const ended = page.getByRole('dialog', { name: 'Session timeout' });
  await expect(ended).toBeVisible({ timeout: shortSessionSeconds * 1000 });
  await expect(ended).toContainText(/You will jump back to login after (60|59|58) seconds\./);
  const later = await ended.textContent();
  await expect(ended).not.toHaveText(later ?? '', { timeout: 3_000 });
  await ended.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/lantau\/index$/);

  // Logging in again returns to the page the session ended on.
  const since = codesSentFrom();
  await submitPassword(page, 'LTU1001', 'Lantau2026');
  await submitSecondFactor(page, request, 'LTU1001', since);
  await expect(page).toHaveURL(/\/lantau\/index\/update_password$/);
});
