import type { MarketCode, OrderSide } from '@lantau/contract';
import type { QueryParams } from '../../shared/url';

export const ACCOUNT_SEGMENT = 'account';
export const accountPages = ['overview', 'record'] as const;
export type AccountPage = (typeof accountPages)[number];

/** /{code}/main/account/{page} */
export function accountPath(mainPath: string, page: AccountPage): string {
  return `${mainPath}/${ACCOUNT_SEGMENT}/${page}`;
}

/** /{code}/main/trade: the order ticket, built by the trading screens. */
export function tradePath(mainPath: string): string {
  return `${mainPath}/trade`;
}

/** What the ticket opens with, sealed into the query string like all page state. */
export function tradeParams(order: {
  market: MarketCode;
  stockCode: string;
  side: OrderSide;
  accountNumber: string;
}): QueryParams {
  return { ...order };
}
