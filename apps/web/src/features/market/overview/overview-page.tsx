import { Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MarketScope } from '../ui/market-scope';
import { ChangeDistributionChart } from './change-distribution-chart';
import { IndexCards } from './index-cards';
import { MarketStatuses } from './market-statuses';
import { QuotePlanCard } from './quote-plan-card';
import { TopMovers } from './top-movers';

/** market_informatica/overview: indices, how the HK market moved, top movers, market status and plans. */
export function OverviewPage() {
  const { t } = useTranslation('market');
  useDocumentTitle(t('overview.title'));
  return (
    <MarketScope>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('overview.title')}
        </Title>
        <IndexCards />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <ChangeDistributionChart />
              <TopMovers />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <MarketStatuses />
              <QuotePlanCard />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </MarketScope>
  );
}
