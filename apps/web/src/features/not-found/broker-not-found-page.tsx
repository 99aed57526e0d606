import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrokerBrandLink, useBrokerName } from '../brokers';
import { useCurrentBroker } from '../../shared/broker';
import { PublicLayout } from '../../shared/ui/public-layout';
import { paths } from '../../shared/url';
import { NotFoundContent } from './not-found-content';

/**
 * A wrong address under a broker's code, inside its session (without one the guards send the visitor to the
 * broker's login): the broker's frame and name, and the way back to its home, never the platform's landing.
 */
export function BrokerNotFoundPage() {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  // The broker's colour on a page opened by its address (see article-page.tsx for why not useBrandColor).
  const color = broker.primaryColor;
  useEffect(() => {
    void import('../../shared/theme/broker-palette').then((palette) => palette.applyBrandColor(color));
  }, [color]);
  const home = { to: paths.main(broker.displayCode), label: t('notFound.sessionHome') };
  return (
    <PublicLayout size="md" brand={<BrokerBrandLink />}>
      <NotFoundContent home={home} brokerName={useBrokerName(broker)} />
    </PublicLayout>
  );
}
