import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { ErrorDialog } from './error-dialog';
import { QrCodeDialog } from './qr-code-dialog';
import { MultiChartTutorialDialog } from './multi-chart-tutorial-dialog';
import { UnstableNetworkDialog } from './unstable-network-dialog';
import { showErrorDialog } from './dialog-store';

beforeAll(() => setTestLanguage('en'));

function mockSmallScreen(small: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: small, media: query, addEventListener() {}, removeEventListener() {} }) as never,
  );
}

describe('generic error dialog', () => {
  it('shows the title, at most three lines, and cannot be dismissed without its button', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ErrorDialog opened title="System tip" lines={['one', 'two', 'three', 'four']} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'System tip' });
    expect(screen.getByText('three')).toBeTruthy();
    expect(screen.queryByText('four')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with its optional button', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ErrorDialog opened title="Oops" lines={[]} closeLabel="Back to login" onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('can be raised from outside React through the host the providers hold, and resolves when closed', async () => {
    renderWithProviders(<main />);
    let closed = false;
    act(
      () =>
        void showErrorDialog({ title: 'Request error', lines: ['Status 500'], closeLabel: 'OK' }).then(
          () => (closed = true),
        ),
    );
    // The host loads the dialog's code with the first dialog (deferred-dialog-host.tsx).
    expect(await screen.findByRole('dialog', { name: 'Request error' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});

describe('QR code dialog', () => {
  it('is 280 wide on regular screens and 200 on small ones, with a default title', () => {
    mockSmallScreen(false);
    const { unmount } = renderWithProviders(
      <QrCodeDialog opened onClose={vi.fn()} value="https://lantau.hk/app" />,
    );
    expect(screen.getByRole('dialog', { name: 'Scan the QR code' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Scan the QR code' }).getAttribute('data-size')).toBe('280');
    unmount();
    mockSmallScreen(true);
    renderWithProviders(<QrCodeDialog opened onClose={vi.fn()} value="x" title="Download the app" />);
    expect(screen.getByRole('img', { name: 'Download the app' }).getAttribute('data-size')).toBe('200');
    vi.restoreAllMocks();
  });
});

describe('multi-chart tutorial', () => {
  it('walks three steps back and forth and offers feedback', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onFeedback = vi.fn();
    renderWithProviders(<MultiChartTutorialDialog opened onClose={onClose} onFeedback={onFeedback} />);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Link charts by colour' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Tell us what you think of multi-chart mode' }));
    expect(onFeedback).toHaveBeenCalled();
  });
});

describe('unstable network dialog', () => {
  it('is persistent and confirms', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<UnstableNetworkDialog opened onConfirm={onConfirm} />);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Unstable network' }), { key: 'Escape' });
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});
