import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { publishOrderUpdate, publishOrderUpdatesLost } from '../../shared/socket';
import { orderKeys } from './api/order-keys';
import type { OrderList } from './api/get-orders';
import { sampleOrder } from './test/sample-order';
import { patchCachedOrders, useLiveOrderUpdates } from './use-live-order-updates';

const todaysOrders = orderKeys.list(undefined, undefined);

/** A client whose data stays fresh for a minute, as the app's does, holding today's list of one order. */
function clientWithList(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  queryClient.setQueryData<OrderList>(todaysOrders, { total: 1, orders: [sampleOrder()] });
  return queryClient;
}

const isStale = (queryClient: QueryClient) =>
  queryClient.getQueryCache().find({ queryKey: todaysOrders })!.isStale();

describe('patchCachedOrders', () => {
  it('writes a listed order’s status and filled quantity into the list', () => {
    const queryClient = clientWithList();
    patchCachedOrders(queryClient, {
      orderID: 'O-1001',
      accountNumber: 'C1001',
      status: 'PFL',
      filledQuantity: 40,
    });
    const list = queryClient.getQueryData<OrderList>(todaysOrders)!;
    expect(list.orders[0]).toMatchObject({ status: 'PFL', filledQuantity: 40 });
  });

  it('leaves a list without the order stale, so it is read again (a frame behind the placement’s invalidation)', () => {
    const queryClient = clientWithList();
    // The placement's answer invalidated the lists; its acknowledgement frame comes after.
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    patchCachedOrders(queryClient, {
      orderID: 'O-1002',
      accountNumber: 'C1001',
      status: 'ACK',
      filledQuantity: 0,
    });
    expect(isStale(queryClient)).toBe(true);
    expect(queryClient.getQueryData<OrderList>(todaysOrders)!.orders).toHaveLength(1);
  });
});

describe('useLiveOrderUpdates', () => {
  it('invalidates at once when the screen is left with a refetch still pending', () => {
    const queryClient = clientWithList();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveOrderUpdates(), { wrapper });
    publishOrderUpdate({ orderID: 'O-1001', accountNumber: 'C1001', status: 'FFL', filledQuantity: 100 });
    // Patched on screen, and fresh until the debounced refetch...
    expect(isStale(queryClient)).toBe(false);
    // ...which leaving the screen within the debounce must not drop.
    unmount();
    expect(isStale(queryClient)).toBe(true);
  });

  it('reads the orders again when updates were lost to a reconnection of the session socket', () => {
    const queryClient = clientWithList();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveOrderUpdates(), { wrapper });
    expect(isStale(queryClient)).toBe(false);
    publishOrderUpdatesLost();
    expect(isStale(queryClient)).toBe(true);
    unmount();
  });
});
