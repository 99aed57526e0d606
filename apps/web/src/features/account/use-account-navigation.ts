import { useCallback } from 'react';
import type { MarketCode, OrderSide } from '@lantau/contract';
import { paths, useEncryptedNavigate } from '../../shared/url';
import { useCurrentBroker } from '../brokers';
import { accountPath, tradeParams, tradePath, type AccountPage } from './account-paths';

/** Where the account pages live for the current broker, and how to open the ticket from a position. */
export function useAccountNavigation() {
  const broker = useCurrentBroker();
  const navigate = useEncryptedNavigate();
  const main = paths.main(broker.displayCode);
  const pathOf = useCallback((page: AccountPage) => accountPath(main, page), [main]);
  const openTicket = useCallback(
    (order: { market: MarketCode; stockCode: string; side: OrderSide; accountNumber: string }) =>
      navigate(tradePath(main), tradeParams(order)),
    [main, navigate],
  );
  return { main, pathOf, openTicket };
}
