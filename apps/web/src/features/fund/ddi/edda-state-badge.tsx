import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EddaState } from '@lantau/contract';

const colors: Record<EddaState, string> = {
  SUBMITTED: 'yellow',
  CONFIRMED: 'green',
  INVALID: 'red',
  REFUSED: 'red',
};

/** An authorisation's state in words and colour (the words carry it; the colour only repeats it). */
export function EddaStateBadge({ state }: { state: EddaState }) {
  const { t } = useTranslation('fund');
  return (
    <Badge color={colors[state]} variant="light" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
      {t(`ddi.state.${state}`)}
    </Badge>
  );
}
