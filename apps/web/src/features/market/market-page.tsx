import { lazy, Suspense, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubPageNav } from '../../shared/ui/sub-page-nav';
import { marketPages } from '../../shared/url/market-paths';
import { useMarketNavigation } from '../../shared/url/use-market-navigation';
import { QuotePage } from './quote/quote-page';
import { PageLoader } from '../../shared/ui/page-loader';
// The watchlist and price alerts are features of their own, each loaded when first opened.
import { PriceAlertsPage } from '../price-alerts';
import { WatchlistPage } from '../watchlist';

// The screener is its own chunk: most visits to the market area never open it.
const ScreenerPage = lazy(() => import('./screener/screener-page'));
// So are the overview and the multi-chart page: the quote, the page most visits open, came with both (and the
// multi-chart tutorial's dialog), JavaScript a phone parsed and compiled for nothing (bench/README.md "Home and
// quote: the main thread").
const OverviewPage = lazy(async () => ({
  default: (await import('./overview/overview-page')).OverviewPage,
}));
const MultiChartPage = lazy(async () => ({
  default: (await import('./multi-chart/multi-chart-page')).MultiChartPage,
}));

const lazyPage = (page: ReactNode) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

/**
 * /{code}/main/market_informatica: the market area with its own sub-navigation. The index goes to
 * stock_screener, as the spec says; unknown pages to the overview.
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
        <Route index element={<Navigate to={pathOf('stock_screener')} replace />} />
        <Route path="overview" element={lazyPage(<OverviewPage />)} />
        <Route path="quote" element={<QuotePage />} />
        <Route path="multi_chart" element={lazyPage(<MultiChartPage />)} />
        <Route path="stock_screener" element={lazyPage(<ScreenerPage />)} />
        <Route path="watchlist" element={lazyPage(<WatchlistPage />)} />
        <Route path="price_alerts" element={lazyPage(<PriceAlertsPage />)} />
        <Route path="*" element={overview} />
      </Routes>
    </Stack>
  );
}
