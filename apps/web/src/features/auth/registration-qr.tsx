import { lazy, Suspense, useState } from 'react';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrokerName } from '../brokers';
import { configValue, useBrokerConfigurations, useCurrentBroker } from '../../shared/broker';

// The login page is at its size ceiling (e2e/first-load.spec.ts): the dialog and the QR library are a chunk of
// their own, fetched on the first click.
const QrCodeDialog = lazy(async () => ({
  default: (await import('../../shared/ui/dialogs/qr-code-dialog')).QrCodeDialog,
}));

const keys = ['WebRAOEnable', 'WebRAOLink'] as const;

/** The new-user registration QR of spec section 2: the broker's account-opening link, where it opens accounts. */
export function RegistrationQr() {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  const brokerName = useBrokerName(broker);
  const configurations = useBrokerConfigurations(broker.brokerCode, keys);
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const link = configValue(configurations.data, 'WebRAOLink');
  if (!configValue(configurations.data, 'WebRAOEnable') || !link) return null;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        {t('register.open')}
      </Anchor>
      {requested && (
        <Suspense fallback={null}>
          <QrCodeDialog
            opened={opened}
            onClose={() => setOpened(false)}
            value={link}
            title={t('register.title')}
            description={t('register.description', { broker: brokerName })}
          />
        </Suspense>
      )}
    </>
  );
}
