import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../shared/market-data';

// The form (and the form kit with it) loads when the button is pressed: the quote page's first screen only
// shows the button.
const PriceAlertDialog = lazy(async () => ({
  default: (await import('./price-alert-dialog')).PriceAlertDialog,
}));

/** The quote page's "Price alert" action: opens the alert form for this stock. */
export function PriceAlertButton({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('alerts');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('action')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <PriceAlertDialog instrument={instrument} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
