import type { FundRequestStatus, IpoApplicationStatus, SessionServerFrame } from '@lantau/contract';

type LogoutReason = Extract<SessionServerFrame, { type: 'logout' }>['reason'];
type OrderbookFrame = Extract<SessionServerFrame, { type: 'orderbook' }>;

/** Things that happen in one part of the platform and matter to connected clients elsewhere. */
export type PlatformEvent =
  /** A session was ended (another login, logout, password reset, stolen refresh token). */
  | { type: 'session-ended'; sessionId: string; reason: LogoutReason }
  /** A new app-OTP prefix was issued for a user: the companion app shows it beside its code. */
  | { type: 'otp-prefix'; userId: string; prefix: string; expiresInSeconds: number }
  /** A broker's row or configuration changed: every node drops its cached copy of brokers. */
  | { type: 'broker-changed'; brokerCode: string }
  /** A live session's row changed (refresh-token rotation, a slide of its expiry): nodes drop their copy. */
  | { type: 'session-changed'; sessionId: string }
  /** What a user's sessions are checked against changed (password, agreement): nodes drop their copies. */
  | { type: 'user-changed'; userId: string }
  /** A user's quote plans changed (clicks spent, a plan set): nodes drop their copy. */
  | { type: 'quote-plans-changed'; userId: string }
  /** One of a user's orders changed (placed, acknowledged, filled, amended, cancelled, expired). */
  | { type: 'order-changed'; userId: string; order: Omit<OrderbookFrame, 'type'> }
  /** One of a user's fund requests moved (staff, the demo's processing, the client in another tab), committed. */
  | { type: 'fund-changed'; userId: string; requestID: string; status: FundRequestStatus }
  /** A user's dividends changed (a payment), committed. */
  | { type: 'dividends-changed'; userId: string }
  /** One of a user's IPO applications moved (received, debited, allotted, refunded, voided), committed. */
  | { type: 'ipo-application-changed'; userId: string; applicationID: string; status: IpoApplicationStatus };

/**
 * Delivers events to every subscriber. The in-process bus serves one server; with several server nodes a
 * Redis pub/sub implementation of the same interface lets a logout on one node reach a socket on another.
 */
export interface EventBus {
  publish(event: PlatformEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: PlatformEvent) => void): () => void;
}

export function createInProcessEventBus(): EventBus {
  const listeners = new Set<(event: PlatformEvent) => void>();
  return {
    async publish(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
