import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { IpoApplication } from '@lantau/contract';
import { installFakeApi, requestHeader, testBrokers, type FakeRoute } from '../../../test/fake-api';
import { renderRoutes, setTestLanguage } from '../../../test/render';
import { openTestStorage } from '../../../test/secure-storage';
import { BrokerProvider } from '../../../shared/broker';
import { sessionStore } from '../../../shared/session';
import { encryptQuery } from '../../../shared/url';
import { ApplyFlow } from '../apply/apply-flow';
import { ApplyRecordPage } from '../record/apply-record-page';
import { hkdAccount, openIpo, receivedApplication, usdAccount } from './ipo-fixtures';

let key: CryptoKey;
beforeAll(async () => {
  await setTestLanguage('en');
  key = await openTestStorage();
});
beforeEach(() => sessionStore.start({ token: 'token', userID: 'LTU1004' }));
afterEach(() => sessionStore.clear());

function renderIpo(path: string) {
  return renderRoutes(
    [
      {
        path: '/lantau/main/ipo/*',
        element: (
          <BrokerProvider value={testBrokers[0]!}>
            <Routes>
              <Route path="apply/*" element={<ApplyFlow />} />
              <Route path="apply_record/*" element={<ApplyRecordPage />} />
            </Routes>
          </BrokerProvider>
        ),
      },
    ],
    path,
  );
}

const ipoRoute: FakeRoute = (url) =>
  url.pathname === '/api/ipos/IPO-1' ? { data: { ipo: openIpo, applications: [] } } : undefined;
const accountsRoute =
  (accounts = [hkdAccount, usdAccount]): FakeRoute =>
  (url) =>
    url.pathname === '/api/accounts' ? { data: accounts } : undefined;

const financedApplication: IpoApplication = {
  ...receivedApplication,
  applicationID: 'APP-2',
  reference: 'P-2611-000013',
  type: 'FINANCED',
  quantity: 20000,
  amount: '201570.00',
  handlingFee: '100.00',
  loanRatio: '0.9',
  loanAmount: '181413.00',
  interest: '134.99',
  ownPart: '20157.00',
  totalDue: '20391.99',
  cutoffAt: openIpo.financedCutoffAt,
};

async function formPath() {
  return `/lantau/main/ipo/apply/form_submission${await encryptQuery({ ipo: 'IPO-1' }, key)}`;
}

/** Fills the form for 20000 shares financed at 90%, checking the loan at once on the way. */
async function fillFinanced(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'IPO application' });
  await user.click(screen.getByRole('radio', { name: 'Financed (IPO loan)' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Quantity/ }), '20000');
  const ratio = screen.getByRole('textbox', { name: /Loan ratio/ });
  await user.clear(ratio);
  await user.type(ratio, '95');
  expect(await screen.findAllByText('The loan ratio is above the largest allowed.')).not.toHaveLength(0);
  await user.clear(ratio);
  await user.type(ratio, '90');
  await waitFor(() => expect(screen.queryByText('The loan ratio is above the largest allowed.')).toBeNull());
  await user.click(
    screen.getByRole('checkbox', { name: /agree to the terms of the application and of the IPO loan/ }),
  );
  await user.click(screen.getByRole('button', { name: 'Review' }));
}

function figure(label: string) {
  const figures = screen.getByRole('region', { name: 'What the application costs' });
  const term = within(figures).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('applying for an IPO', () => {
  it('applies financed: every figure on the confirmation, one application for a double click', async () => {
    const posts: RequestInit[] = [];
    installFakeApi([
      ipoRoute,
      accountsRoute(),
      (url, init) => {
        if (url.pathname !== '/api/ipo_applications' || init.method !== 'POST') return undefined;
        posts.push(init);
        return { data: financedApplication };
      },
    ]);
    const user = userEvent.setup();
    renderIpo(await formPath());
    await fillFinanced(user);

    expect(await screen.findByRole('heading', { name: 'Confirm the application' })).toBeTruthy();
    expect(figure('Application amount')).toBe('201,570.00 HKD');
    expect(figure('Handling fee')).toBe('100.00 HKD');
    expect(figure('Loan')).toBe('181,413.00 HKD');
    expect(figure('Interest')).toBe('134.99 HKD');
    expect(figure('Your own part')).toBe('20,157.00 HKD');
    expect(figure('Total due')).toBe('20,391.99 HKD');
    expect(figure('Cut-off')).toMatch(/HKT|Hong Kong/);

    await user.dblClick(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application reference: P-2611-000013')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.body))).toMatchObject({
      ipoID: 'IPO-1',
      accountNumber: 'LTU1004C',
      quantity: 20000,
      type: 'FINANCED',
      loanRatio: '0.9',
      termsAgreed: true,
    });
    expect(requestHeader(posts[0]!, 'idempotency-key')).toMatch(/.{8,}/);
  });

  it('retries an unanswered application under the same Idempotency-Key', async () => {
    const keys: string[] = [];
    installFakeApi([
      ipoRoute,
      accountsRoute(),
      (url, init) => {
        if (url.pathname !== '/api/ipo_applications' || init.method !== 'POST') return undefined;
        keys.push(requestHeader(init, 'idempotency-key')!);
        if (keys.length === 1) throw new TypeError('Failed to fetch');
        return { data: financedApplication };
      },
    ]);
    const user = userEvent.setup();
    renderIpo(await formPath());
    await fillFinanced(user);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application reference: P-2611-000013')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the server's refusal in its words", async () => {
    installFakeApi([
      ipoRoute,
      accountsRoute(),
      (url, init) =>
        url.pathname === '/api/ipo_applications' && init.method === 'POST'
          ? { code: 'E7068', message: 'Not enough cash for this application.' }
          : undefined,
    ]);
    const user = userEvent.setup();
    renderIpo(await formPath());
    await fillFinanced(user);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough cash for this application.');
  });

  it('says "IPO fee not loaded" with a retry when the issue cannot be read', async () => {
    let asked = 0;
    installFakeApi([
      accountsRoute(),
      (url) => {
        if (url.pathname !== '/api/ipos/IPO-1') return undefined;
        asked += 1;
        return asked === 1
          ? { code: 'E5000', message: 'Server error.' }
          : { data: { ipo: openIpo, applications: [] } };
      },
    ]);
    const user = userEvent.setup();
    renderIpo(await formPath());
    expect(await screen.findByText('The IPO fees could not be loaded. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'IPO application' })).toBeTruthy();
  });

  it("says the account does not support the currency's IPO", async () => {
    installFakeApi([ipoRoute, accountsRoute([usdAccount])]);
    renderIpo(await formPath());
    expect(await screen.findByText('Your account does not support IPOs in HKD.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });
});

describe('the application records', () => {
  it('shows the eIPO statuses and cancels a received application after confirming', async () => {
    let cancelled = false;
    const cancels: RequestInit[] = [];
    const rejected: IpoApplication = {
      ...receivedApplication,
      applicationID: 'APP-3',
      reference: 'P-2611-000014',
      status: 'REJECTED',
      eipoCode: 'REJ',
      displayStatus: 'REJECTED',
      canCancel: false,
      reason: 'Duplicate application.',
    };
    installFakeApi([
      (url, init) => {
        if (url.pathname === '/api/ipo_applications/APP-1/cancellations' && init.method === 'POST') {
          cancels.push(init);
          cancelled = true;
          return {
            data: {
              ...receivedApplication,
              status: 'CANCELLED',
              displayStatus: 'CANCELLED',
              canCancel: false,
            },
          };
        }
        if (url.pathname !== '/api/ipo_applications') return undefined;
        const first: IpoApplication = cancelled
          ? {
              ...receivedApplication,
              status: 'CANCELLED',
              eipoFlag: 'X',
              displayStatus: 'CANCELLED',
              canCancel: false,
            }
          : receivedApplication;
        return { data: { applications: [first, rejected] } };
      },
    ]);
    const user = userEvent.setup();
    renderIpo('/lantau/main/ipo/apply_record');
    const table = await screen.findByRole('table', { name: 'IPO applications' });
    await within(table).findByText('P-2611-000012');
    expect(within(table).getByText('Received').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'RECEIVED',
    );
    expect(within(table).getByText('Rejected')).toBeTruthy();
    expect(within(table).getByText('Duplicate application.')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /Cancel application/ })).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Cancel application P-2611-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this application?' });
    expect(dialog.textContent).toContain('10,128.50 HKD');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toHaveLength(1);
    expect(requestHeader(cancels[0]!, 'idempotency-key')).toBe('cancel-APP-1');
    expect(await within(table).findByText('Cancelled')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Cancel application/ })).toBeNull();
  });
});

describe('the apply root', () => {
  it('lists the open issues to choose from, and opens the form of one a link names', async () => {
    installFakeApi([
      ipoRoute,
      accountsRoute(),
      (url) =>
        url.pathname === '/api/ipos' && url.searchParams.get('view') === 'OPEN'
          ? { data: { ipos: [openIpo] } }
          : undefined,
    ]);
    const user = userEvent.setup();
    const first = renderIpo('/lantau/main/ipo/apply');
    const table = await screen.findByRole('table', { name: 'IPOs open for subscription' });
    await user.click(await within(table).findByRole('button', { name: 'Apply for 02999' }));
    expect(await screen.findByRole('heading', { name: 'IPO application' })).toBeTruthy();
    first.unmount();

    renderIpo(`/lantau/main/ipo/apply${await encryptQuery({ ipo: 'IPO-1' }, key)}`);
    expect(await screen.findByRole('heading', { name: 'IPO application' })).toBeTruthy();
  });
});
