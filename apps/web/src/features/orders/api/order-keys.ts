/** Query keys of the order calls: one prefix, so an order event can refresh every list and detail at once. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (from: string | undefined, to: string | undefined) =>
    ['orders', 'list', from ?? '', to ?? ''] as const,
  detail: (orderID: string) => ['orders', 'detail', orderID] as const,
  executions: (from: string, to: string) => ['orders', 'executions', from, to] as const,
};
