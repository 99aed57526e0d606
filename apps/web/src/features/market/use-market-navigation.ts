import { useCallback } from 'react';
import { paths, useEncryptedNavigate } from '../../shared/url';
import { useCurrentBroker } from '../brokers';
import { instrumentParams, marketPath, type MarketPage } from './market-paths';
import { type Instrument } from '../../shared/market-data';

/** Where the market pages live for the current broker, and how to open a quote. */
export function useMarketNavigation() {
  const broker = useCurrentBroker();
  const navigate = useEncryptedNavigate();
  const main = paths.main(broker.displayCode);
  const pathOf = useCallback((page: MarketPage) => marketPath(main, page), [main]);
  const openQuote = useCallback(
    (instrument: Instrument) => navigate(pathOf('quote'), instrumentParams(instrument)),
    [navigate, pathOf],
  );
  return { pathOf, openQuote, helpCenter: `${main}/help_center` };
}
