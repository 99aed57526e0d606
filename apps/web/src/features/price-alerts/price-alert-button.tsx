import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../shared/market-data';
import { PriceAlertDialog } from './price-alert-dialog';

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
        <PriceAlertDialog instrument={instrument} opened={opened} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
