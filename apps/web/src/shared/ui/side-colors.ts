import type { OrderSide } from '@lantau/contract';

/**
 * The colour of each side on buttons and the side switch. Shades chosen for white text at WCAG AA (4.5:1): Mantine's
 * darkest orange (orange.9, #d9480f) reaches only 4.29, so Sell takes a deeper orange (#c2410c, 5.2).
 */
export const sideColors: Readonly<Record<OrderSide, string>> = { BUY: 'blue.8', SELL: '#c2410c' };
