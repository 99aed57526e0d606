import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IpoStatus } from '@lantau/contract';
import { ipoStatusColors } from '../ipo-format';

export function IpoStatusBadge({ status }: { status: IpoStatus }) {
  const { t } = useTranslation('ipo');
  return (
    <Badge size="sm" variant="dot" color={ipoStatusColors[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
