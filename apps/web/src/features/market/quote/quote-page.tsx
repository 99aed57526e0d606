import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEncryptedQuery } from '../../../shared/url';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { instrumentFromParams } from '../../../shared/url/market-paths';
import { useMarketNavigation } from '../../../shared/url/use-market-navigation';
import { StockSearch } from '../../../shared/market-data/stock-search';
import { QuoteView } from './quote-view';
import { TradeButtons } from './trade-buttons';
import { PriceAlertButton } from '../../price-alerts';
import { displayStockCode } from '@lantau/domain';
import { AddToWatchlist } from '../../watchlist';
import { useFeatureAccesses } from '../../../shared/feature-gates';
import { FirstScreenDrawn } from '../../../shared/ui/first-screen-mark';

/** The text packs of the Buy and Sell, price alert and watchlist buttons. */
const actionNamespaces = ['trade', 'alerts', 'watchlist'] as const;

/** market_informatica/quote: a stock search, and the quote of the instrument in the (encrypted) query. */
export function QuotePage() {
  const { t } = useTranslation('market');
  // The texts of the actions under the price, fetched with the page: asked for only when the quote first drew
  // them (after its plan came), they held its first screen back, and the snapshot's request with it. Not
  // waited for here: the search and the plan's request go on meanwhile.
  useTranslation(actionNamespaces, { useSuspense: false });
  const query = useEncryptedQuery();
  const { openQuote } = useMarketNavigation();
  useDocumentTitle(t('quote.title'));
  const instrument = query.status === 'ready' ? instrumentFromParams(query.params) : undefined;
  // The actions under the price follow the broker's switches (Buy and Sell, price alerts): drawn before its
  // configuration was in, the row grew and wrapped when it came and pushed the quote down (a layout shift,
  // home-layout.spec.ts). The quote waits for it as one loader; the page's first calls go on meanwhile.
  const { accessOf, failed } = useFeatureAccesses();
  const actionsKnown = failed || accessOf('trade') !== 'pending';

  return (
    <Stack gap="lg">
      <StockSearch onPick={(picked) => void openQuote(picked)} />
      {(query.status === 'loading' || (query.status === 'ready' && !actionsKnown)) && <PageLoader />}
      {/* Without a quote to show, the prompt or the notice is the first screen: the frame's extras need not
          wait for their cap. */}
      {query.status === 'invalid' && (
        <Alert color="yellow" role="status">
          <FirstScreenDrawn />
          {t('quote.invalidLink')}
        </Alert>
      )}
      {query.status === 'ready' &&
        actionsKnown &&
        (instrument ? (
          <QuoteView
            key={`${instrument.market}|${instrument.stockCode}`}
            instrument={instrument}
            actions={
              <Group gap="sm">
                <TradeButtons instrument={instrument} />
                <PriceAlertButton instrument={instrument} />
                <AddToWatchlist
                  instrument={instrument}
                  label={displayStockCode(instrument.market, instrument.stockCode)}
                />
              </Group>
            }
          />
        ) : (
          <Text c="dimmed">
            <FirstScreenDrawn />
            {t('quote.pick')}
          </Text>
        ))}
    </Stack>
  );
}
