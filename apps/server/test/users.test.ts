import { describe, expect, it } from 'vitest';
import { userConfigItems, type UserSession } from '@lantau/contract';
import { userConfigDefaults } from '../src/capabilities/users/user-configuration-defaults';
import { testBackends } from './support/backends';
import { demoClient, identityConfig, logIn, mobileOf, outbox, signedCall } from './support/identity';
import { addProbe, whoAmIPath } from './support/probe';
import { useTestServer } from './support/test-server';

describe.each(testBackends)('users (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig, addProbe);

  describe('post-login tasks and the password change', () => {
    const changePassword = (session: UserSession, body: Record<string, string>) =>
      signedCall(server.current, session, 'PATCH', `/api/users/${session.userID}/passwords`, body);

    it('walk a client with a system-issued password through the agreement and a new password', async () => {
      const client = demoClient('VIC3003');
      const { session } = await logIn(server.current, 'VIC3003');
      expect(session.pendingTasks).toEqual(['ADDITIONAL_AGREEMENT', 'CHANGE_PASSWORD']);
      expect((await signedCall(server.current, session, 'GET', whoAmIPath)).body.code).toBe('E2013');

      const accept = await signedCall(server.current, session, 'POST', '/api/users/VIC3003/agreements', {
        agreementKey: 'ADDITIONAL_AGREEMENT',
      });
      expect(accept.body.code).toBe('OK');
      expect((await signedCall(server.current, session, 'GET', whoAmIPath)).body.code).toBe('E2013');

      const change = {
        oldPassword: client.password,
        newPassword: 'Victoria2027',
        confirmation: 'Victoria2027',
      };
      const answers = [
        await changePassword(session, { ...change, oldPassword: 'NotMine123' }),
        await changePassword(session, { ...change, newPassword: 'short', confirmation: 'short' }),
        await changePassword(session, {
          ...change,
          newPassword: client.password,
          confirmation: client.password,
        }),
        await changePassword(session, { ...change, confirmation: 'Victoria2028' }),
      ];
      expect(answers.map((answer) => answer.body.code)).toEqual(['E2012', 'E2010', 'E2011', 'E1000']);
      expect(answers[3]?.body.data).toEqual([
        { path: 'body.confirmation', message: 'Does not match the new password.' },
      ]);
      expect((await changePassword(session, change)).body).toEqual({ code: 'OK', message: '', data: null });

      // The session goes on, now without tasks; a notice went out by e-mail (the login used the app).
      expect((await signedCall(server.current, session, 'GET', whoAmIPath)).body.data).toEqual({
        userID: 'VIC3003',
      });
      const [notice] = await outbox(server.current, { to: client.email });
      expect(notice).toMatchObject({ channel: 'EMAIL', subject: 'Your password was changed' });
      expect(await outbox(server.current, { to: mobileOf(client) })).toEqual([]);
      const next = await logIn(server.current, 'VIC3003', 'Victoria2027');
      expect(next.session).toMatchObject({ pendingTasks: [], isReadedAdditionalAgreement: true });
    });

    it('asks for a new password once the password is older than 90 days', async () => {
      await server.current.app.db
        .updateTable('users')
        .set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000) })
        .where('user_id', '=', 'VIC3001')
        .execute();
      const { session } = await logIn(server.current, 'VIC3001');
      expect(session.pendingTasks).toEqual(['CHANGE_PASSWORD']);
      const changed = await changePassword(session, {
        oldPassword: 'Victoria2026',
        newPassword: 'Victoria2099',
        confirmation: 'Victoria2099',
      });
      expect(changed.body.code).toBe('OK');
      expect((await signedCall(server.current, session, 'GET', whoAmIPath)).body.code).toBe('OK');
    });

    it('sends the change notice by SMS when the login code came by e-mail', async () => {
      const client = demoClient('KLN2002');
      const { session } = await logIn(server.current, 'KLN2002');
      const changed = await changePassword(session, {
        oldPassword: client.password,
        newPassword: 'Kowloon2030',
        confirmation: 'Kowloon2030',
      });
      expect(changed.body.code).toBe('OK');
      const [notice] = await outbox(server.current, { to: mobileOf(client) });
      expect(notice).toMatchObject({ channel: 'SMS', subject: '' });
      expect(notice?.text).toContain('was changed at');
    });
  });

  describe('configurations', () => {
    it('answer defaults, save what is sent, and answer every item after a save', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const all = userConfigItems.join(',');
      const defaults = await signedCall(
        server.current,
        session,
        'GET',
        `/api/users/LTU1001/configurations?key=${all}`,
      );
      expect(defaults.body.data).toEqual(userConfigDefaults);
      const saved = await signedCall(server.current, session, 'PATCH', '/api/users/LTU1001/configurations', {
        config: { QUOTE_COLOR: 'RED_UP', THIRD_PARTY_FEED_LOGIN_ID: 'feed-77', PLACE_ORDER_HABIT: 'CLASSIC' },
      });
      expect(saved.body.data).toEqual({
        ...(defaults.body.data as object),
        QUOTE_COLOR: 'RED_UP',
        THIRD_PARTY_FEED_LOGIN_ID: 'feed-77',
        PLACE_ORDER_HABIT: 'CLASSIC',
      });
      const some = await signedCall(
        server.current,
        session,
        'GET',
        '/api/users/LTU1001/configurations?key=THIRD_PARTY_FEED_LOGIN_ID,QUICK_ORDER',
      );
      expect(some.body.data).toEqual({ THIRD_PARTY_FEED_LOGIN_ID: 'feed-77', QUICK_ORDER: false });
      // Saving again replaces.
      await signedCall(server.current, session, 'PATCH', '/api/users/LTU1001/configurations', {
        config: { QUOTE_COLOR: 'GREEN_UP' },
      });
      const color = await signedCall(
        server.current,
        session,
        'GET',
        '/api/users/LTU1001/configurations?key=QUOTE_COLOR',
      );
      expect(color.body.data).toEqual({ QUOTE_COLOR: 'GREEN_UP' });
    });

    it('refuse unknown items with E1007 and bad values with E1000', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const unknownKey = await signedCall(
        server.current,
        session,
        'GET',
        '/api/users/LTU1001/configurations?key=QUOTE_COLOR,NOPE',
      );
      expect(unknownKey.body).toMatchObject({ code: 'E1007', message: 'Unknown user setting.' });
      const unknownItem = await signedCall(
        server.current,
        session,
        'PATCH',
        '/api/users/LTU1001/configurations',
        {
          config: { NOPE: true },
        },
      );
      expect(unknownItem.body.code).toBe('E1007');
      const badValue = await signedCall(
        server.current,
        session,
        'PATCH',
        '/api/users/LTU1001/configurations',
        {
          config: { QUOTE_COLOR: 'BLUE_UP' },
        },
      );
      expect(badValue.body).toMatchObject({ code: 'E1000', data: [{ path: 'body.config.QUOTE_COLOR' }] });
    });
  });

  describe('profile', () => {
    it("answers the client's own name, and refuses another client's", async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const own = await signedCall(server.current, session, 'GET', '/api/users/LTU1001/profile');
      expect(own.body).toEqual({
        code: 'OK',
        message: '',
        data: {
          userID: 'LTU1001',
          nameEn: demoClient('LTU1001').nameEn,
          nameZh: demoClient('LTU1001').nameZh,
        },
      });
      const other = await signedCall(server.current, session, 'GET', '/api/users/LTU1004/profile');
      expect(other.body.code).toBe('E2014');
    });
  });
});
