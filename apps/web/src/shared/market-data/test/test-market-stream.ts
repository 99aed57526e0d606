import { act } from '@testing-library/react';
import { createQuoteStore } from '../quote-store';
import { createStreamHub } from '../stream-hub';
import type { MarketStream } from '../market-stream';

/**
 * A market stream for component tests: the fake WebSocket of the test setup, and frames that paint only when
 * the test says so. Provide it with MarketStreamContext.
 */
export function createTestMarketStream() {
  const frames: (() => void)[] = [];
  const store = createQuoteStore((callback) => void frames.push(callback));
  const hub = createStreamHub({
    store,
    credentials: () => ({ token: 'token', signingKey: 'A'.repeat(43) }),
    url: 'ws://test/ws/stream',
  });
  const stream: MarketStream = { store, hub };
  hub.client.connect();
  const paint = () => act(() => frames.splice(0).forEach((callback) => callback()));
  return { stream, paint };
}
