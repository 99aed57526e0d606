import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setTestLanguage } from '../../test/render';
import { installFakeApi, otpSentRoute, requestHeader, type FakeRoute } from '../../test/fake-api';
import { discoverShellRoutes, routes } from '../../app/routes';
import { getLoginRecord, sessionStore } from '../../shared/session';
import { secureStorage } from '../../shared/storage';
import { generateAesKey } from '../../shared/storage/aes-gcm';

function layOutDisclaimers() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('disclaimer-box') ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('disclaimer-box') ? 160 : 0;
  });
}

beforeAll(async () => {
  await setTestLanguage('en');
  await secureStorage.open({ key: await generateAesKey(), persistent: false });
});
beforeEach(() => {
  sessionStore.clear();
  secureStorage.remove('brokerDisplayCode');
  secureStorage.remove('loginRecord');
  layOutDisclaimers();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

const issued = {
  token: 'tok',
  refreshToken: 'ref',
  signingKey: 'c2lnbmluZy1rZXk',
  sessionRemainSec: 1800,
  userID: 'LTU1001',
  userBroker: 'LTU',
  lastLoginTime: '2026-03-01T08:00:00.000Z',
  isReadedAdditionalAgreement: true,
  pendingTasks: [] as string[],
};

function loginRoutes(
  channel: 'SMS' | 'Email' | 'APP_OTP',
  onCode: (init: RequestInit) => ReturnType<FakeRoute>,
): FakeRoute[] {
  return [
    (url, init) => {
      if (url.pathname !== '/api/auths/logins') return undefined;
      if (!requestHeader(init, 'x-two-fa-token')) {
        return {
          data: {
            status: 'TWO_FA_REQUIRED',
            challenge: {
              twoFaToken: 'two-fa-1',
              channel,
              otpLength: 6,
              otpExpirySeconds: 300,
              maskedContact: channel === 'APP_OTP' ? '' : '+852 ****1001',
            },
          },
        };
      }
      return onCode(init);
    },
    otpSentRoute('x-two-fa-token', 'two-fa-1'),
    (url, init) =>
      url.pathname === '/api/auths/app_otps/prefixes' && requestHeader(init, 'x-two-fa-token') === 'two-fa-1'
        ? { data: { prefix: 'KQ', expiresInSeconds: 60 } }
        : undefined,
  ];
}

async function passwordStep(userID = 'LTU1001', password = 'Lantau2026') {
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/lantau/index', discoverShellRoutes);
  const disclaimers = await screen.findByRole('region', { name: 'Disclaimers' });
  await screen.findByText('Read before you trade.');
  await user.type(screen.getByRole('textbox', { name: 'User ID' }), userID);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  disclaimers.scrollTop = 440;
  fireEvent.scroll(disclaimers);
  await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the terms' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { user, ...view };
}

describe('login, step 1', () => {
  it('says how many attempts are left, without saying whether the user exists', async () => {
    installFakeApi([
      (url) =>
        url.pathname === '/api/auths/logins'
          ? { code: 'E2001', message: 'Incorrect user ID or password.', data: { remainAttempt: 3 } }
          : undefined,
    ]);
    await passwordStep();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Incorrect user ID or password. 3 attempts left.');
  });

  // The unlock moment reads as a Hong Kong time today, with the date when it falls on another Hong Kong day: pin
  // the clock to see both, rather than depend on when the suite runs or the machine's zone.
  it.each([
    ['a time later today', '2026-11-21T02:00:00Z', /logins from here are paused until 10:15 HKT/],
    [
      'the date when it is tomorrow',
      '2026-11-21T15:50:00Z',
      /logins from here are paused until 2026-11-22 00:05 HKT/,
    ],
  ])(
    'says until when a locked account stays locked (%s), and offers the password reset',
    async (_, now, until) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(now));
      try {
        installFakeApi([
          (url) =>
            url.pathname === '/api/auths/logins'
              ? { code: 'E2002', message: 'Account locked.', data: { unlockInSeconds: 900 } }
              : undefined,
        ]);
        const { user } = await passwordStep();
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toMatch(until);
        const reset = screen.getByRole('link', { name: 'Reset your password to log in now' });
        await waitFor(() => expect(reset.getAttribute('href')).toMatch(/^\/lantau\/index\?q=[\w-]+$/));
        await user.click(reset);
        expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('asks to wait after too many requests', async () => {
    installFakeApi([
      (url) =>
        url.pathname === '/api/auths/logins'
          ? { status: 429, code: 'E4029', message: 'Too many.' }
          : undefined,
    ]);
    await passwordStep();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests. Please wait a minute and try again.',
    );
  });
});

describe('login, step 2', () => {
  it('sends the SMS code at once, checks it with the two-factor token, and opens the session', async () => {
    let mismatches = 0;
    const fetch = installFakeApi(
      loginRoutes('SMS', (init) => {
        if (body(init).otp !== '123456') {
          mismatches += 1;
          return { code: 'E2003', message: 'Mismatch', data: { remainAttempt: 4 } };
        }
        return { data: { status: 'LOGGED_IN', session: issued } };
      }),
    );
    const { user, router } = await passwordStep();
    expect(await screen.findByRole('heading', { level: 2, name: 'Two-step verification' })).toBeTruthy();
    expect(await screen.findByText('We sent a 6-digit code by SMS to +852 ****1001.')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('You can request a new code in 60 seconds.');
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true);

    const code = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'Verify and log in' }) as HTMLButtonElement;
    await user.type(code, '12a34');
    expect(code.value).toBe('1234');
    expect(submit.disabled).toBe(true);
    await user.type(code, '99');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The verification code is incorrect. 4 attempts left.',
    );
    expect(mismatches).toBe(1);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/lantau/main'));
    const codeCall = fetch.mock.calls.filter(([input]) => String(input) === '/api/auths/logins').at(-1)!;
    expect(requestHeader(codeCall[1]!, 'x-two-fa-token')).toBe('two-fa-1');
    expect(body(codeCall[1]!)).toEqual({ userID: 'LTU1001', password: 'Lantau2026', otp: '123456' });
    expect(sessionStore.get()).toMatchObject({
      token: 'tok',
      refreshToken: 'ref',
      signingKey: 'c2lnbmluZy1rZXk',
      userID: 'LTU1001',
      userBroker: 'LTU',
      sessionRemainSec: 1800,
      isReadedAdditionalAgreement: true,
      isSessionTimeoutTakeAction: false,
    });
    expect(sessionStore.get()?.deviceUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(getLoginRecord()).toMatchObject({ brokerCode: 'LTU', userID: 'LTU1001', otpType: 'SMS' });
    const otpCalls = fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/auths/otps'));
    expect(otpCalls).toHaveLength(1);
    expect(String(otpCalls[0]![0])).toBe('/api/auths/otps?userID=LTU1001&feature=LOGIN');
  });

  it('asks the app code beside the prefix and sends the prefix with it', async () => {
    const fetch = installFakeApi(
      loginRoutes('APP_OTP', () => ({
        data: { status: 'LOGGED_IN', session: { ...issued, pendingTasks: ['CHANGE_PASSWORD'] } },
      })),
    );
    const { user, router } = await passwordStep();
    expect(await screen.findByText('Enter the code shown beside prefix KQ in the app.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    // Pending tasks come before the shell.
    await waitFor(() => expect(router.state.location.pathname).toBe('/lantau/index/task_after_login'));
    const codeCall = fetch.mock.calls.filter(([input]) => String(input) === '/api/auths/logins').at(-1)!;
    expect(body(codeCall[1]!)).toEqual({
      userID: 'LTU1001',
      password: 'Lantau2026',
      otp: '654321',
      otpPrefix: 'KQ',
    });
    expect(fetch.mock.calls.some(([input]) => String(input).startsWith('/api/auths/otps'))).toBe(false);
  });

  it('goes back to the password step when the verification step has expired', async () => {
    installFakeApi(loginRoutes('Email', () => ({ code: 'E2007', message: 'Expired' })));
    const { user } = await passwordStep();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This verification has expired.');
    expect(screen.getByRole('textbox', { name: 'User ID' })).toBeTruthy();
  });
});
