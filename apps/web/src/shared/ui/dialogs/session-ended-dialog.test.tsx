import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { getLogoutReason, storeLogoutReason } from '../../session';
import { secureStorage } from '../../storage';
import { SessionEndedDialog, type SessionEndedDialogProps } from './session-ended-dialog';

beforeAll(() => setTestLanguage('en'));
beforeEach(() => {
  vi.useFakeTimers();
  secureStorage.remove('logoutReason');
});
afterEach(() => vi.useRealTimers());

/** Closes itself on a result, as the app does. */
function Harness(props: Partial<SessionEndedDialogProps> & { onResult: (result: boolean) => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <SessionEndedDialog
      opened={opened}
      title="Session timeout"
      message="Please log in again."
      kind="timeout"
      {...props}
      onResult={(result) => {
        setOpened(false);
        props.onResult(result);
      }}
    />
  );
}

const countdownText = () => screen.queryByRole('timer')?.textContent;

describe('session-ended dialog', () => {
  it('shows title, message, Confirm and no way to dismiss it otherwise', () => {
    const onResult = vi.fn();
    renderWithProviders(<Harness onResult={onResult} />);
    expect(screen.getByRole('dialog', { name: 'Session timeout' })).toBeTruthy();
    expect(screen.getByText('Please log in again.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Confirm']);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onResult).not.toHaveBeenCalled();
    expect(countdownText()).toBeUndefined();
  });

  it('counts down from 60, one a second', () => {
    renderWithProviders(<Harness countdown onResult={vi.fn()} />);
    expect(countdownText()).toBe('You will jump back to login after 60 seconds.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdownText()).toBe('You will jump back to login after 59 seconds.');
    act(() => vi.advanceTimersByTime(58_000));
    expect(countdownText()).toBe('You will jump back to login after 1 seconds.');
  });

  it('announces the countdown politely at a few moments only, not every second', () => {
    renderWithProviders(<Harness countdown onResult={vi.fn()} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('You will jump back to login after 60 seconds.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(status.textContent).toBe('You will jump back to login after 60 seconds.');
    act(() => vi.advanceTimersByTime(14_000));
    expect(status.textContent).toBe('You will jump back to login after 45 seconds.');
    act(() => vi.advanceTimersByTime(3_000));
    expect(status.textContent).toBe('You will jump back to login after 45 seconds.');
  });

  it('at zero stores the default reason, closes with a positive result and stops', () => {
    const onResult = vi.fn();
    renderWithProviders(<Harness countdown onResult={onResult} />);
    act(() => vi.advanceTimersByTime(59_999));
    expect(onResult).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onResult).toHaveBeenCalledExactlyOnceWith(true);
    expect(getLogoutReason()).toBe('timeout');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stores a supplied reason at zero', () => {
    renderWithProviders(<Harness countdown logoutReason="kickOff" kind="kickOff" onResult={vi.fn()} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(getLogoutReason()).toBe('kickOff');
  });

  it('on Confirm during the countdown removes the stored reason and closes', () => {
    storeLogoutReason('timeout');
    const onResult = vi.fn();
    renderWithProviders(<Harness countdown onResult={onResult} />);
    act(() => vi.advanceTimersByTime(5_000));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith(true);
    expect(getLogoutReason()).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onResult).toHaveBeenCalledTimes(1);
  });
});
