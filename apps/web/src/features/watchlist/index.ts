import { lazy } from 'react';

// What the watchlist feature offers others: the quote page's Add button, and the page the market area shows,
// loaded when first opened (its own chunk).
export { AddToWatchlist } from './add-to-watchlist';
export const WatchlistPage = lazy(() => import('./watchlist-page'));
