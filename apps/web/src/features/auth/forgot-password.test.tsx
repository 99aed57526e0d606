import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setTestLanguage } from '../../test/render';
import { installFakeApi, otpSentRoute } from '../../test/fake-api';
import { discoverShellRoutes, routes } from '../../app/routes';
import { sessionStore } from '../../shared/session';
import { secureStorage } from '../../shared/storage';
import { openTestStorage } from '../../test/secure-storage';
import { encryptQuery } from '../../shared/url';

let key: CryptoKey;
beforeAll(async () => {
  await setTestLanguage('en');
  key = await openTestStorage();
});
beforeEach(() => {
  sessionStore.clear();
  secureStorage.remove('brokerDisplayCode');
});
afterEach(() => vi.unstubAllGlobals());

const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const GAP = 200;

function resetApi() {
  let images = 0;
  return installFakeApi([
    (url) => {
      if (url.pathname !== '/api/auths/validation_code/images') return undefined;
      images += 1;
      return {
        data: {
          validationKey: `key-${images}`,
          backgroundImage: 'data:image/png;base64,iVBORw0KGgo=',
          pieceImage: 'data:image/png;base64,iVBORw0KGgo=',
          width: 320,
          height: 160,
          pieceSize: 51,
          pieceY: 40,
          expiresInSeconds: 120,
        },
      };
    },
    (url, init) => {
      if (url.pathname !== '/api/auths/validation_code/verifications') return undefined;
      const { offset } = body(init) as { offset: number };
      return Math.abs(offset - GAP) <= 6
        ? { data: { validationToken: 'validated', expiresInSeconds: 300 } }
        : { code: 'E2008', message: 'Slider check failed.' };
    },
    otpSentRoute('x-validation-token', 'validated'),
    (url, init) =>
      url.pathname === '/api/auths/password_resets'
        ? body(init).otp === '111222'
          ? { data: null }
          : { code: 'E2003', message: 'Mismatch', data: { remainAttempt: 2 } }
        : undefined,
  ]);
}

describe('forgot password', () => {
  it('is a mode of the login page kept in the sealed query string', async () => {
    resetApi();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/lantau/index', discoverShellRoutes);
    const forgot = await screen.findByRole('link', { name: 'Forgot password?' });
    await waitFor(() => expect(forgot.getAttribute('href')).toMatch(/^\/lantau\/index\?q=[\w-]+$/));
    await user.click(forgot);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lantau/index');
    expect(router.state.location.search).toMatch(/^\?q=[\w-]+$/);
    expect(router.state.location.search).not.toContain('forgot');
    // The reset steps load when the mode is chosen.
    await user.click(await screen.findByRole('radio', { name: 'E-mail' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lantau Securities' }),
    ).toBeTruthy();
  });

  it('checks the details, passes the slider by keyboard, and resets with the code', async () => {
    const fetch = resetApi();
    const user = userEvent.setup();
    renderRoutes(
      routes,
      `/lantau/index${await encryptQuery({ mode: 'forgot', by: 'phone' }, key)}`,
      discoverShellRoutes,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter your user ID.')).toBeTruthy();
    expect(screen.getByText('Please enter your mobile number.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'User ID' }), 'LTU1001');
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9100');
    expect(screen.getByText('Enter a mobile number of 8 digits.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '1001');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Security check' })).toBeTruthy();
    expect(
      String(fetch.mock.calls.find(([input]) => String(input).includes('validation_code/images'))![0]),
    ).toMatch(/deviceWidth=\d+/);
    const slider = await screen.findByRole('slider', { name: 'Puzzle slider' });
    await waitFor(() => expect(slider.getAttribute('aria-valuemax')).toBe('269'));
    slider.focus();
    // A miss loads a new picture and says so.
    await user.keyboard('{PageUp}{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The piece was not placed on the gap.');
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('0'));
    await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(slider);
    await user.keyboard('{End}');
    expect(slider.getAttribute('aria-valuenow')).toBe('269');
    await user.keyboard('{PageDown>7/}{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe(String(GAP));
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Verification code and new password' }),
    ).toBeTruthy();
    const lastVerification = fetch.mock.calls
      .filter(([input]) => String(input).includes('verifications'))
      .at(-1)!;
    expect(body(lastVerification[1]!)).toEqual({ offset: GAP, validationKey: 'key-2' });
    const otpCall = fetch.mock.calls.find(([input]) => String(input).startsWith('/api/auths/otps'))!;
    expect(String(otpCall[0])).toBe(
      '/api/auths/otps?userID=LTU1001&contact=%2B85291001001&feature=RESET_PASSWORD',
    );
    expect(screen.getByText(/a 6-digit code was sent to \+852 \*\*\*\*1001/)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '111000');
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'weak');
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'weaker');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText(/This password is too weak/)).toBeTruthy();
    expect(screen.getByText('The confirmation does not match the new password.')).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/auths/password_resets')).toBe(false);

    await user.clear(screen.getByLabelText(/^New password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Harbour2027');
    await user.clear(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'Harbour2027');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The verification code is incorrect. 2 attempts left.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '111222');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeTruthy();
    const reset = fetch.mock.calls
      .filter(([input]) => String(input) === '/api/auths/password_resets')
      .at(-1)!;
    expect(body(reset[1]!)).toEqual({
      userID: 'LTU1001',
      contact: '+85291001001',
      otp: '111222',
      newPassword: 'Harbour2027',
      confirmation: 'Harbour2027',
    });
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lantau Securities' }),
    ).toBeTruthy();
  });
});
