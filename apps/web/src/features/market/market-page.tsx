import { Button, Group, Stack } from '@mantine/core';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { marketPages } from './market-paths';
import { useMarketNavigation } from './use-market-navigation';
import { MultiChartPage } from './multi-chart/multi-chart-page';
import { OverviewPage } from './overview/overview-page';
import { QuotePage } from './quote/quote-page';

/**
 * /{code}/main/market_informatica: the market area with its own sub-navigation. The spec sends the index to
 * stock_screener, which a later issue builds; until then the index shows the overview.
 */
export default function MarketPage() {
  const { t } = useTranslation('market');
  // Absolute paths: inside a splat route, relative ones would resolve against the whole URL.
  const { pathOf } = useMarketNavigation();
  const overview = <Navigate to={pathOf('overview')} replace />;
  return (
    <Stack gap="md">
      <Group component="nav" aria-label={t('nav.label')} gap="xs">
        {marketPages.map((page) => (
          <Button key={page} component={NavLink} to={pathOf(page)} variant="subtle" size="sm">
            {t(`nav.${page}`)}
          </Button>
        ))}
      </Group>
      <Routes>
        <Route index element={overview} />
        <Route path="overview" element={<OverviewPage />} />
        <Route path="quote" element={<QuotePage />} />
        <Route path="multi_chart" element={<MultiChartPage />} />
        <Route path="*" element={overview} />
      </Routes>
    </Stack>
  );
}
