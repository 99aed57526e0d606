import { useCallback } from 'react';
import { marketCodeSchema, orderSideSchema, type OrderSide } from '@lantau/contract';
import type { QueryParams } from './encrypted-query';
import { paths } from './paths';
import { useEncryptedNavigate } from './use-encrypted-query';
import type { Instrument } from '../market-data';
import { useCurrentBroker } from '../broker';

export const TRADE_SEGMENT = 'trade';
export const ORDER_HISTORY_SEGMENT = 'order_history';

/** What the trade page opens with: the instrument and the side, sealed in the query like all page state. */
export interface TradeTarget extends Instrument {
  side?: OrderSide;
  /** The account to trade from (a position's account); the first that can trade the market otherwise. */
  accountNumber?: string;
}

export function tradeParams(target: TradeTarget): QueryParams {
  return {
    market: target.market,
    stockCode: target.stockCode,
    ...(target.side && { side: target.side }),
    ...(target.accountNumber && { accountNumber: target.accountNumber }),
  };
}

export function tradeTargetFromParams(params: QueryParams): TradeTarget | undefined {
  const market = marketCodeSchema.safeParse(params.market);
  const stockCode = params.stockCode;
  if (!market.success || !stockCode || stockCode.length > 12) return undefined;
  const side = orderSideSchema.safeParse(params.side);
  const accountNumber = params.accountNumber;
  return {
    market: market.data,
    stockCode,
    ...(side.success && { side: side.data }),
    ...(accountNumber && { accountNumber }),
  };
}

/**
 * Opens the order ticket for an instrument and side: the quote page's Buy and Sell buttons and each position's
 * use this.
 */
export function useTradeNavigation() {
  const broker = useCurrentBroker();
  const navigate = useEncryptedNavigate();
  const main = paths.main(broker.displayCode);
  const openTicket = useCallback(
    (target: TradeTarget) => navigate(`${main}/${TRADE_SEGMENT}`, tradeParams(target)),
    [main, navigate],
  );
  return {
    openTicket,
    tradePath: `${main}/${TRADE_SEGMENT}`,
    historyPath: `${main}/${ORDER_HISTORY_SEGMENT}`,
  };
}
