import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAccountOverview } from '../api/get-account-overview';
import { useSelectedAccount } from '../use-selected-account';
import { AccountToolbar } from './account-toolbar';
import { CashTable } from './cash-table';
import { MarginBanner } from './margin-banner';
import { PositionsTable } from './positions-table';
import { TotalsGrid } from './totals-grid';

/** main/account/overview: one account's money and holdings, priced by the client's quote plan. */
export function OverviewPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('overview.title'));
  const { accounts, account, choose } = useSelectedAccount();
  const overview = useAccountOverview(account?.accountNumber);

  if (accounts.isPending) return <PageLoader />;
  if (accounts.isError)
    return <RetryAlert title={t('overview.loadFailed')} onRetry={() => void accounts.refetch()} />;
  if (!account) {
    return (
      <Stack>
        <Title order={1}>{t('overview.title')}</Title>
        <Alert color="gray">{t('overview.noAccounts')}</Alert>
      </Stack>
    );
  }
  const data = overview.data;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('overview.title')}</Title>
      <AccountToolbar accounts={accounts.data} account={account} onChoose={choose} />
      {overview.isError && !data && (
        <RetryAlert title={t('overview.loadFailed')} onRetry={() => void overview.refetch()} />
      )}
      {overview.isPending && <PageLoader />}
      {data && (
        <>
          {data.margin && <MarginBanner margin={data.margin} currency={data.baseCurrency} />}
          <TotalsGrid overview={data} />
          <CashTable cash={data.cash} />
          <PositionsTable overview={data} />
          <Text size="xs" c="dimmed">
            {t('overview.baseCurrency', { currency: data.baseCurrency })}
          </Text>
        </>
      )}
    </Stack>
  );
}
