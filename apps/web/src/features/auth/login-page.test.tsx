import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setTestLanguage } from '../../test/render';
import { installFakeApi } from '../../test/fake-api';
import { discoverShellRoutes, routes } from '../../app/routes';
import { sessionStore } from '../../shared/session';
import { secureStorage } from '../../shared/storage';

// jsdom lays nothing out: give the disclaimer box a height to scroll through.
function layOutDisclaimers() {
  const isBox = (element: HTMLElement) => element.classList.contains('disclaimer-box');
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? 160 : 0;
  });
}

beforeAll(() => setTestLanguage('en'));
beforeEach(() => {
  sessionStore.clear();
  secureStorage.remove('brokerDisplayCode');
  layOutDisclaimers();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openLogin() {
  const user = userEvent.setup();
  renderRoutes(routes, '/lantau/index', discoverShellRoutes);
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Lantau Securities' });
  const disclaimers = await screen.findByRole('region', { name: 'Disclaimers' });
  await screen.findByText('Read before you trade.');
  return { user, disclaimers };
}

const loginButton = () => screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
const termsCheckbox = () =>
  screen.getByRole('checkbox', { name: 'I have read and agree to the terms' }) as HTMLInputElement;

describe('login page', () => {
  it('needs the disclaimers scrolled to the bottom before the terms can be ticked, and says so', async () => {
    installFakeApi();
    const { user, disclaimers } = await openLogin();
    expect(termsCheckbox().disabled).toBe(true);
    expect(screen.getByText('Scroll the disclaimers to the bottom to accept the terms.')).toBeTruthy();
    expect(termsCheckbox().getAttribute('aria-describedby')).toContain('login-disclaimer-hint');
    disclaimers.scrollTop = 200;
    fireEvent.scroll(disclaimers);
    expect(termsCheckbox().disabled).toBe(true);
    disclaimers.scrollTop = 440;
    fireEvent.scroll(disclaimers);
    expect(termsCheckbox().disabled).toBe(false);
    expect(screen.getByText(/You have read the disclaimers to the end/)).toBeTruthy();
    await user.click(termsCheckbox());
    expect(termsCheckbox().checked).toBe(true);
  });

  it('enables Log in only with user ID, password and the terms accepted', async () => {
    installFakeApi();
    const { user, disclaimers } = await openLogin();
    expect(loginButton().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'User ID' }), 'chan');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    expect(loginButton().disabled).toBe(true);
    disclaimers.scrollTop = 440;
    fireEvent.scroll(disclaimers);
    await user.click(termsCheckbox());
    expect(loginButton().disabled).toBe(false);
  });

  it('shows and hides the password', async () => {
    installFakeApi();
    const { user } = await openLogin();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('shows the terms in a dialog', async () => {
    installFakeApi();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Read the terms' }));
    expect(await screen.findByRole('dialog', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText('The terms of online trading.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("posts the credentials and shows the server's message in an alert", async () => {
    const fetch = installFakeApi([
      (url) =>
        url.pathname === '/api/auths/logins'
          ? { code: 'E1000', message: 'Wrong user ID or password. 4 attempts left.' }
          : undefined,
    ]);
    const { user, disclaimers } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'User ID' }), ' chan ');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    disclaimers.scrollTop = 440;
    fireEvent.scroll(disclaimers);
    await user.click(termsCheckbox());
    await user.click(loginButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Login failed');
    expect(alert.textContent).toContain('Wrong user ID or password. 4 attempts left.');
    const call = fetch.mock.calls.find(([input]) => String(input) === '/api/auths/logins')!;
    expect(call[1]!.method).toBe('POST');
    expect(JSON.parse(String(call[1]!.body))).toEqual({ userID: 'chan', password: 'Secret123' });
  });

  it('links to the privacy policy', async () => {
    installFakeApi();
    await openLogin();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/lantau/article/privacy',
    );
  });
});
