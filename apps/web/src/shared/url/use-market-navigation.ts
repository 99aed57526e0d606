import { useCallback } from 'react';
import type { IndexCode } from '@lantau/contract';
import { paths } from './paths';
import { useEncryptedNavigate } from './use-encrypted-query';
import { useCurrentBroker } from '../broker';
import { instrumentParams, marketPath, type MarketPage } from './market-paths';
import type { Instrument } from '../market-data';

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
  // Indices have no quote page of their own: the overview shows their cards, and brings the chosen one forward.
  const openIndex = useCallback(
    (code: IndexCode) => navigate(pathOf('overview'), { index: code }),
    [navigate, pathOf],
  );
  return { pathOf, openQuote, openIndex, helpCenter: `${main}/help_center` };
}
