import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order } from '@lantau/contract';
import { subscribeOrderUpdates, subscribeOrderUpdatesLost, type OrderUpdate } from '../../shared/socket';
import { orderKeys } from './api/order-keys';
import type { OrderList } from './api/get-orders';

/** A burst of fills arrives as many frames: one refetch after they settle, not one per frame. */
export const REFETCH_AFTER_MS = 300;

const listsKey = [...orderKeys.all, 'list'] as const;

function applyUpdate(order: Order, update: OrderUpdate): Order {
  return order.orderID === update.orderID
    ? { ...order, status: update.status, filledQuantity: update.filledQuantity }
    : order;
}

/**
 * Writes the frame into every cached list that holds its order, so the status changes on screen without a round
 * trip. A list without the order (one placed since the list was fetched) is not written: writing data marks a
 * query fresh, and the order placed a moment ago would then stay missing from the list for the whole stale time.
 * Such lists are invalidated instead. (The order's frame can arrive after the placement's own invalidation: its
 * acknowledgement is written, then announced, behind the answer.)
 */
export function patchCachedOrders(queryClient: QueryClient, update: OrderUpdate): void {
  let missing = false;
  queryClient.setQueriesData<OrderList>({ queryKey: listsKey }, (list) => {
    if (list === undefined) return list;
    if (!list.orders.some((order) => order.orderID === update.orderID)) {
      missing = true;
      return undefined;
    }
    return { ...list, orders: list.orders.map((order) => applyUpdate(order, update)) };
  });
  if (missing) void queryClient.invalidateQueries({ queryKey: listsKey });
}

/** Everything a fill or a status change makes out of date: every order call, and the accounts. */
function invalidateAfterOrderEvents(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  // A fill moves cash and positions: balances, buying power and sellable quantities follow.
  void queryClient.invalidateQueries({ queryKey: ['accounts'] });
}

/**
 * Keeps the order screens live from the session socket's `orderbook` frames: the status and filled quantity
 * at once, then (debounced) the full orders, whose average price, fees and permitted actions the frame lacks,
 * and the estimates and accounts a fill changes (buying power, sellable quantity). Leaving the screen with a
 * refetch still pending invalidates at once rather than dropping it: the next screen must not trust data the
 * frames already made out of date. Updates lost to a reconnection of the session socket: everything is read again.
 */
export function useLiveOrderUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeOrderUpdates((update) => {
      patchCachedOrders(queryClient, update);
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        invalidateAfterOrderEvents(queryClient);
      }, REFETCH_AFTER_MS);
    });
    const unsubscribeLost = subscribeOrderUpdatesLost(() => invalidateAfterOrderEvents(queryClient));
    return () => {
      unsubscribe();
      unsubscribeLost();
      if (timer !== undefined) {
        clearTimeout(timer);
        invalidateAfterOrderEvents(queryClient);
      }
    };
  }, [queryClient]);
}
