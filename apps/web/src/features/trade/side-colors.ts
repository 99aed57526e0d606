import type { OrderSide } from '@lantau/contract';

/**
 * The colour of each side on buttons and the side switch. Shades chosen for text contrast (with Mantine's
 * autoContrast): a light blue or orange with white text fails WCAG AA.
 */
export const sideColors: Readonly<Record<OrderSide, string>> = { BUY: 'blue.8', SELL: 'orange.7' };
