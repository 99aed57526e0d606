import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadedOverlayTrigger, renderRoutes, setTestLanguage } from '../test/render';
import { installFakeApi } from '../test/fake-api';
import { getStoredDisplayCode, sessionStore, storeDisplayCode } from '../shared/session';
import { secureStorage } from '../shared/storage';
import { discoverShellRoutes, routes } from './routes';

beforeAll(() => setTestLanguage('en'));
beforeEach(() => {
  installFakeApi();
  sessionStore.clear();
  secureStorage.remove('brokerDisplayCode');
});
afterEach(() => vi.unstubAllGlobals());

const at = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

// The router loads a matched route's lazy module before its guard can redirect; the first test to reach the
// shell pays for transforming its modules, which on a shared, busy machine can take a few seconds.
const COLD_LOAD = { timeout: 8000 };

describe('routes', () => {
  it('shows the landing page at the root', async () => {
    renderRoutes(routes, '/', discoverShellRoutes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your broker, every market, one secure portal' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your broker' }).getAttribute('href')).toBe('/portal_list');
  });

  it('lists the brokers, each linking to its login', async () => {
    renderRoutes(routes, '/portal_list', discoverShellRoutes);
    const list = await screen.findByRole('list', { name: 'Brokers' });
    const link = within(list).getByRole('link', { name: 'Kowloon Securities' });
    expect(link.getAttribute('href')).toBe('/kowloon/index');
  });

  it('shows a real not-found page for an unknown broker or path', async () => {
    renderRoutes(routes, '/nowhere/at/all', discoverShellRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(getStoredDisplayCode()).toBeUndefined();
  });

  it('sends a visitor without a token to the login page, adopting the broker', async () => {
    const { router } = renderRoutes(routes, '/lantau/main', discoverShellRoutes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lantau Securities' }, COLD_LOAD),
    ).toBeTruthy();
    expect(at(router)).toBe('/lantau/index');
    expect(getStoredDisplayCode()).toBe('lantau');
  });

  it("shows the broker's own login title from its text pack", async () => {
    renderRoutes(routes, '/kowloon/index', discoverShellRoutes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kowloon Securities Online Trading' }),
    ).toBeTruthy();
  });

  it('lets anyone read the articles', async () => {
    renderRoutes(routes, '/lantau/article/account_deletion', discoverShellRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleting your account' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  });

  it('switching broker clears the session and starts at the new broker', async () => {
    storeDisplayCode('lantau');
    sessionStore.start({ token: 'lantau-token' });
    const { router } = renderRoutes(routes, '/kowloon/main', discoverShellRoutes);
    await screen.findByRole('heading', { level: 1, name: 'Kowloon Securities Online Trading' });
    expect(at(router)).toBe('/kowloon/index');
    expect(sessionStore.get()).toBeNull();
    expect(getStoredDisplayCode()).toBe('kowloon');
  });
});

describe('authenticated shell', () => {
  beforeEach(() => {
    storeDisplayCode('lantau');
    sessionStore.start({ token: 'token' });
  });

  it('takes a logged-in user from the login page to the shell', async () => {
    const { router } = renderRoutes(routes, '/lantau/index', discoverShellRoutes);
    // The shell's index is the home page; without a profile answer it welcomes without a name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, COLD_LOAD)).toBeTruthy();
    expect(at(router)).toBe('/lantau/main');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the built pages the broker enables (Trade waits for WebEnableTradeMarket), language, theme, change password and logout', async () => {
    renderRoutes(routes, '/lantau/main', discoverShellRoutes);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // The user's own controls wait behind the header's user menu.
    await userEvent.click(await loadedOverlayTrigger('User menu'));
    const user = await screen.findByRole('dialog');
    expect(within(user).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(user).getByRole('button', { name: /Dark Mode|White Mode/ })).toBeTruthy();
    expect(within(user).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(user).getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/lantau/index/update_password',
    );
    for (const shown of ['Home', 'Account', 'Order', 'Notice', 'Help Center', 'Settings', 'Information']) {
      expect(within(menu).getByRole('link', { name: shown })).toBeTruthy();
    }
    // The fake broker sets no WebEnableTradeMarket: no market to trade, so no Trade entry.
    for (const hidden of ['Fund', 'Trade', 'IPO']) {
      expect(within(menu).queryByRole('link', { name: hidden })).toBeNull();
    }
    expect(await within(user).findByText('Auto logout after 30 minutes')).toBeTruthy();
    // The user menu's code may load only when asked for (the first screen's idle moment not come yet): a cold
    // import of Mantine's menu, seconds on a loaded machine.
  }, 15_000);

  it('shows the not-found page for child pages that do not exist yet', async () => {
    renderRoutes(routes, '/lantau/main/fund/deposit', discoverShellRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByText(/does not exist at Lantau Securities/)).toBeTruthy();
  });

  it("shows a wrong address under the broker's code in its frame, leading back home", async () => {
    renderRoutes(routes, '/lantau/no_such_page', discoverShellRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, COLD_LOAD)).toBeTruthy();
    expect(screen.getByText(/does not exist at Lantau Securities/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/lantau/main');
    expect(screen.queryByRole('link', { name: 'Lantau home page' })).toBeNull();
  }, 15_000);

  it('names the broker on the not-found page inside its session', async () => {
    renderRoutes(routes, '/lantau/main/no_such_page', discoverShellRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    // Inside the broker's session the page names the broker, not the platform.
    expect(screen.getByText(/does not exist at Lantau Securities/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/lantau/main');
  });

  it('logs out on the server, then here, to the login page', async () => {
    const fetch = installFakeApi([
      (url) => (url.pathname === '/api/auths/logouts' ? { data: null } : undefined),
    ]);
    const { router } = renderRoutes(routes, '/lantau/main', discoverShellRoutes);
    await screen.findByRole('button', { name: 'User menu' });
    await userEvent.click(await loadedOverlayTrigger('User menu'));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(at(router)).toBe('/lantau/index'));
    expect(sessionStore.get()).toBeNull();
    const logout = fetch.mock.calls.find(([input]) => String(input) === '/api/auths/logouts')!;
    expect(logout[1]!.method).toBe('POST');
    expect((logout[1]!.headers as Record<string, string>).token).toBe('token');
  });
});
