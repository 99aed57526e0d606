import { lazy } from 'react';

// What the price alerts feature offers others: the quote page's alert button, and the page the market area
// shows, loaded when first opened (its own chunk).
export { PriceAlertButton } from './price-alert-button';
export const PriceAlertsPage = lazy(() => import('./price-alerts-page'));
