import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api';
import { setTestLanguage } from '../../test/render';
import { sessionStore } from '../../shared/session';
import { secureStorage } from '../../shared/storage';
import { renderAccountPage } from '../account/test/render-account-page';
import {
  brokerConfigRoute,
  cashAccount,
  marginAccount,
  overviewOf,
  tencentPosition,
} from '../account/test/account-fixtures';
import { dividend } from '../dividends/test/dividend-fixture';
import { openIpo } from '../ipo/test/ipo-fixtures';
import { HomePage } from './home-page';

beforeAll(() => setTestLanguage('en'));
beforeEach(() =>
  sessionStore.start({ token: 'token', userID: 'LTU1004', lastLoginTime: '2026-11-20T01:30:00.000Z' }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  secureStorage.remove('settings');
});

/** Six positions over two accounts; the largest P/L either way are HSBC (-20,000) and the rest by size. */
const position = (stockCode: string, name: string, unrealisedPnl: string) => ({
  ...tencentPosition,
  stockCode,
  name: { en_US: name, zh_HK: name, zh_CN: name },
  unrealisedPnl,
});

const typhoonNotice = {
  announcementID: '7c1f6a52-0000-4000-8000-000000000001',
  kind: 'NOTICE',
  title: { en_US: 'Typhoon signal No. 8', zh_HK: '八號風球', zh_CN: '八号风球' },
  content: { en_US: 'Trading may halt.', zh_HK: '交易或會暫停。', zh_CN: '交易或会暂停。' },
  publishedAt: '2026-11-20T02:00:00.000Z',
};

const positionsOf: Record<string, ReturnType<typeof position>[]> = {
  [cashAccount.accountNumber]: [
    position('00700', 'Tencent', '9000.00'),
    position('00005', 'HSBC', '-20000.00'),
    position('00001', 'CKH', '10.00'),
  ],
  [marginAccount.accountNumber]: [
    position('09988', 'Alibaba', '15000.00'),
    position('00388', 'HKEX', '-500.00'),
    position('00941', 'China Mobile', '700.00'),
  ],
};

function api(pnl: boolean, announcements: unknown[] = [], dividends: unknown[] = []) {
  return installFakeApi([
    brokerConfigRoute({ WebPNLEnable: pnl, WebDividendSelectionEnable: true }),
    (url) => (url.pathname === '/api/dividends' ? { data: { dividends } } : undefined),
    (url) => (url.pathname === '/api/announcements' ? { data: announcements } : undefined),
    (url) =>
      url.pathname === '/api/users/LTU1004/profile'
        ? { data: { userID: 'LTU1004', nameEn: 'CHAN Tai Man', nameZh: '陳大文' } }
        : undefined,
    (url) => (url.pathname === '/api/accounts' ? { data: [cashAccount, marginAccount] } : undefined),
    (url) => {
      const account = [cashAccount, marginAccount].find(
        (candidate) => url.pathname === `/api/accounts/${candidate.accountNumber}/overview`,
      );
      return account && { data: overviewOf(account, { positions: positionsOf[account.accountNumber]! }) };
    },
  ]);
}

describe('home', () => {
  it('welcomes the client by name with the last login, and ranks the 5 largest P/L across accounts', async () => {
    api(true);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' })).toBeTruthy();
    expect(screen.getByText(/^Last login: /).textContent).toContain('2026');
    const table = await screen.findByRole('table', { name: 'Top 5 positions by profit and loss' });
    await within(table).findByRole('rowheader', { name: /HSBC/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['HSBC (00005)', 'Alibaba (09988)', 'Tencent (00700)', 'China Mobile (00941)', 'HKEX (00388)']);
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '/lantau/main/account',
    );
  });

  it('shows no P/L where the broker turns WebPNLEnable off', async () => {
    const fetch = api(false);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' });
    // Once the broker's answer is in, the section stays out, and no account is even asked for its P/L.
    const pnlAsked = () => fetch.mock.calls.some(([input]) => String(input).includes('WebPNLEnable'));
    await waitFor(() => expect(pnlAsked()).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('table', { name: 'Top 5 positions by profit and loss' })).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/overview'))).toBe(false);
  });

  it("lists the broker's latest announcements in the reader's language, and no section when there are none", async () => {
    api(false, [typhoonNotice]);
    const { unmount } = renderAccountPage(<HomePage />, '/lantau/main/home');
    const section = await screen.findByRole('region', { name: 'Latest announcements' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Typhoon signal No. 8' })).toBeTruthy();
    expect(within(section).getByText('Notice')).toBeTruthy();
    expect(within(section).getByText('Trading may halt.')).toBeTruthy();
    unmount();

    const fetch = api(false, []);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/announcements'))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Latest announcements' })).toBeNull();
  });

  it('reminds of dividends waiting for a choice until put away, for the no-remind days of settings', async () => {
    const waiting = [
      dividend({ accountNumber: 'LTU1004C' }),
      dividend({
        accountNumber: 'LTU1004M',
        announcement: { ...dividend().announcement, announcementID: 'DV-2', electionDeadline: '2026-11-27' },
      }),
      // Chosen already: nothing to remind of.
      dividend({
        accountNumber: 'LTU1004M',
        status: 'ELECTED',
        election: { option: 'CASH', scripShares: 0, electedAt: '2026-11-24T01:00:00Z' },
      }),
    ];
    api(false, [], waiting);
    const first = renderAccountPage(<HomePage />, '/lantau/main/home');
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    const reminder = await within(reminders).findByRole('status');
    expect(reminder.textContent).toContain('Dividends wait for your choice');
    expect(reminder.textContent).toContain(
      '2 dividends wait for your choice of cash or shares; the first deadline is 2026-11-27.',
    );
    expect(within(reminder).getByRole('link', { name: 'Choose now' }).getAttribute('href')).toBe(
      '/lantau/main/fund/dividend_selection/list',
    );
    // No-remind days 0 (the default): put away for this visit only.
    fireEvent.click(within(reminder).getByRole('button', { name: 'Remind me later' }));
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
    first.unmount();
    renderAccountPage(<HomePage />, '/lantau/main/home');
    expect(await screen.findByRole('region', { name: 'Reminders' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    cleanup();

    // Three days: put away, it stays away, and the dividends are not even asked for.
    secureStorage.setJson('settings', { noRemindDays: { newIpo: 0, announcement: 0, dividendSelection: 3 } });
    renderAccountPage(<HomePage />, '/lantau/main/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me later' }));
    cleanup();
    const fetch = api(false, [], waiting);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/dividends'))).toBe(false);
  });

  it('reminds of a new announcement once: put away, it comes back only for a newer one', async () => {
    api(false, [typhoonNotice]);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    expect(within(reminders).getByRole('status').textContent).toContain('New announcement');
    const read = within(reminders).getByRole('link', { name: 'Read it' });
    expect(read.getAttribute('href')).toBe(`#announcement-${typhoonNotice.announcementID}`);
    fireEvent.click(read);
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
    cleanup();

    api(false, [typhoonNotice]);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await screen.findByRole('region', { name: 'Latest announcements' });
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
    cleanup();

    const newer = {
      ...typhoonNotice,
      announcementID: '7c1f6a52-0000-4000-8000-000000000002',
      title: { en_US: 'Signal No. 8 lowered', zh_HK: '八號風球除下', zh_CN: '八号风球除下' },
      publishedAt: new Date(Date.now() + 60_000).toISOString(),
    };
    api(false, [newer, typhoonNotice]);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    const again = await screen.findByRole('region', { name: 'Reminders' });
    expect(within(again).getByRole('status').textContent).toContain('Signal No. 8 lowered');
  });
});

/** Holds the profile call (the rest of the fake API answers) until released with the profile it answers. */
function holdProfile() {
  const answering = globalThis.fetch;
  let release: (profile: unknown) => void = () => {};
  const held = new Promise<unknown>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/profile')
      ? new Response(JSON.stringify({ code: 'OK', message: '', data: await held }))
      : answering(input, init),
  );
  return release;
}

describe("home's greeting before the profile answers", () => {
  it('is drawn from the names the last profile gave, and follows a profile that names the client otherwise', async () => {
    api(false, [typhoonNotice]);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' });
    expect(sessionStore.get()).toMatchObject({ nameEn: 'CHAN Tai Man', nameZh: '陳大文' });
    cleanup();

    // The next load (a new query cache): the greeting and the sections come while the profile call is held.
    api(false, [typhoonNotice]);
    const release = holdProfile();
    renderAccountPage(<HomePage />, '/lantau/main/home');
    const greeting = screen.getByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' });
    expect(screen.getByRole('status', { name: 'Loading your home page' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Latest announcements' });
    expect(screen.queryByRole('status', { name: 'Loading your home page' })).toBeNull();

    // The broker corrected the name since: the greeting says the new one, in place, and the session keeps it.
    release({ userID: 'LTU1004', nameEn: 'CHAN Tai Ming', nameZh: '陳大明' });
    await waitFor(() => expect(greeting.textContent).toBe('Welcome back, CHAN Tai Ming'));
    expect(sessionStore.get()).toMatchObject({ nameEn: 'CHAN Tai Ming', nameZh: '陳大明' });
  });

  it('waits for the profile with one placeholder after a new login, which forgets the names kept before', async () => {
    api(false);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' });
    cleanup();

    sessionStore.start({ token: 'token-2', userID: 'LTU1004', lastLoginTime: '2026-11-21T01:30:00.000Z' });
    api(false);
    const release = holdProfile();
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status', { name: 'Loading your home page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    release({ userID: 'LTU1004', nameEn: 'CHAN Tai Man', nameZh: '陳大文' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' });
    expect(screen.queryByRole('status', { name: 'Loading your home page' })).toBeNull();
  });
});

describe('the new IPO reminder', () => {
  function ipoApi(ipos: unknown[]) {
    return installFakeApi([
      brokerConfigRoute({ WebPNLEnable: false, WebEIPOEnable: true }),
      (url) =>
        url.pathname === '/api/ipos' && url.searchParams.get('view') === 'OPEN'
          ? { data: { ipos } }
          : undefined,
      (url) => (url.pathname === '/api/announcements' ? { data: [] } : undefined),
      (url) =>
        url.pathname === '/api/users/LTU1004/profile'
          ? { data: { userID: 'LTU1004', nameEn: 'CHAN Tai Man', nameZh: '陳大文' } }
          : undefined,
      (url) => (url.pathname === '/api/accounts' ? { data: [cashAccount] } : undefined),
      (url) =>
        url.pathname === `/api/accounts/${cashAccount.accountNumber}/overview`
          ? { data: overviewOf(cashAccount, { positions: [] }) }
          : undefined,
    ]);
  }

  it('reminds of an IPO open for subscription, and stays away for the no-remind days of settings', async () => {
    secureStorage.setJson('settings', { noRemindDays: { newIpo: 3, announcement: 0, dividendSelection: 0 } });
    ipoApi([openIpo]);
    const first = renderAccountPage(<HomePage />, '/lantau/main/home');
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    const reminder = await within(reminders).findByRole('status');
    expect(reminder.textContent).toContain('A new IPO is open for subscription');
    expect(reminder.textContent).toContain('02999 Lantau Robotics: applications close at');
    expect(within(reminder).getByRole('link', { name: 'See open IPOs' }).getAttribute('href')).toBe(
      '/lantau/main/ipo/open',
    );
    fireEvent.click(within(reminder).getByRole('button', { name: "Don't remind me for 3 days" }));
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
    first.unmount();

    const fetch = ipoApi([openIpo]);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/ipos'))).toBe(false);
  });

  it('says nothing when no IPO takes applications', async () => {
    ipoApi([{ ...openIpo, status: 'UPCOMING', cashOpen: false, financedOpen: false }]);
    renderAccountPage(<HomePage />, '/lantau/main/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, CHAN Tai Man' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
  });
});
