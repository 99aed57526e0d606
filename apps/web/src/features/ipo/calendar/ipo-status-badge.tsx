import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IpoStatus } from '@lantau/contract';
import { ipoStatusColors } from '../ipo-format';

export function IpoStatusBadge({ status }: { status: IpoStatus }) {
  const { t } = useTranslation('ipo');
  return (
    <Badge
      size="sm"
      variant="dot"
      // The whole word, never cut to "REC…": the column grows to hold it.
      styles={{ label: { overflow: 'visible' } }}
      color={ipoStatusColors[status]}
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
