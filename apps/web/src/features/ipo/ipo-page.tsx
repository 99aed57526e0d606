import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { configValue, useBrokerConfigurations, useCurrentBroker } from '../../shared/broker';
import { PageLoader } from '../../shared/ui/page-loader';
import { SubPageArea } from '../../shared/ui/sub-page-area';
import type { IpoPage as IpoPageName } from '../../shared/url/ipo-paths';
import { useIpoNavigation } from './use-ipo-navigation';

// Each screen is its own chunk: the calendar's reader never downloads the apply flow or the grey market.
const pages: Record<IpoPageName, ComponentType> = {
  info: lazy(async () => ({ default: (await import('./calendar/ipo-list-pages')).IpoInfoPage })),
  open: lazy(async () => ({ default: (await import('./calendar/ipo-list-pages')).IpoOpenPage })),
  listings: lazy(async () => ({ default: (await import('./calendar/ipo-list-pages')).IpoListingsPage })),
  apply: lazy(async () => ({ default: (await import('./apply/apply-flow')).ApplyFlow })),
  apply_record: lazy(async () => ({ default: (await import('./record/apply-record-page')).ApplyRecordPage })),
  trade: lazy(async () => ({ default: (await import('./grey/grey-market-page')).GreyMarketPage })),
};

const greyKeys = ['WebGreyMarketEnable'] as const;

/**
 * /{code}/main/ipo (the shell's gate has checked WebEIPOEnable): info (the calendar), open, listings, apply,
 * the application records, and the grey market where the broker runs one (WebGreyMarketEnable). /ipo opens info.
 */
export function IpoPage() {
  const { t } = useTranslation('ipo');
  const broker = useCurrentBroker();
  const { pathOf } = useIpoNavigation();
  const config = useBrokerConfigurations(broker.brokerCode, greyKeys);
  if (config.isPending) return <PageLoader />;
  const grey = configValue(config.data, 'WebGreyMarketEnable') === true;
  const open = (Object.keys(pages) as IpoPageName[]).filter((page) => page !== 'trade' || grey);
  return (
    <SubPageArea
      label={t('nav.label')}
      pages={open}
      pathOf={(page) => pathOf(page)}
      labelOf={(page) => t(`nav.${page}`)}
      componentOf={(page) => pages[page]}
      fallback={pathOf('info')}
    />
  );
}
