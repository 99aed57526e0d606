// What the trade feature offers others: one instrument's quote, ticket and book, with the ticket limited to
// what a session takes (the IPO's grey market: limit orders for the day).
export { TradeView } from './trade-page';
export type { TicketLimits } from './ticket/order-ticket';
