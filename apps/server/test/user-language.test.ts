import { describe, expect, it } from 'vitest';
import type { UserSession } from '@lantau/contract';
import { noticeSubject } from '../src/capabilities/notifications/notice-texts';
import { orderNoticeTitle } from '../src/capabilities/notifications/order-notice-texts';
import { testBackends } from './support/backends';
import {
  brokerHeaders,
  codeIn,
  codeStep,
  demoClient,
  identityConfig,
  mobileOf,
  outbox,
  requestCode,
  signedCall,
} from './support/identity';
import { fillingTencentBuy, placeOrder, waitForOrder } from './support/orders';
import { useTestServer, type TestServer } from './support/test-server';

// The language stored per client (migration 0019): set at login and by PATCH /users/{id}/languages, and the
// language of every notice sent to the client, whoever or whatever caused it. Also the configuration items'
// round trip. LTU1097 and LTU1098 are this file's own clients.

type TwoFa = { challenge: { twoFaToken: string } };

/** The whole SMS login of a demo client, with the password step sent in `language`. */
async function logInIn(server: TestServer, userId: string, language: string) {
  const client = demoClient(userId);
  const first = await server.post<TwoFa>(
    '/api/auths/logins',
    { userID: userId, password: client.password },
    brokerHeaders(client.brokerCode, { 'x-lang': language }),
  );
  expect(first.body.code).toBe('OK');
  const { twoFaToken } = first.body.data.challenge;
  // A browser sends its language on every call, so each step of the login stores the same one.
  expect((await requestCode(server, userId, twoFaToken, language)).body.code).toBe('OK');
  const [codeMessage] = await outbox(server, { to: mobileOf(client) });
  const second = await codeStep(
    server,
    userId,
    client.password,
    twoFaToken,
    codeIn(codeMessage),
    undefined,
    language,
  );
  expect(second.body.code).toBe('OK');
  return { session: second.body.data.session, codeMessage: codeMessage! };
}

const storedLanguage = async (server: TestServer, userId: string) =>
  (
    await server.app.db
      .selectFrom('users')
      .select('language')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).language;

describe.each(testBackends)('user language and configurations (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const setLanguage = (session: UserSession, language: string) =>
    signedCall(server.current, session, 'PATCH', `/api/users/${session.userID}/languages`, { language });

  it('stores the language at login and when the client switches it, and refuses an unknown one', async () => {
    const client = demoClient('LTU1097');
    const { session, codeMessage } = await logInIn(server.current, 'LTU1097', 'zh_HK');
    expect(await storedLanguage(server.current, 'LTU1097')).toBe('zh_HK');
    expect(codeMessage.text).toContain('登入驗證碼');
    // The login notice went by e-mail (the code came by SMS), in the stored language too.
    const [loginNotice] = await outbox(server.current, { to: client.email });
    expect(loginNotice?.subject).toBe(noticeSubject('login').zh_HK);

    expect((await setLanguage(session, 'zh_CN')).body).toEqual({ code: 'OK', message: '', data: null });
    expect(await storedLanguage(server.current, 'LTU1097')).toBe('zh_CN');
    expect((await setLanguage(session, 'fr_FR')).body.code).toBe('E1000');
    expect(await storedLanguage(server.current, 'LTU1097')).toBe('zh_CN');

    // Another client's language cannot be set through one's own session.
    const other = await signedCall(server.current, session, 'PATCH', '/api/users/LTU1098/languages', {
      language: 'en_US',
    });
    expect(other.body.code).toBe('E2014');

    await logInIn(server.current, 'LTU1097', 'en_US');
    expect(await storedLanguage(server.current, 'LTU1097')).toBe('en_US');
  });

  it("writes a trade notice the exchange caused in the client's stored language, not the order's", async () => {
    const client = demoClient('LTU1098');
    const { session } = await logInIn(server.current, 'LTU1098', 'en_US');
    expect((await setLanguage(session, 'zh_HK')).body.code).toBe('OK');

    // Placed by a request in English (signedCall sends x-lang en_US); the fill is reported afterwards.
    const placed = await placeOrder(server.current, session, fillingTencentBuy(server.current, 'LTU109801'));
    expect(placed.body.code).toBe('OK');
    const orderId = placed.body.data.orderID;
    const { order } = await waitForOrder(server.current, session, orderId, (order) => order.status === 'FFL');
    await server.current.app.ordersIdle();

    // A notice names the order by its short number, not its identifier.
    const notices = (await outbox(server.current, { to: client.email })).filter((entry) =>
      entry.text.includes(order.orderNumber),
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.subject === orderNoticeTitle('filled').zh_HK)).toBe(true);
  });

  it('saves configuration items and answers them on a later session', async () => {
    const { session } = await logInIn(server.current, 'LTU1097', 'en_US');
    const path = `/api/users/LTU1097/configurations`;
    const saved = await signedCall(server.current, session, 'PATCH', path, {
      config: { QUOTE_COLOR: 'RED_UP', DISPLAY_TABLE_STRIPE: false, PLACE_ORDER_HABIT: 'CLASSIC' },
    });
    expect(saved.body.code).toBe('OK');
    expect(saved.body.data).toMatchObject({
      QUOTE_COLOR: 'RED_UP',
      DISPLAY_TABLE_STRIPE: false,
      PLACE_ORDER_HABIT: 'CLASSIC',
      QUICK_ORDER: false,
    });
    const refused = await signedCall(server.current, session, 'PATCH', path, {
      config: { QUOTE_COLOR: 'BLUE_UP' },
    });
    expect(refused.body.code).toBe('E1000');

    const next = await logInIn(server.current, 'LTU1097', 'en_US');
    const read = await signedCall(
      server.current,
      next.session,
      'GET',
      `${path}?key=QUOTE_COLOR,DISPLAY_TABLE_STRIPE,PLACE_ORDER_HABIT`,
    );
    expect(read.body.data).toEqual({
      QUOTE_COLOR: 'RED_UP',
      DISPLAY_TABLE_STRIPE: false,
      PLACE_ORDER_HABIT: 'CLASSIC',
    });
  });
});
