import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { SubPageArea } from '../../shared/ui/sub-page-area';
import { useBrokerConfigurations, useCurrentBroker } from '../../shared/broker';
import { fundConfigKeys, openFundPages } from './fund-gates';
import type { FundPage as FundPageName } from '../../shared/url/fund-paths';
import { useFundNavigation } from './use-fund-navigation';
import { DividendSelectionPage } from '../dividends';

// Each fund flow is its own chunk: a client who only deposits never downloads the exchange.
const pages: Partial<Record<FundPageName, ComponentType>> = {
  deposit: lazy(async () => ({ default: (await import('./deposit/deposit-flow')).DepositFlow })),
  withdrawal: lazy(async () => ({ default: (await import('./withdrawal/withdrawal-flow')).WithdrawalFlow })),
  exchange: lazy(async () => ({ default: (await import('./exchange/exchange-flow')).ExchangeFlow })),
  transfer: lazy(async () => ({ default: (await import('./transfer/transfer-flow')).TransferFlow })),
  record: lazy(async () => ({ default: (await import('./record/fund-record-page')).FundRecordPage })),
  // Its own feature, loaded when first opened like the flows.
  dividend_selection: DividendSelectionPage,
};
const built = Object.keys(pages) as FundPageName[];

/**
 * /{code}/main/fund: deposit, withdrawal, exchange, transfer, records (and dividend selection), each behind the
 * broker's switch; a switched-off page is neither linked nor reachable by its address.
 */
export function FundPage() {
  const { t } = useTranslation('fund');
  const broker = useCurrentBroker();
  const { pathOf } = useFundNavigation();
  const config = useBrokerConfigurations(broker.brokerCode, fundConfigKeys);
  if (config.isError && !config.data) {
    return <RetryAlert title={t('loadFailed')} onRetry={() => void config.refetch()} />;
  }
  if (!config.data) return <PageLoader />;
  const open = openFundPages(built, config.data);
  const first = open[0] ?? 'record';
  return (
    <SubPageArea
      label={t('nav.label')}
      pages={open}
      pathOf={(page) => pathOf(page)}
      labelOf={(page) => t(`nav.${page}`)}
      componentOf={(page) => pages[page]!}
      fallback={pathOf(first)}
    />
  );
}
