import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { certificateMaxBytes } from '@lantau/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../test/fake-api';
import { setTestLanguage } from '../../../test/render';
import { sessionStore } from '../../../shared/session';
import { cashAccount } from '../../account/test/account-fixtures';
import { renderFundFlow } from '../test/render-fund-flow';
import { fundSettings, placedDeposit } from '../test/fund-fixtures';
import { DepositFlow } from './deposit-flow';

interface Posted {
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

function api() {
  const posted: Posted[] = [];
  installFakeApi([
    (url, init) => {
      if (init.method !== 'POST') return undefined;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const idempotencyKey = new Headers(init.headers).get('idempotency-key');
      posted.push({ path: url.pathname, body, idempotencyKey });
      if (url.pathname === '/api/funds/certificates')
        return { data: { certificateID: 'CERT-1', sizeBytes: 4 } };
      if (url.pathname === '/api/funds/deposits') return { data: placedDeposit(String(body.amount)) };
      return undefined;
    },
    (url) => (url.pathname === '/api/funds/settings' ? { data: fundSettings } : undefined),
    (url) => (url.pathname === '/api/accounts' ? { data: [cashAccount] } : undefined),
    (url) =>
      url.pathname === '/api/markets/banks'
        ? {
            data: [
              {
                bankCode: '024',
                name: { en_US: 'Hang Seng Bank', zh_HK: '恒生銀行', zh_CN: '恒生银行' },
                swiftCode: 'HASEHKHH',
                fps: true,
                edda: true,
              },
            ],
          }
        : undefined,
  ]);
  return posted;
}

const image = (bytes: number, name = 'receipt.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeAll(async () => {
  await setTestLanguage('en');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => sessionStore.start({ token: 'token', userID: 'LTU1004' }));
afterEach(() => sessionStore.clear());

const render = (path?: string) => renderFundFlow(<DepositFlow />, 'deposit', path);

describe('the deposit flow', () => {
  it('goes currency, method, details, confirmation, success, and submits once under an Idempotency-Key', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const posted = api();
    const { router } = render();

    await user.click(await screen.findByRole('radio', { name: 'USD' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // USD takes neither FPS nor eDDA (HKD only).
    expect(await screen.findByRole('radio', { name: /Online banking transfer/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /FPS/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('radio', { name: 'HKD' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: /FPS/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Online banking transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/lantau/main/fund/deposit/form_submission');

    // This broker allows payments from unregistered accounts, so the form asks.
    expect(await screen.findByRole('checkbox', { name: /not registered with the broker/ })).toBeTruthy();
    // The broker's account to pay into is shown for the chosen payee bank.
    expect(await screen.findByText('004-123-456789-001')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Attach the transfer certificate.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lantau/main/fund/deposit/form_submission');

    await user.selectOptions(screen.getByRole('combobox', { name: /Your bank/ }), '024');
    await user.type(screen.getByRole('textbox', { name: /Account holder name/ }), 'YEUNG Chi Wai');
    await user.type(screen.getByRole('textbox', { name: /Your bank account number/ }), '024-888-999999');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '999.999');
    expect((screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('999.99');
    const file = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(file, image(certificateMaxBytes + 1, 'huge.png'));
    expect(
      await screen.findByText(/huge\.png is 10\.0 MB; the certificate may be at most 10 MB/),
    ).toBeTruthy();
    await user.upload(file, image(10, 'receipt.gif', 'image/gif'));
    expect(await screen.findByText(/receipt\.gif is not a PNG, JPEG, WebP or PDF file/)).toBeTruthy();
    await user.upload(file, image(4));
    const preview = await screen.findByRole('img', { name: 'Preview of the transfer certificate' });
    expect(preview.getAttribute('src')).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The amount is below the minimum shown.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1000.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Check your deposit' })).toBeTruthy();
    expect(screen.getByText('1,000.50 HKD')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please agree to the deposit agreement.')).toBeTruthy();
    expect(posted).toEqual([]);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and agree to the deposit agreement' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Deposit request submitted' })).toBeTruthy();
    expect(posted.map((call) => call.path)).toEqual(['/api/funds/certificates', '/api/funds/deposits']);
    expect(posted[0]!.body).toMatchObject({
      fileName: 'receipt.png',
      contentType: 'image/png',
      dataBase64: 'AAAAAA==',
    });
    expect(posted[1]!.body).toEqual({
      accountNumber: 'LTU1004C',
      currency: 'HKD',
      method: 'E_BANK',
      amount: '1000.50',
      payerBank: '024',
      payerAccountName: 'YEUNG Chi Wai',
      payerAccountNumber: '024-888-999999',
      payeeBankID: 'PB-HKD-1',
      nonRegisteredBank: false,
      certificateID: 'CERT-1',
    });
    expect(posted[1]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes a PDF certificate as the server does: named, not drawn, and uploaded as a PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const posted = api();
    render();
    await user.click(await screen.findByRole('radio', { name: 'HKD' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Online banking transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.selectOptions(await screen.findByRole('combobox', { name: /Your bank/ }), '024');
    await user.type(screen.getByRole('textbox', { name: /Account holder name/ }), 'YEUNG Chi Wai');
    await user.type(screen.getByRole('textbox', { name: /Your bank account number/ }), '024-888-999999');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1000.5');
    const file = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(file.accept).toBe('image/png,image/jpeg,image/webp,application/pdf');
    await user.upload(file, image(certificateMaxBytes + 1, 'huge.pdf', 'application/pdf'));
    expect(
      await screen.findByText(/huge\.pdf is 10\.0 MB; the certificate may be at most 10 MB/),
    ).toBeTruthy();
    await user.upload(file, image(6, 'receipt.pdf', 'application/pdf'));
    expect(await screen.findByText('Chosen: receipt.pdf (1 KB)')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of the transfer certificate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Check your deposit' })).toBeTruthy();
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and agree to the deposit agreement' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Deposit request submitted' })).toBeTruthy();
    expect(posted[0]).toMatchObject({
      path: '/api/funds/certificates',
      body: { fileName: 'receipt.pdf', contentType: 'application/pdf', dataBase64: 'AAAAAAAA' },
    });
    expect(posted[1]!.body).toMatchObject({ certificateID: 'CERT-1', amount: '1000.50' });
  });

  it('sends a later step opened without the earlier ones back to the currency step', async () => {
    api();
    const { router } = render('/lantau/main/fund/deposit/confirmation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lantau/main/fund/deposit'));
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeTruthy();
  });
});
