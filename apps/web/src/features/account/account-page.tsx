import { lazy } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QuoteColorScope } from '../../shared/market-data';
import { SubPageNav } from '../../shared/ui/sub-page-nav';
import { accountPages } from './account-paths';
import { useAccountNavigation } from './use-account-navigation';

// Each account page is its own chunk: the record's CSV export is not downloaded with the overview.
const OverviewPage = lazy(async () => ({ default: (await import('./overview/overview-page')).OverviewPage }));
const RecordPage = lazy(async () => ({ default: (await import('./record/record-page')).RecordPage }));

/** /{code}/main/account: overview and record, with their own sub-navigation; the index opens the overview. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { pathOf } = useAccountNavigation();
  const overview = <Navigate to={pathOf('overview')} replace />;
  return (
    <QuoteColorScope>
      <Stack gap="md">
        <SubPageNav
          label={t('nav.label')}
          pages={accountPages}
          pathOf={pathOf}
          labelOf={(page) => t(`nav.${page}`)}
        />
        <Routes>
          <Route index element={overview} />
          <Route path="overview" element={<OverviewPage />} />
          <Route path="record" element={<RecordPage />} />
          <Route path="*" element={overview} />
        </Routes>
      </Stack>
    </QuoteColorScope>
  );
}
