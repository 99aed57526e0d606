import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadedOverlayTrigger, renderRoutes, setTestLanguage } from '../../test/render';
import { installFakeApi, testBrokers } from '../../test/fake-api';
import { BrokerProvider } from '../../shared/broker';
import { ShellLayout } from './shell-layout';
import { shellRoutes } from './shell-routes';
import type { ShellPages } from './shell-pages';
import { sessionStore } from '../../shared/session';

beforeAll(() => setTestLanguage('en'));
beforeEach(() => installFakeApi());
afterEach(() => vi.unstubAllGlobals());

const FundPage = () => <h1>Fund page</h1>;
const IpoPage = () => <h1>IPO page</h1>;
const TradePage = () => <h1>Trade page</h1>;
const ChangePasswordPage = () => <h1>Change password page</h1>;

type Entries = { key: string; value: unknown }[];

/** The broker's configuration call answers `entries`, or fails while they are null. */
function answerConfiguration(entries: Entries | (() => Entries | null)) {
  installFakeApi([
    (url) => {
      if (!/^\/api\/brokers\/\w+\/configurations$/.test(url.pathname)) return undefined;
      const data = typeof entries === 'function' ? entries() : entries;
      return data ? { data } : { code: 'E9999', message: 'Broken.' };
    },
  ]);
}

/** Opens `path` in the shell with the `built` pages; `onCommit` hears each commit of the frame. */
function renderShell(built: ShellPages, path: string, onCommit?: () => void) {
  const ShellWithPages = () => {
    const shell = (
      <BrokerProvider value={testBrokers[0]!}>
        <ShellLayout pages={built} />
      </BrokerProvider>
    );
    return onCommit ? (
      <Profiler id="shell" onRender={onCommit}>
        {shell}
      </Profiler>
    ) : (
      shell
    );
  };
  return renderRoutes(
    [{ path: '/lantau/main', Component: ShellWithPages, children: shellRoutes(built) }],
    path,
  );
}

describe('the shell', () => {
  it('routes a built page, with its menu link, a blocked entry disabled, and Change Password', async () => {
    answerConfiguration([
      { key: 'WebDisplayBlockedFeature', value: true },
      { key: 'WebFundInEnable', value: true },
      { key: 'WebEIPOEnable', value: false },
    ]);
    renderShell(
      { fund: FundPage, ipo: IpoPage, changePassword: ChangePasswordPage },
      '/lantau/main/fund/deposit',
    );
    expect(await screen.findByRole('heading', { name: 'Fund page' })).toBeTruthy();
    // The desktop header's menu (the phone's drawer is closed, so not in the page).
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect((await within(menu).findByRole('link', { name: 'Fund' })).getAttribute('href')).toBe(
      '/lantau/main/fund',
    );
    const ipo = await within(menu).findByRole('button', { name: /IPO/ });
    expect(ipo.hasAttribute('disabled')).toBe(true);
    expect(ipo.textContent).toContain('Not available');
    expect(within(menu).queryByRole('link', { name: 'Home' })).toBeNull();
    await userEvent.click(await loadedOverlayTrigger('User menu'));
    const user = await screen.findByRole('dialog');
    expect(within(user).getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/lantau/index/update_password',
    );
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the shell on a phone', () => {
  it("renders the desktop's menu and user menu only where the header shows them", async () => {
    // The header's compact bar (shell.css, below 62em): the menu and the user's controls are in the drawer.
    const matchMedia = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 61.99em)',
    }));
    answerConfiguration([{ key: 'WebFundInEnable', value: true }]);
    renderShell({ fund: FundPage }, '/lantau/main/fund/deposit');
    expect(await screen.findByRole('heading', { name: 'Fund page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')).toBe(
      'shell-menu-drawer',
    );
    // Hidden by the stylesheet alone, they were rendered (twice over for the menu's measure) before the page.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Fund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
  });
});

describe('the shell under a session', () => {
  afterEach(() => sessionStore.clear());

  it("does not render again when an answer renews the session's remaining time", async () => {
    answerConfiguration([{ key: 'WebFundInEnable', value: true }]);
    sessionStore.start({ token: 't1', userID: 'chan', sessionTimeoutSec: 900 });
    let commits = 0;
    renderShell({ fund: FundPage }, '/lantau/main/fund/deposit', () => commits++);
    expect(await screen.findByRole('heading', { name: 'Fund page' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Fund' });
    const before = commits;
    // Every API answer carries the session's remaining time: a page load has a dozen of them, and the frame
    // (header, menu, user menu, ticker) rendered again with each.
    for (let answer = 0; answer < 5; answer++) {
      act(() => sessionStore.applyTokens({ sessionRemainSec: 900 - answer }));
    }
    expect(commits).toBe(before);
  });
});

describe('a switched-off feature by its URL', () => {
  const built = { home: () => <h1>Home page</h1>, trade: TradePage, ipo: IpoPage };
  /** Opens `path` in the shell; the broker's configuration answers `entries`, or fails while they are null. */
  const openAt = (path: string, entries: Entries | (() => Entries | null)) => {
    answerConfiguration(entries);
    return renderShell(built, path);
  };

  it('shows the blocked-feature page, never the screen, where the broker shows blocked features', async () => {
    const { router } = openAt('/lantau/main/trade', [
      { key: 'WebDisplayBlockedFeature', value: true },
      { key: 'WebEnableTradeMarket', value: ['NONE'] },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade is not available' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trade page' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lantau/main');
  });

  it('shows the not-found page where the broker hides blocked features, and deeper paths alike', async () => {
    openAt('/lantau/main/ipo/info', [
      { key: 'WebDisplayBlockedFeature', value: false },
      { key: 'WebEIPOEnable', value: false },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'IPO page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/lantau/main');
  });

  it('offers to try again, never the screen, when the broker configuration cannot be read', async () => {
    let failing = true;
    openAt('/lantau/main/trade', () => (failing ? null : [{ key: 'WebEnableTradeMarket', value: ['HK'] }]));
    expect(await screen.findByText('Could not check whether this feature is available.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trade page' })).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Trade page' })).toBeTruthy();
  });

  it('opens the screen once the broker enables it', async () => {
    openAt('/lantau/main/trade', [{ key: 'WebEnableTradeMarket', value: ['HK'] }]);
    expect(await screen.findByRole('heading', { name: 'Trade page' })).toBeTruthy();
  });
});
