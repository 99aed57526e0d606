import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../../shared/market-data';
import { PageLoader } from '../../../shared/ui/page-loader';
import { ClosableDialog } from '../../../shared/ui/dialogs';

const CostCalculator = lazy(async () => ({ default: (await import('./cost-calculator')).CostCalculator }));

/** Opens the cost calculator for the instrument on the trade page. */
export function CostCalculatorButton({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation(['trade', 'common']);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="sm" onClick={() => setOpened(true)}>
        {t('calculator.title')}
      </Button>
      <ClosableDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('calculator.title')}
        size="lg"
      >
        <Suspense fallback={<PageLoader />}>{opened && <CostCalculator instrument={instrument} />}</Suspense>
      </ClosableDialog>
    </>
  );
}
