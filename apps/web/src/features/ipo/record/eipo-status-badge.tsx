import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EipoDisplayStatus } from '@lantau/contract';

/**
 * The eIPO display status (spec section 4) in the fund statuses' colours: amber while it is being processed
 * (received, accepted, pending), green allotted, grey cancelled, red rejected. The badge says it in words too.
 */
export const eipoStatusColors: Record<EipoDisplayStatus, 'yellow' | 'green' | 'gray' | 'red'> = {
  RECEIVED: 'yellow',
  ACCEPTED: 'yellow',
  PENDING: 'yellow',
  ALLOTTED: 'green',
  CANCELLED: 'gray',
  REJECTED: 'red',
};

export function EipoStatusBadge({ status }: { status: EipoDisplayStatus }) {
  const { t } = useTranslation('ipo');
  return (
    <Badge
      size="sm"
      variant="dot"
      // The whole word, never cut to "REC…": the column grows to hold it.
      styles={{ label: { overflow: 'visible' } }}
      color={eipoStatusColors[status]}
      data-status={status}
    >
      {t(`eipo.${status}`)}
    </Badge>
  );
}
