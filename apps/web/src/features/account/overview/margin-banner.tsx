import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountOverview } from '@lantau/contract';
import { Amount } from '../../../shared/ui/amount';

type Margin = NonNullable<AccountOverview['margin']>;

const figures = ['equity', 'maintenance', 'creditLimit', 'loan', 'marginValue'] as const;

/**
 * A margin account's standing. A margin call is an alert (announced at once, in red); in good standing it is a
 * quiet note with the same figures.
 */
export function MarginBanner({ margin, currency }: { margin: Margin; currency: string }) {
  const { t } = useTranslation('account');
  const call = margin.state === 'MARGIN_CALL';
  return (
    <Alert
      color={call ? 'red' : 'teal'}
      variant={call ? 'filled' : 'light'}
      role={call ? 'alert' : 'status'}
      title={t(`margin.${margin.state}`)}
    >
      <Group gap="lg" wrap="wrap">
        {figures.map((figure) => (
          <Text key={figure} size="sm" inherit>
            {t(`margin.${figure}`)}: <Amount value={margin[figure]} currency={currency} fw={600} />
          </Text>
        ))}
      </Group>
    </Alert>
  );
}
