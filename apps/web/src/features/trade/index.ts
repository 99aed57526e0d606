// What the trade feature offers others: one instrument's quote, ticket and book (the IPO's grey market shows its
// new issue through it; in the grey market session the ticket offers limit orders for the day only).
export { TradeView } from './trade-page';
