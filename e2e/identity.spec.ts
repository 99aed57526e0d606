import { expect, test } from '@playwright/test';
import {
  acceptAdditionalAgreement,
  demoClient,
  logIn,
  submitPassword,
  submitSecondFactor,
} from './support/auth';
import { outboxFor, waitForCode, codesSentFrom } from './support/outbox';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { openUserMenu } from './support/shell';
import { nextPuzzleGap } from './support/database';

// Each test owns its demo clients: a session is one per user, so two tests must never share one.

test('SMS login at lantau opens the shell, sends a notice by e-mail, and logout ends it', async ({
  page,
  request,
}) => {
  const started = codesSentFrom();
  await logIn(page, request, 'LTU1001');
  await expect(page).toHaveURL(/\/lantau\/main$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const userMenu = await openUserMenu(page);
  await expect(userMenu.getByText('Auto logout after 30 minutes')).toBeVisible();

  // The login notice goes out on the other channel than the code (SMS code, e-mail notice).
  const messages = await outboxFor(request, 'LTU1001');
  expect(messages.some((m) => m.channel === 'EMAIL' && new Date(m.createdAt) >= started)).toBe(true);

  await userMenu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/lantau\/index$/);
  await page.goto('/lantau/main');
  await expect(page).toHaveURL(/\/lantau\/index$/);
});

test('e-mail login at kowloon: a wrong code first, then the agreement task before the shell', async ({
  page,
  request,
}) => {
  const client = demoClient('KLN2001');
  const since = codesSentFrom();
  await page.goto('/kowloon/index');
  await submitPassword(page, client.userId, client.password);
  await expect(page.getByText(/We sent a \d-digit code by e-mail to/)).toBeVisible();
  const code = await waitForCode(request, client.userId, 'EMAIL', since, client.otpLength);
  const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /The verification code is incorrect\. \d attempts? left\./,
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/kowloon\/index\/task_after_login$/);
  await acceptAdditionalAgreement(page);
  await expect(page).toHaveURL(/\/kowloon\/main$/);
});

test('app-OTP login at victoria, then a login elsewhere kicks the first browser off', async ({
  browser,
  page,
  request,
}) => {
  await logIn(page, request, 'VIC3001');
  await expect(page).toHaveURL(/\/victoria\/main$/);

  const elsewhere = await browser.newContext();
  const second = await elsewhere.newPage();
  await logIn(second, request, 'VIC3001');
  await expect(second).toHaveURL(/\/victoria\/main$/);

  const dialog = page.getByRole('dialog', { name: 'Logged in on another device' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('You were logged in on another device. Please log in again.');
  await expect(dialog).toContainText(/jump back to login after \d+ seconds/);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/victoria\/index$/);
  await elsewhere.close();
});

test('failed logins count down and lock; a reset through the slider unlocks, and login still asks for the code', async ({
  page,
  request,
}) => {
  const client = demoClient('LTU1002');
  await page.goto('/lantau/index');
  for (const left of [4, 3, 2, 1]) {
    await submitPassword(page, client.userId, 'WrongPass1');
    await expect(page.getByRole('alert')).toContainText(
      `Incorrect user ID or password. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    );
  }
  // An unknown user ID is answered the same way, so nobody can learn which IDs exist.
  await submitPassword(page, 'NOSUCH999', 'WrongPass1');
  await expect(page.getByRole('alert')).toContainText(/Incorrect user ID or password\. \d attempts? left\./);

  await submitPassword(page, client.userId, 'WrongPass1');
  await expect(page.getByRole('alert')).toContainText('logins from here are paused until');
  await submitPassword(page, client.userId, client.password);
  await expect(page.getByRole('alert')).toContainText('logins from here are paused until');

  await page.getByRole('link', { name: 'Reset your password to log in now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('radio', { name: 'Mobile phone' }).check();
  await page.getByRole('textbox', { name: 'User ID' }).fill(client.userId);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(client.mobile.number);
  const puzzleGap = await nextPuzzleGap(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // The slider: the picture hides the gap among decoys alike, so the test reads where it is from the server's
  // record, then moves the piece there by keyboard.
  await expect(page.getByRole('heading', { name: 'Security check' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Puzzle picture with piece-shaped gaps' })).toBeVisible();
  const gapX = await puzzleGap();
  expect(gapX).toBeGreaterThan(0);
  const slider = page.getByRole('slider', { name: 'Puzzle slider' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < Math.floor(gapX / 10); i++) await page.keyboard.press('PageUp');
  for (let i = 0; i < gapX % 10; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(gapX));
  const since = codesSentFrom();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Verification code and new password' })).toBeVisible();
  const code = await waitForCode(request, client.userId, 'SMS', since, client.otpLength);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed2026x');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Renewed2026x');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();

  const loginSince = codesSentFrom();
  await submitPassword(page, client.userId, 'Renewed2026x');
  await submitSecondFactor(page, request, client.userId, loginSince);
  await expect(page).toHaveURL(/\/lantau\/index\/task_after_login$/);
});

test('a system-issued password is replaced after the agreement, before the shell opens', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'LTU1003');
  await expect(page).toHaveURL(/\/lantau\/index\/task_after_login$/);
  await acceptAdditionalAgreement(page);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password' }).fill('TempLtu1003');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('TempLtu1003');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('TempLtu1003');
  await page.getByRole('button', { name: 'Change password and continue' }).click();
  await expect(page.getByText('The new password must be different from the current one.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh2026Pass');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh2026Pas');
  await page.getByRole('button', { name: 'Change password and continue' }).click();
  await expect(page.getByText('The confirmation does not match the new password.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh2026Pass');
  await page.getByRole('button', { name: 'Change password and continue' }).click();
  await expect(page).toHaveURL(/\/lantau\/main$/);
});

test('a client changes the password from the menu and logs in with the new one', async ({
  page,
  request,
}) => {
  const client = demoClient('VIC3002');
  await logIn(page, request, client.userId);
  await acceptAdditionalAgreement(page);
  await expect(page).toHaveURL(/\/victoria\/main$/);
  await (await openUserMenu(page)).getByRole('link', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password' }).fill('NotMyPass1');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Tram2027Peak');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Tram2027Peak');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password' }).fill(client.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await (await openUserMenu(page)).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/victoria\/index$/);
  await submitPassword(page, client.userId, client.password);
  await expect(page.getByRole('alert')).toContainText('Incorrect user ID or password.');
  await page.reload();
  await logIn(page, request, client.userId, 'Tram2027Peak');
  await expect(page).toHaveURL(/\/victoria\/main$/);
});
