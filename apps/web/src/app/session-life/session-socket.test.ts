import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-websocket';
import { createSessionSocket, handleSessionFrame } from './session-socket';

afterEach(() => vi.useRealTimers());

describe('session socket', () => {
  it('connects to /ws/session on the page host and says hello with the current token each time', () => {
    vi.useFakeTimers();
    let token = 't1';
    const onFrame = vi.fn();
    const client = createSessionSocket({ token: () => token, onFrame });
    client.connect();
    const first = FakeWebSocket.latest()!;
    expect(first.url).toBe(`ws://${window.location.host}/ws/session`);
    first.open();
    expect(first.sent).toEqual(['{"type":"hello","token":"t1"}']);
    first.push({ type: 'ready', sessionRemainSec: 80 });
    expect(onFrame).toHaveBeenCalledWith({ type: 'ready', sessionRemainSec: 80 });
    token = 't2';
    first.drop();
    vi.advanceTimersByTime(5_000);
    const second = FakeWebSocket.latest()!;
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual(['{"type":"hello","token":"t2"}']);
    client.close();
  });

  it('turns each logout reason into its way of ending the session, and keeps the prefix', () => {
    const actions = { endSession: vi.fn(), setOtpPrefix: vi.fn(), setRemainingSeconds: vi.fn() };
    for (const reason of ['OTHER_DEVICE_LOGIN', 'LOGGED_OUT', 'SESSION_EXPIRED', 'PASSWORD_RESET'] as const) {
      handleSessionFrame({ type: 'logout', reason }, actions);
    }
    expect(actions.endSession.mock.calls.map(([kind]) => kind)).toEqual([
      'kickOff',
      'loggedOut',
      'timeout',
      'passwordReset',
    ]);
    handleSessionFrame({ type: 'otpprefix', prefix: 'QZ', expiresInSeconds: 30 }, actions);
    expect(actions.setOtpPrefix).toHaveBeenCalledWith('QZ', 30);
    handleSessionFrame({ type: 'ready', sessionRemainSec: 42 }, actions);
    expect(actions.setRemainingSeconds).toHaveBeenCalledWith(42);
  });
});
