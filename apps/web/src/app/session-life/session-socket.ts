import { sessionServerFrameSchema, socketPaths, type SessionServerFrame } from '@lantau/contract';
import {
  createSignedSocket,
  type SocketCredentials,
  type OrderUpdate,
  type SocketClient,
  type WebSocketFactory,
} from '../../shared/socket';
import type { FundUpdate } from '../../features/fund';
import type { IpoApplicationUpdate } from '../../features/ipo';
import type { SessionEndKind } from './forced-exit';

export interface SessionSocketOptions {
  /** The session the signed hello speaks for, read at each (re)connection: it may have been rotated since. */
  credentials: () => SocketCredentials | undefined;
  onFrame: (frame: SessionServerFrame) => void;
  url?: string;
  createWebSocket?: WebSocketFactory;
}

/** The session socket (/ws/session): says a signed hello on every connection, then listens. */
export function createSessionSocket(options: SessionSocketOptions): SocketClient {
  return createSignedSocket<SessionServerFrame>({
    path: socketPaths.session,
    credentials: options.credentials,
    url: options.url,
    schema: sessionServerFrameSchema,
    onMessage: options.onFrame,
    createWebSocket: options.createWebSocket,
  });
}

const endKinds: Record<Extract<SessionServerFrame, { type: 'logout' }>['reason'], SessionEndKind> = {
  OTHER_DEVICE_LOGIN: 'kickOff',
  LOGGED_OUT: 'loggedOut',
  SESSION_EXPIRED: 'timeout',
  PASSWORD_RESET: 'passwordReset',
};

export interface SessionFrameActions {
  endSession: (kind: SessionEndKind) => void;
  setOtpPrefix: (prefix: string, expiresInSeconds: number) => void;
  setRemainingSeconds: (seconds: number) => void;
  /** An order changed: the screens showing orders update. */
  updateOrder: (update: OrderUpdate) => void;
  /** A fund request moved: its lists and the balances follow. */
  updateFund: (update: FundUpdate) => void;
  /** A dividend was paid: the dividends and the balances follow. */
  refreshDividends: () => void;
  /** An IPO application moved (debited, allotted, refunded, voided): its records and the balances follow. */
  updateIpoApplication: (update: IpoApplicationUpdate) => void;
}

/**
 * The frame handler of one session socket. The server says `ready` after each signed hello, so every `ready` after
 * the first follows a reconnection: the frames it sent while the connection was down are lost, and `catchUp`
 * has what they feed (orders, fund requests, dividends, IPO applications, balances) read again.
 */
export function sessionFrameHandler(
  actions: SessionFrameActions,
  catchUp: () => void,
): (frame: SessionServerFrame) => void {
  let connections = 0;
  return (frame) => {
    handleSessionFrame(frame, actions);
    if (frame.type === 'ready' && ++connections > 1) catchUp();
  };
}

/** What each server frame does to the session. */
export function handleSessionFrame(frame: SessionServerFrame, actions: SessionFrameActions): void {
  switch (frame.type) {
    case 'logout':
      actions.endSession(endKinds[frame.reason]);
      return;
    case 'otpprefix':
      actions.setOtpPrefix(frame.prefix, frame.expiresInSeconds);
      return;
    case 'ready':
      actions.setRemainingSeconds(frame.sessionRemainSec);
      return;
    case 'orderbook': {
      const { type: _type, ...update } = frame;
      actions.updateOrder(update);
      return;
    }
    case 'fundrequest': {
      const { type: _type, ...update } = frame;
      actions.updateFund(update);
      return;
    }
    case 'dividends':
      actions.refreshDividends();
      return;
    case 'ipoapplication': {
      const { type: _type, ...update } = frame;
      actions.updateIpoApplication(update);
      return;
    }
    case 'pong':
      return;
  }
}
