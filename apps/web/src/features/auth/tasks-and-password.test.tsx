import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setTestLanguage } from '../../test/render';
import { installFakeApi } from '../../test/fake-api';
import { discoverShellRoutes, routes } from '../../app/routes';
import { sessionStore, storeDisplayCode } from '../../shared/session';

beforeAll(() => setTestLanguage('en'));
beforeEach(() => {
  storeDisplayCode('lantau');
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('disclaimer-box') ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('disclaimer-box') ? 160 : 0;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

function startSession(pendingTasks: ('ADDITIONAL_AGREEMENT' | 'CHANGE_PASSWORD')[]) {
  sessionStore.start({
    token: 'tok',
    refreshToken: 'ref',
    signingKey: 'c2lnbmluZy1rZXk',
    sessionRemainSec: 1800,
    sessionUpdatedAt: Date.now(),
    userID: 'LTU1003',
    userBroker: 'LTU',
    pendingTasks,
  });
}

function identityApi() {
  return installFakeApi([
    (url) =>
      url.pathname === '/api/brokers/LTU/tips' && url.searchParams.get('tipKey') === 'AdditionalAgreement'
        ? { data: [{ tipKey: 'AdditionalAgreement', content: 'You agree to electronic statements.' }] }
        : undefined,
    (url) => (url.pathname === '/api/users/LTU1003/agreements' ? { data: null } : undefined),
    (url, init) => {
      if (url.pathname !== '/api/users/LTU1003/passwords') return undefined;
      const { oldPassword } = body(init);
      return oldPassword === 'TempLtu1003'
        ? { data: null }
        : { code: 'E2012', message: 'Current password incorrect.' };
    },
  ]);
}

// The first page under a session loads through the session's pages (app/session-pages.ts), which a cold test
// run transforms first: more than findBy's second on a busy machine.
const COLD_LOAD = { timeout: 8000 };

const passwordField = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('post-login tasks', () => {
  it('keeps the shell closed and runs the agreement, then the password change, then opens the shell', async () => {
    const fetch = identityApi();
    const user = userEvent.setup();
    startSession(['ADDITIONAL_AGREEMENT', 'CHANGE_PASSWORD']);
    const { router } = renderRoutes(routes, '/lantau/main', discoverShellRoutes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Before you start' }, COLD_LOAD),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lantau/index/task_after_login');
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();

    const agreement = await screen.findByRole('region', { name: 'Additional agreement' });
    await screen.findByText('You agree to electronic statements.');
    const accept = screen.getByRole('checkbox', { name: 'I have read and accept the additional agreement' });
    expect((accept as HTMLInputElement).disabled).toBe(true);
    agreement.scrollTop = 440;
    fireEvent.scroll(agreement);
    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Change your password' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    const agreementCall = fetch.mock.calls.find(
      ([input]) => String(input) === '/api/users/LTU1003/agreements',
    )!;
    expect(body(agreementCall[1]!)).toEqual({ agreementKey: 'ADDITIONAL_AGREEMENT' });
    expect(sessionStore.get()).toMatchObject({
      pendingTasks: ['CHANGE_PASSWORD'],
      isReadedAdditionalAgreement: true,
    });

    await user.type(passwordField(/^Current password/), 'TempLtu1003');
    await user.type(passwordField(/^New password/), 'Fresh2026x');
    await user.type(passwordField(/^Confirm new password/), 'Fresh2026x');
    await user.click(screen.getByRole('button', { name: 'Change password and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lantau/main'));
    expect(sessionStore.get()?.pendingTasks).toEqual([]);
  }, 20_000);
});

describe('change password page', () => {
  it('checks the three rules live, then reports a wrong current password from the server', async () => {
    const fetch = identityApi();
    const user = userEvent.setup();
    startSession([]);
    renderRoutes(routes, '/lantau/index/update_password', discoverShellRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' }, COLD_LOAD)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();

    const rules = screen.getByRole('list', { name: 'Your new password needs' });
    await user.type(passwordField(/^Current password/), 'Secret2026');
    await user.type(passwordField(/^New password/), 'Secret2026');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(5);
    await user.type(passwordField(/^Confirm new password/), 'Secret2025');
    expect(screen.getByText('The confirmation does not match the new password.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The new password must be different from the current one.')).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/passwords'))).toBe(false);

    await user.clear(passwordField(/^New password/));
    await user.type(passwordField(/^New password/), 'short');
    expect(screen.getByText(/This password is too weak/)).toBeTruthy();
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(2);

    await user.clear(passwordField(/^New password/));
    await user.type(passwordField(/^New password/), 'Harbour2027');
    await user.clear(passwordField(/^Confirm new password/));
    await user.type(passwordField(/^Confirm new password/), 'Harbour2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();

    await user.clear(passwordField(/^Current password/));
    await user.type(passwordField(/^Current password/), 'TempLtu1003');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    const change = fetch.mock.calls
      .filter(([input]) => String(input) === '/api/users/LTU1003/passwords')
      .at(-1)!;
    expect(change[1]!.method).toBe('PATCH');
    expect(body(change[1]!)).toEqual({
      oldPassword: 'TempLtu1003',
      newPassword: 'Harbour2027',
      confirmation: 'Harbour2027',
    });
  }, 20_000);
});
