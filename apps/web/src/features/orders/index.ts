// What the orders feature offers others (the order ticket shows the order it placed and keeps lists live).
export { useLiveOrderUpdates } from './use-live-order-updates';
export { orderErrorText } from './order-error-text';
export { businessToday } from './business-date';
export { OrderStatusBadge } from './order-status-badge';
export { useOrder } from './api/get-order';
