import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders, setTestLanguage } from '../../test/render';
import { installFakeApi, testBrokers } from '../../test/fake-api';
import { FakeWebSocket } from '../../test/fake-websocket';
import { BrokerProvider } from '../../shared/broker';
import { i18n } from '../../shared/i18n';
import { getReturnPath, sessionStore } from '../../shared/session';
import { subscribeOrderUpdatesLost } from '../../shared/socket';
import { secureStorage } from '../../shared/storage';
import { useDialogStore } from '../../shared/ui/dialogs/dialog-store';
import { configureSessionExit } from './session-exit';
import { SessionLife } from './session-life';

beforeAll(async () => {
  await setTestLanguage('en');
  // The warning's code loads when it opens (session-life.tsx): here it is in already, as on a quick connection,
  // so the countdown below is read at the seconds it shows.
  await import('./session-expiry-dialog');
});

let goToLogin: ReturnType<typeof vi.fn<() => void>>;
let forgetUserData: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  secureStorage.remove('logoutReason');
  secureStorage.remove('returnPath');
  useDialogStore.setState({ sessionEnded: null, sessionEndedOpened: false });
  goToLogin = vi.fn<() => void>();
  forgetUserData = vi.fn<() => void>();
  configureSessionExit({
    currentPath: () => '/lantau/main/fund?q=sealed',
    goToLogin,
    forgetUserData,
    t: i18n.t.bind(i18n),
  });
  sessionStore.start({
    token: 't1',
    refreshToken: 'r1',
    signingKey: 'a2V5',
    sessionRemainSec: 90,
    sessionUpdatedAt: Date.now(),
    sessionTimeoutSec: 90,
    userID: 'LTU1001',
    userBroker: 'LTU',
    pendingTasks: [],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.clear();
  configureSessionExit(undefined);
});

/** Stands for the fund records on screen: counts the reads of their query. */
function FundRecordsOnScreen({ read }: { read: () => void }) {
  useQuery({
    queryKey: ['funds', 'requests'],
    queryFn: () => {
      read();
      return { requests: [] };
    },
  });
  return null;
}

function renderLife(children?: ReactNode) {
  return renderWithProviders(
    <MemoryRouter>
      <BrokerProvider value={testBrokers[0]!}>
        <SessionLife brokerCode="LTU" />
        {children}
      </BrokerProvider>
    </MemoryRouter>,
  );
}

/** Time passes a second at a time, so React renders between the timers it chains (as a browser would). */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 1_000) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(1_000, left)));
  }
}

describe('session life', () => {
  it('warns before the end with a countdown, and Extend gets new tokens', async () => {
    const fetch = installFakeApi([
      (url) =>
        url.pathname === '/api/auths/refresh'
          ? { data: { token: 't2', refreshToken: 'r2', sessionRemainSec: 90 } }
          : undefined,
    ]);
    renderLife();
    FakeWebSocket.latest()!.open();
    await advance(67_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_100);
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to end' });
    expect(screen.getByRole('timer').textContent).toBe('Your session will end in 22 seconds.');
    await advance(2_000);
    expect(screen.getByRole('timer').textContent).toBe('Your session will end in 20 seconds.');
    fireEvent.click(screen.getByRole('button', { name: 'Extend' }));
    await advance(50);
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/auths/refresh')).toBe(true);
    expect(sessionStore.get()).toMatchObject({ token: 't2', refreshToken: 'r2', sessionRemainSec: 90 });
    expect(
      dialog.isConnected && screen.queryByRole('dialog', { name: 'Your session is about to end' }),
    ).toBeFalsy();
  });

  it('at the end clears the session, closes the socket, keeps the page and shows the session-ended countdown', async () => {
    installFakeApi();
    renderLife();
    const socket = FakeWebSocket.latest()!;
    socket.open();
    await advance(90_100);
    expect(sessionStore.get()).toBeNull();
    expect(socket.readyState).toBe(3);
    expect(forgetUserData).toHaveBeenCalled();
    expect(getReturnPath()).toEqual({
      displayCode: 'lantau',
      userID: 'LTU1001',
      path: '/lantau/main/fund?q=sealed',
    });
    expect(useDialogStore.getState()).toMatchObject({
      sessionEndedOpened: true,
      sessionEnded: { title: 'Session timeout', kind: 'timeout', logoutReason: 'timeout' },
    });
  });

  it('ends the session when the server says another device logged in', async () => {
    installFakeApi();
    renderLife();
    const socket = FakeWebSocket.latest()!;
    socket.open();
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(JSON.parse(socket.sent[0] ?? '')).toMatchObject({
      type: 'hello',
      token: 't1',
      signature: expect.any(String),
    });
    act(() => socket.push({ type: 'logout', reason: 'OTHER_DEVICE_LOGIN' }));
    expect(sessionStore.get()).toBeNull();
    expect(useDialogStore.getState().sessionEnded).toMatchObject({
      title: 'Logged in on another device',
      message: 'You were logged in on another device. Please log in again.',
      kind: 'kickOff',
      logoutReason: 'kickOff',
    });
  });

  it('shows the unstable-network dialog 5 s into an outage and hides it on reconnection', async () => {
    installFakeApi();
    renderLife();
    const first = FakeWebSocket.latest()!;
    first.open();
    act(() => first.drop());
    await advance(4_900);
    expect(screen.queryByRole('dialog', { name: 'Unstable network' })).toBeNull();
    await advance(200);
    expect(screen.getByRole('dialog', { name: 'Unstable network' })).toBeTruthy();
    // The client tries again after 2-5 s; the attempt in progress now succeeds.
    const retry = FakeWebSocket.instances.find((socket) => socket !== first && socket.readyState === 0)!;
    act(() => retry.open());
    expect(screen.queryByRole('dialog', { name: 'Unstable network' })).toBeNull();
  });

  it('reads the socket-fed data again when the session socket is back (frames sent meanwhile were lost)', async () => {
    installFakeApi();
    const read = vi.fn();
    const ordersLost = vi.fn();
    const unsubscribe = subscribeOrderUpdatesLost(ordersLost);
    renderLife(<FundRecordsOnScreen read={read} />);
    await vi.waitFor(() => expect(read).toHaveBeenCalledOnce());
    const first = FakeWebSocket.latest()!;
    first.open();
    act(() => first.push({ type: 'ready', sessionRemainSec: 90 }));
    await advance(1_000);
    expect(read).toHaveBeenCalledOnce();
    act(() => first.drop());
    await advance(5_000);
    const retry = FakeWebSocket.instances.find((socket) => socket !== first && socket.readyState === 0)!;
    act(() => retry.open());
    act(() => retry.push({ type: 'ready', sessionRemainSec: 80 }));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(ordersLost).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('rebuilds the socket when the refresh token changes', async () => {
    installFakeApi();
    renderLife();
    const first = FakeWebSocket.latest()!;
    act(() => sessionStore.applyTokens({ token: 't2', refreshToken: 'r2' }));
    expect(first.readyState).toBe(3);
    const second = FakeWebSocket.latest()!;
    expect(second).not.toBe(first);
    second.open();
    await vi.waitFor(() => expect(second.sent).toHaveLength(1));
    expect(JSON.parse(second.sent[0] ?? '')).toMatchObject({
      type: 'hello',
      token: 't2',
      signature: expect.any(String),
    });
  });
});
