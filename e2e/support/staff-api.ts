import { expect, type APIRequestContext } from '@playwright/test';
import type { StaffSessionData } from '@lantau/contract';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../apps/server/src/composition/seed/demo-staff';
import { authorization, freshNonce } from '../../apps/server/test/support/identity';
import { codesSentFrom, type OutboxMessage } from './outbox';

const headersOf = (brokerCode: string, extra: Record<string, string> = {}) => ({
  'x-broker-code': brokerCode,
  'x-lang': 'en_US',
  ...extra,
});

interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

/**
 * Specs run in parallel and a member's login codes all arrive at one outbox address, so each spec file logs in
 * its own members (back-office: OPS1, SUP1; back-office-announcements: SUPPORT1, ADMIN1; dividends: SUP2;
 * fund-deposit: OPS2; one-clock: OPS3, SUP3; back-office-ipo: SUP5, SUP6; ipo: OPS5; ipo-grey: OPS6, SUP7): a spec reading "the newest code" then
 * never takes another spec's.
 *
 * A staff member's side of a browser test, over HTTP rather than through the back-office screens: password,
 * then the code e-mailed to the dev outbox, then signed calls as the back office makes them.
 */
export async function logInStaffOverHttp(
  request: APIRequestContext,
  staffId: string,
  brokerCode = 'LTU',
): Promise<StaffSessionData> {
  const credentials = { brokerCode, staffID: staffId, password: DEMO_STAFF_PASSWORD };
  const since = codesSentFrom();
  const first = (await (
    await request.post('/api/staff/logins', { data: credentials, headers: headersOf(brokerCode) })
  ).json()) as Envelope<{ challenge: { twoFaToken: string; otpLength: number } }>;
  expect(first.code, first.message).toBe('OK');
  const to = demoStaffEmail({ brokerCode, staffId });
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const mail = ((await response.json()) as OutboxMessage[]).find(
        (message) => new Date(message.createdAt) >= since,
      );
      otp = mail?.text.match(/\b\d{4,8}\b/)?.[0];
      return otp;
    })
    .toBeTruthy();
  const second = (await (
    await request.post('/api/staff/logins', {
      data: { ...credentials, otp },
      headers: headersOf(brokerCode, { 'x-two-fa-token': first.data.challenge.twoFaToken }),
    })
  ).json()) as Envelope<{ session: StaffSessionData }>;
  expect(second.code, second.message).toBe('OK');
  return second.data.session;
}

/** A signed staff call; fails the test unless the server answers OK. */
export async function staffCallOverHttp<T>(
  request: APIRequestContext,
  session: StaffSessionData,
  method: 'GET' | 'POST',
  pathWithQuery: string,
  body?: unknown,
): Promise<T> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = headersOf(session.staff.brokerCode, {
    token: session.token,
    authorization: authorization(session.signingKey, {
      method,
      pathWithQuery,
      body: text,
      timestamp: Math.floor(Date.now() / 1000),
      nonce: freshNonce(),
    }),
    ...(body !== undefined && { 'content-type': 'application/json' }),
  });
  const response = await request.fetch(pathWithQuery, {
    method,
    headers,
    data: body === undefined ? undefined : text,
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${pathWithQuery}: ${envelope.message}`).toBe('OK');
  return envelope.data;
}
