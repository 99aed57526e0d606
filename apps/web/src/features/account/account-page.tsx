import { lazy } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QuoteColorScope } from '../../shared/market-data';
import { SubPageNav } from '../../shared/ui/sub-page-nav';
import { PageLoader } from '../../shared/ui/page-loader';
import { NotOffered } from '../../shared/ui/not-offered';
import { paths } from '../../shared/url';
import { configValue, useBrokerConfigurations, useCurrentBroker } from '../../shared/broker';
import { accountPages } from './account-paths';
import { useAccountNavigation } from './use-account-navigation';

// Each account page is its own chunk: the record's CSV export is not downloaded with the overview.
const OverviewPage = lazy(async () => ({ default: (await import('./overview/overview-page')).OverviewPage }));
const RecordPage = lazy(async () => ({ default: (await import('./record/record-page')).RecordPage }));
const StatementPage = lazy(async () => ({
  default: (await import('./statement/statement-page')).StatementPage,
}));
const NotificationPage = lazy(async () => ({
  default: (await import('./notification/notification-page')).NotificationPage,
}));

const statementKeys = ['WebStatementEnable'] as const;

/**
 * /{code}/main/account: overview, record, statement (where the broker offers statements: WebStatementEnable)
 * and notification, with their own sub-navigation; the index opens the overview.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { pathOf } = useAccountNavigation();
  const broker = useCurrentBroker();
  const config = useBrokerConfigurations(broker.brokerCode, statementKeys);
  const statements = configValue(config.data, 'WebStatementEnable') === true;
  const pages = accountPages.filter((page) => page !== 'statement' || statements);
  const overview = <Navigate to={pathOf('overview')} replace />;
  // The statement's route exists from the first render, so an address or a reload lands on it: it waits for the
  // broker's switch, then shows the page or says the broker does not offer it (never a jump to the overview).
  const statement = !config.data ? (
    <PageLoader />
  ) : statements ? (
    <StatementPage />
  ) : (
    <NotOffered feature={t('nav.statement')} home={paths.main(broker.displayCode)} />
  );
  return (
    <QuoteColorScope>
      <Stack gap="md">
        <SubPageNav
          label={t('nav.label')}
          pages={pages}
          pathOf={pathOf}
          labelOf={(page) => t(`nav.${page}`)}
        />
        <Routes>
          <Route index element={overview} />
          <Route path="overview" element={<OverviewPage />} />
          <Route path="record" element={<RecordPage />} />
          <Route path="statement" element={statement} />
          <Route path="notification" element={<NotificationPage />} />
          <Route path="*" element={overview} />
        </Routes>
      </Stack>
    </QuoteColorScope>
  );
}
