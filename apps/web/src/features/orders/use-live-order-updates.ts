import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order } from '@lantau/contract';
import { subscribeOrderUpdates, type OrderUpdate } from '../../shared/socket';
import { orderKeys } from './api/order-keys';
import type { OrderList } from './api/get-orders';

/** A burst of fills arrives as many frames: one refetch after they settle, not one per frame. */
export const REFETCH_AFTER_MS = 300;

function applyUpdate(order: Order, update: OrderUpdate): Order {
  return order.orderID === update.orderID
    ? { ...order, status: update.status, filledQuantity: update.filledQuantity }
    : order;
}

/** Writes the frame into every cached list at once, so the status changes on screen without a round trip. */
export function patchCachedOrders(queryClient: QueryClient, update: OrderUpdate): void {
  queryClient.setQueriesData<OrderList>({ queryKey: [...orderKeys.all, 'list'] }, (list) =>
    list ? { ...list, orders: list.orders.map((order) => applyUpdate(order, update)) } : list,
  );
}

/**
 * Keeps the order screens live from the session socket's `orderbook` frames: the status and filled quantity
 * at once, then (debounced) the full orders, whose average price, fees and permitted actions the frame lacks,
 * and the estimates and accounts a fill changes (buying power, sellable quantity).
 */
export function useLiveOrderUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeOrderUpdates((update) => {
      patchCachedOrders(queryClient, update);
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        // A fill moves cash and positions: balances, buying power and sellable quantities follow.
        void queryClient.invalidateQueries({ queryKey: ['accounts'] });
      }, REFETCH_AFTER_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient]);
}
