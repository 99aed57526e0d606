import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setTestLanguage } from '../../test/render';
import { ActionButtons } from './action-buttons';

beforeAll(() => setTestLanguage('en'));

describe('action buttons', () => {
  it('submits the form without an onConfirm, and cancels', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <ActionButtons cancelLabel="Cancel" onCancel={onCancel} confirmLabel="Save" pending={false} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('confirms by onConfirm without submitting, and shows the last failure', async () => {
    const onSubmit = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <ActionButtons
          error={new Error('down')}
          cancelLabel="Cancel"
          onCancel={() => {}}
          confirmLabel="Withdraw"
          pending={false}
          onConfirm={onConfirm}
          start={<span>Restore</span>}
        />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Restore')).toBeTruthy();
  });
});
