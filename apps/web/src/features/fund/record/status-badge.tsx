import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FundRequestStatus } from '@lantau/contract';
import { statusColor } from './status-colors';

/** A fund request's status in words, in its colour (spec section 4); the dot variant keeps text contrast. */
export function FundStatusBadge({ status }: { status: FundRequestStatus }) {
  const { t } = useTranslation('fund');
  return (
    <Badge size="sm" variant="dot" color={statusColor(status)} data-status={status}>
      {t(`record.statuses.${status}`)}
    </Badge>
  );
}
