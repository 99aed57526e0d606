import { lazy, Suspense } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubPageNav } from '../../shared/ui/sub-page-nav';
import { marketPages } from './market-paths';
import { useMarketNavigation } from './use-market-navigation';
import { MultiChartPage } from './multi-chart/multi-chart-page';
import { OverviewPage } from './overview/overview-page';
import { QuotePage } from './quote/quote-page';
import { PageLoader } from '../../shared/ui/page-loader';

// The watchlist is its own feature, loaded when first opened.
const WatchlistPage = lazy(() => import('../watchlist/watchlist-page'));

/**
 * /{code}/main/market_informatica: the market area with its own sub-navigation. The spec sends the index to
 * stock_screener, which a later issue builds; until then the index shows the overview.
 */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const { pathOf } = useMarketNavigation();
  const overview = <Navigate to={pathOf('overview')} replace />;
  return (
    <Stack gap="md">
      <SubPageNav
        label={t('nav.label')}
        pages={marketPages}
        pathOf={pathOf}
        labelOf={(page) => t(`nav.${page}`)}
      />
      <Routes>
        <Route index element={overview} />
        <Route path="overview" element={<OverviewPage />} />
        <Route path="quote" element={<QuotePage />} />
        <Route path="multi_chart" element={<MultiChartPage />} />
        <Route
          path="watchlist"
          element={
            <Suspense fallback={<PageLoader />}>
              <WatchlistPage />
            </Suspense>
          }
        />
        <Route path="*" element={overview} />
      </Routes>
    </Stack>
  );
}
