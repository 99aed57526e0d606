import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FundSettings } from '@lantau/contract';
import { installFakeApi, type FakeRoute } from '../../../test/fake-api';
import { setTestLanguage } from '../../../test/render';
import { sessionStore } from '../../../shared/session';
import { secureStorage } from '../../../shared/storage';
import { generateAesKey } from '../../../shared/storage/aes-gcm';
import { DdiIntro } from '../ddi/ddi-intro';
import { ExchangeFlow } from '../exchange/exchange-flow';
import { FundRecordPage } from '../record/fund-record-page';
import { WithdrawalForm } from '../withdrawal/withdrawal-form';
import { fundSettings, placedDeposit } from './fund-fixtures';
import { renderFundFlow } from './render-fund-flow';

beforeAll(async () => {
  await setTestLanguage('en');
  await secureStorage.open({ key: await generateAesKey(), persistent: false });
});
beforeEach(() => sessionStore.start({ token: 'token', userID: 'LTU1004' }));
afterEach(() => sessionStore.clear());

const settingsRoute =
  (settings: FundSettings): FakeRoute =>
  (url) =>
    url.pathname === '/api/funds/settings' ? { data: settings } : undefined;

describe('the exchange', () => {
  it('says an account of one currency has nothing to exchange', async () => {
    installFakeApi([
      settingsRoute({
        ...fundSettings,
        accounts: [{ accountNumber: 'LTU1004C', currencies: ['HKD'], cryptoAccountNumber: null }],
      }),
    ]);
    renderFundFlow(<ExchangeFlow />, 'exchange');
    expect(await screen.findByText(/holds only one currency/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exchange' })).toBeNull();
  });

  it('says when the exchange rate is unavailable, and does not let the exchange be sent', async () => {
    installFakeApi([
      settingsRoute(fundSettings),
      (url) =>
        url.pathname === '/api/funds/exchange_quote'
          ? { code: 'E7015', message: 'Exchange rate unavailable.' }
          : undefined,
    ]);
    renderFundFlow(<ExchangeFlow />, 'exchange');
    expect(await screen.findByText(/exchange rate is not available right now/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exchange' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the withdrawal', () => {
  it('asks whether to continue when the handling fee is unavailable', async () => {
    installFakeApi([
      (url) =>
        url.pathname === '/api/funds/withdrawable'
          ? {
              data: {
                accountNumber: 'LTU1004C',
                currency: 'USD',
                withdrawable: '500.00',
                fee: null,
                maxAmount: '500.00',
              },
            }
          : undefined,
    ]);
    let backs = 0;
    const settings: FundSettings = {
      ...fundSettings,
      registeredBankAccounts: [
        {
          bankAccountID: 'B1',
          bankCode: '024',
          bankName: { en_US: 'Hang Seng Bank', zh_HK: '恒生銀行', zh_CN: '恒生银行' },
          accountName: 'YEUNG Chi Wai',
          maskedAccountNumber: '***-***123-4567',
          currencies: ['USD'],
        },
      ],
    };
    renderFundFlow(
      <WithdrawalForm
        accountNumber="LTU1004C"
        currency="USD"
        settings={settings}
        onBack={() => (backs += 1)}
        onPlaced={() => undefined}
      />,
      'withdrawal',
    );
    const user = userEvent.setup();
    expect(await screen.findByText(/handling fee is not available right now/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(backs).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Continue without the fee' }));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Receiving bank account' }).textContent).toContain(
      '***-***123-4567',
    );
  });
});

describe('the fund records', () => {
  it('refuse a range longer than FundHistRangeLimit, and withdraw a pending request only after confirmation', async () => {
    const cancelled: string[] = [];
    let request = placedDeposit('1000.50');
    installFakeApi([
      settingsRoute({ ...fundSettings, switches: { ...fundSettings.switches, FundHistRangeLimit: 7 } }),
      (url, init) => {
        const cancel = /^\/api\/funds\/requests\/([\w-]+)\/cancel$/.exec(url.pathname);
        if (!cancel || init.method !== 'POST') return undefined;
        cancelled.push(cancel[1]!);
        request = { ...request, status: 'CAN', canCancel: false };
        return { data: request };
      },
      (url) =>
        url.pathname === '/api/funds/requests' ? { data: { total: 1, requests: [request] } } : undefined,
    ]);
    renderFundFlow(<FundRecordPage />, 'record');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Fund requests' });
    const row = () => within(table).getByText('D-2603-000001').closest('tr')!;
    await waitFor(() => expect(row().textContent).toContain('Pending'));

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    expect(await screen.findByText('Choose at most 7 days.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(row()).getByRole('button', { name: 'Withdraw request D-2603-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    expect(dialog.textContent).toContain('1,000.50 HKD');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toEqual([]);
    await user.click(within(row()).getByRole('button', { name: 'Withdraw request D-2603-000001' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw this request?' })).getByRole('button', {
        name: 'Withdraw request',
      }),
    );
    await waitFor(() => expect(cancelled).toEqual(['FR-1']));
    await waitFor(() => expect(row().textContent).toContain('Cancelled'));
    expect(within(row()).queryByRole('button', { name: /Withdraw request/ })).toBeNull();
  });
});

describe('eDDA', () => {
  const confirmed = {
    eddaID: 'E1',
    accountNumber: 'LTU1004C',
    bankCode: '024',
    bankName: { en_US: 'Hang Seng Bank', zh_HK: '恒生銀行', zh_CN: '恒生银行' },
    maskedBankAccountNumber: '***-***999',
    accountHolderName: 'YEUNG Chi Wai',
    state: 'CONFIRMED' as const,
    stateMessage: null,
    createdAt: '2026-03-10T02:00:00.000Z',
    updatedAt: '2026-03-10T02:00:00.000Z',
  };

  it('offers authorising and debiting while the broker allows both', async () => {
    installFakeApi([(url) => (url.pathname === '/api/funds/edda' ? { data: [confirmed] } : undefined)]);
    renderFundFlow(<DdiIntro switches={fundSettings.switches} />, 'deposit');
    expect(await screen.findByRole('link', { name: 'Deposit by eDDA' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up an authorisation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Banks that support eDDA' }).getAttribute('href')).toBe(
      'https://example.com/edda-banks',
    );
    expect(screen.queryByText('eDDA suspended')).toBeNull();
  });

  it("says 'eDDA suspended' and 'feature not yet open' from the broker's flags, and offers neither step", async () => {
    installFakeApi([(url) => (url.pathname === '/api/funds/edda' ? { data: [confirmed] } : undefined)]);
    renderFundFlow(
      <DdiIntro
        switches={{ ...fundSettings.switches, WebFundInSuspendDDA: true, WebFundInSuspendDDI: true }}
      />,
      'deposit',
    );
    expect(await screen.findByText('eDDA suspended')).toBeTruthy();
    expect(screen.getByText('Feature not yet open')).toBeTruthy();
    await screen.findByText('Confirmed');
    expect(screen.queryByRole('link', { name: 'Set up an authorisation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deposit by eDDA' })).toBeNull();
  });
});
