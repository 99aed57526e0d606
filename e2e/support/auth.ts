import { expectSubstantialText } from './text';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { totp } from '../../apps/server/src/capabilities/auth/totp';
import { demoBrokers } from '../../apps/server/src/composition/seed/demo-brokers';
import { demoClients } from '../../apps/server/src/composition/seed/demo-clients';
import { waitForCode, codesSentFrom } from './outbox';

/** The seeded demo client and its broker: the same data the server seeds, so tests never drift from it. */
export function demoClient(userID: string) {
  const client = demoClients.find((candidate) => candidate.userId === userID);
  const broker = demoBrokers.find((candidate) => candidate.brokerCode === client?.brokerCode);
  if (!client || !broker) throw new Error(`No demo client ${userID}`);
  return {
    ...client,
    displayCode: broker.displayCode,
    channel: broker.configuration.WebTwoFAChannel,
    otpLength: broker.configuration.WebOtpLength,
  };
}

/** The companion app's current code for a client. */
export function appCode(userID: string): string {
  const client = demoClient(userID);
  return totp(client.totpSecret, { digits: client.otpLength });
}

/** Step 1: user ID, password, disclaimers read, terms ticked, Log in. */
export async function submitPassword(page: Page, userID: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'User ID' }).fill(userID);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await readDisclaimersAndAgree(page);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The login form's disclaimers scrolled to their end, which unlocks the terms' checkbox, then ticked. */
export async function readDisclaimersAndAgree(page: Page): Promise<void> {
  const disclaimers = page.getByRole('region', { name: 'Disclaimers' });
  await expectSubstantialText(disclaimers);
  await disclaimers.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  const terms = page.getByRole('checkbox', { name: 'I have read and agree to the terms' });
  await expect(terms).toBeEnabled();
  if (!(await terms.isChecked())) await terms.check();
}

/** Step 2: reads the code where the broker's channel puts it (outbox or app) and submits it. */
export async function submitSecondFactor(
  page: Page,
  request: APIRequestContext,
  userID: string,
  since: Date,
): Promise<void> {
  const client = demoClient(userID);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  let code: string;
  if (client.channel === 'APP_OTP') {
    await expect(page.getByText(/Enter the code shown beside prefix/)).toBeVisible();
    code = appCode(userID);
  } else {
    const channel = client.channel === 'SMS' ? 'SMS' : 'EMAIL';
    code = await waitForCode(request, userID, channel, since, client.otpLength);
  }
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
}

/** A whole login at the client's broker through the UI, from its login page. */
export async function logIn(page: Page, request: APIRequestContext, userID: string, password?: string) {
  const client = demoClient(userID);
  const since = codesSentFrom();
  await page.goto(`/${client.displayCode}/index`);
  await submitPassword(page, userID, password ?? client.password);
  await submitSecondFactor(page, request, userID, since);
}

/** Accepts the additional agreement on the post-login task page. */
export async function acceptAdditionalAgreement(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Additional agreement' })).toBeVisible();
  const agreement = page.getByRole('region', { name: 'Additional agreement' });
  await expectSubstantialText(agreement);
  await agreement.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  const accept = page.getByRole('checkbox', { name: 'I have read and accept the additional agreement' });
  await expect(accept).toBeEnabled();
  await accept.check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}
