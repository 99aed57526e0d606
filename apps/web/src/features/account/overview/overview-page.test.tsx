import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeRoute } from '../../../test/fake-api';
import { setTestLanguage } from '../../../test/render';
import { sessionStore } from '../../../shared/session';
import { secureStorage } from '../../../shared/storage';
import { openTestStorage } from '../../../test/secure-storage';
import { decryptQuery } from '../../../shared/url';
import { sampleQuote } from '../../../shared/market-data/test/sample-quote';
import {
  brokerConfigRoute,
  cashAccount,
  marginAccount,
  overviewOf,
  tencentPosition,
} from '../test/account-fixtures';
import { renderAccountPage } from '../test/render-account-page';
import { OverviewPage } from './overview-page';

let key: CryptoKey;
beforeAll(async () => {
  await setTestLanguage('en');
  key = await openTestStorage();
});
beforeEach(() => {
  sessionStore.start({ token: 'token', userID: 'LTU1004' });
  secureStorage.remove('accountSettings');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function api(extra: FakeRoute[] = [], nicknames = true, tradeMarkets = ['HK', 'US']) {
  const patches: { path: string; body: unknown }[] = [];
  const fetch = installFakeApi([
    ...extra,
    (url, init) => {
      if (init.method !== 'PATCH') return undefined;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push({ path: url.pathname, body });
      if (url.pathname.endsWith('/nickname')) return { data: { ...cashAccount, nickname: body.nickname } };
      return { data: { ...tencentPosition, averageCost: body.averageCost, costEdited: true } };
    },
    (url) => (url.pathname === '/api/accounts' ? { data: [cashAccount, marginAccount] } : undefined),
    (url) => {
      const match = /^\/api\/accounts\/(\w+)\/overview$/.exec(url.pathname);
      if (!match) return undefined;
      return { data: overviewOf(match[1] === marginAccount.accountNumber ? marginAccount : cashAccount) };
    },
    (url) =>
      url.pathname === '/market-api/snapshots/details'
        ? { data: { ...sampleQuote({ nominal: '381.000' }), clicksRemaining: null } }
        : undefined,
    brokerConfigRoute({
      WebAccountNicknameEnable: nicknames,
      WebEnableTradeMarket: tradeMarkets,
      WebPNLEnable: true,
    }),
  ]);
  return { fetch, patches };
}

const positionsTable = () => screen.getByRole('table', { name: 'Positions' });
const tencentRow = () =>
  within(positionsTable())
    .getByRole('rowheader', { name: /Tencent Holdings/ })
    .closest('tr')!;

describe('account overview', () => {
  it('shows cash per currency and positions priced live on the delayed plan', async () => {
    api();
    const { paint } = renderAccountPage(<OverviewPage />);
    const cash = await screen.findByRole('table', { name: 'Cash by currency' });
    const hkd = within(cash).getByRole('rowheader', { name: 'HKD' }).closest('tr')!;
    expect(
      within(hkd)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['52,345.67', '38,100.00', '-1,200.50', '90,445.67']);
    expect(screen.getByText('Buying power (HKD)').nextElementSibling?.textContent).toBe('52,345.67');

    // The delayed plan polls the snapshot; 381 against the server's 380 moves value and P/L by 300.
    await waitFor(() => {
      paint();
      expect(within(tencentRow()).getByText('381.000')).toBeTruthy();
    });
    const cells = within(tencentRow())
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('114,300.00');
    // Each position says the currency its figures are in (abroad, not HKD), under its code.
    expect(
      within(tencentRow()).getByText(`${tencentPosition.stockCode} · ${tencentPosition.currency}`),
    ).toBeTruthy();
    expect(cells.some((text) => text?.includes('+9,300.00'))).toBe(true);
    expect(within(tencentRow()).getByText('Delayed 15 min')).toBeTruthy();
  });

  it('hides every amount as **** with the privacy switch, and remembers it', async () => {
    api();
    const { unmount } = renderAccountPage(<OverviewPage />);
    await screen.findByRole('table', { name: 'Positions' });
    await userEvent.click(screen.getByRole('switch', { name: 'Hide amounts' }));
    expect(screen.queryByText('52,345.67')).toBeNull();
    expect(screen.getByText('Buying power (HKD)').nextElementSibling?.textContent).toBe('****');
    expect(within(tencentRow()).getAllByText(/\*\*\*\*/).length).toBeGreaterThan(2);
    unmount();
    renderAccountPage(<OverviewPage />);
    expect(
      (await screen.findByRole('switch', { name: 'Hide amounts' })).getAttribute('aria-checked') ?? '',
    ).not.toBe('false');
    expect((screen.getByRole('switch', { name: 'Hide amounts' }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches account and warns of a margin call', async () => {
    api();
    renderAccountPage(<OverviewPage />);
    await screen.findByRole('table', { name: 'Positions' });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'LTU1004M');
    expect((await screen.findByRole('alert')).textContent).toContain('Margin call');
    expect(screen.getByRole('alert').textContent).toContain('80,000.00 HKD');
  });

  it('opens the order ticket for a position with market, stock code and side sealed in the query', async () => {
    api();
    const { router } = renderAccountPage(<OverviewPage />);
    await screen.findByRole('table', { name: 'Positions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sell Tencent Holdings 00700' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lantau/main/trade'));
    expect(await decryptQuery(router.state.location.search, key)).toEqual({
      market: 'HK',
      stockCode: '00700',
      side: 'SELL',
    });
  });

  it('offers no Buy or Sell where the broker switched web trading off (they would lead to a blocked page)', async () => {
    api([], true, ['NONE']);
    renderAccountPage(<OverviewPage />);
    await within(await screen.findByRole('table', { name: 'Positions' })).findByText('381.000');
    expect(screen.queryByRole('button', { name: /Sell Tencent Holdings/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('edits the P/L cost: refuses 0 and a cost 10 times the price, sends a valid one', async () => {
    const { patches } = api();
    renderAccountPage(<OverviewPage />);
    await screen.findByRole('table', { name: 'Positions' });
    // Once the broker's switches are in (they add the Buy and Sell column, which redraws the rows).
    await screen.findByRole('button', { name: 'Buy Tencent Holdings 00700' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit cost of Tencent Holdings 00700' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit P/L cost' });
    const input = within(dialog).getByRole('textbox', { name: 'New average cost' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a price above 0 with at most 3 decimals')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '3800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The cost must be under 10 times the last price')).toBeTruthy();
    expect(patches).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '360.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { path: '/api/accounts/LTU1004C/positions/HK/00700/cost', body: { averageCost: '360.5' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the account where the broker allows, and offers no nickname edit where it does not', async () => {
    const { patches } = api();
    const { unmount } = renderAccountPage(<OverviewPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit nickname' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit nickname' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account nickname/ }), 'Savings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches).toEqual([{ path: '/api/accounts/LTU1004C/nickname', body: { nickname: 'Savings' } }]),
    );
    unmount();
    api([], false);
    renderAccountPage(<OverviewPage />);
    await screen.findByRole('table', { name: 'Positions' });
    expect(screen.queryByRole('button', { name: 'Edit nickname' })).toBeNull();
  });
});
