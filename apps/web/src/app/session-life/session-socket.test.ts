import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-websocket';
import { createSessionSocket, handleSessionFrame, sessionFrameHandler } from './session-socket';

const signingKey = 'A'.repeat(43);

/** The hello a socket sent once its signature was computed (Web Crypto answers asynchronously). */
async function sentHello(socket: FakeWebSocket) {
  await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
  return JSON.parse(socket.sent[0] ?? '') as Record<string, unknown>;
}

afterEach(() => vi.useRealTimers());

/** Every action a frame can take, each a spy. */
const frameActions = () => ({
  endSession: vi.fn(),
  setOtpPrefix: vi.fn(),
  setRemainingSeconds: vi.fn(),
  updateOrder: vi.fn(),
  updateFund: vi.fn(),
  refreshDividends: vi.fn(),
  updateIpoApplication: vi.fn(),
});

describe('session socket', () => {
  it('connects to /ws/session on the page host and says a signed hello with the current token each time', async () => {
    vi.useFakeTimers();
    let token = 't1';
    const onFrame = vi.fn();
    const client = createSessionSocket({ credentials: () => ({ token, signingKey }), onFrame });
    client.connect();
    const first = FakeWebSocket.latest()!;
    expect(first.url).toBe(`ws://${window.location.host}/ws/session`);
    first.open();
    expect(await sentHello(first)).toMatchObject({ type: 'hello', token: 't1' });
    first.push({ type: 'ready', sessionRemainSec: 80 });
    expect(onFrame).toHaveBeenCalledWith({ type: 'ready', sessionRemainSec: 80 });
    token = 't2';
    first.drop();
    vi.advanceTimersByTime(5_000);
    const second = FakeWebSocket.latest()!;
    expect(second).not.toBe(first);
    second.open();
    expect(await sentHello(second)).toMatchObject({ type: 'hello', token: 't2' });
    client.close();
  });

  it('turns each logout reason into its way of ending the session, and keeps the prefix', () => {
    const actions = frameActions();
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
    handleSessionFrame(
      { type: 'orderbook', orderID: 'O1', accountNumber: 'C001', status: 'PFL', filledQuantity: 100 },
      actions,
    );
    expect(actions.updateOrder).toHaveBeenCalledWith({
      orderID: 'O1',
      accountNumber: 'C001',
      status: 'PFL',
      filledQuantity: 100,
    });
    handleSessionFrame({ type: 'fundrequest', requestID: 'F1', status: 'CLS' }, actions);
    expect(actions.updateFund).toHaveBeenCalledWith({ requestID: 'F1', status: 'CLS' });
    handleSessionFrame({ type: 'dividends' }, actions);
    expect(actions.refreshDividends).toHaveBeenCalledOnce();
    handleSessionFrame({ type: 'ipoapplication', applicationID: 'A1', status: 'ALLOTTED' }, actions);
    expect(actions.updateIpoApplication).toHaveBeenCalledWith({ applicationID: 'A1', status: 'ALLOTTED' });
  });

  it('catches up after every reconnection: each `ready` but the first', () => {
    const actions = frameActions();
    const catchUp = vi.fn();
    const onFrame = sessionFrameHandler(actions, catchUp);
    onFrame({ type: 'ready', sessionRemainSec: 80 });
    onFrame({ type: 'dividends' });
    expect(catchUp).not.toHaveBeenCalled();
    onFrame({ type: 'ready', sessionRemainSec: 70 });
    expect(catchUp).toHaveBeenCalledOnce();
    onFrame({ type: 'ready', sessionRemainSec: 60 });
    expect(catchUp).toHaveBeenCalledTimes(2);
    expect(actions.setRemainingSeconds.mock.calls).toEqual([[80], [70], [60]]);
  });
});
