import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../../features/not-found';
import { paths } from '../../shared/url';
import { useBrokerName } from '../../features/brokers';
import { useCurrentBroker } from '../../shared/broker';

/** Inside the broker's session the way out of a wrong address is the shell's home, not the public landing. */
export function ShellNotFound() {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  const brokerName = useBrokerName(broker);
  return (
    <NotFoundContent
      home={{ to: paths.main(broker.displayCode), label: t('notFound.sessionHome') }}
      brokerName={brokerName}
    />
  );
}
