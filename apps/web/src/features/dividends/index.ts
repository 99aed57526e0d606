import { lazy } from 'react';

// What the dividends feature offers others: the client's dividends (the home page's reminders), and the
// selection page the fund area shows, loaded when first opened (its own chunk).
export { useDividends, dividendsQuery, refreshDividends } from './dividends-api';
export const DividendSelectionPage = lazy(async () => ({
  default: (await import('./dividend-selection-page')).DividendSelectionPage,
}));
