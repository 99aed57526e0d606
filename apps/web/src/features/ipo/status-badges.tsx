import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EipoDisplayStatus, IpoStatus } from '@lantau/contract';
import { ipoStatusColors } from './ipo-format';

/**
 * The eIPO display status (spec section 4) in the fund statuses' colours: amber while it is being processed
 * (received, accepted, pending), green allotted, grey cancelled, red rejected.
 */
export const eipoStatusColors: Record<EipoDisplayStatus, 'yellow' | 'green' | 'gray' | 'red'> = {
  RECEIVED: 'yellow',
  ACCEPTED: 'yellow',
  PENDING: 'yellow',
  ALLOTTED: 'green',
  CANCELLED: 'gray',
  REJECTED: 'red',
};

/** A status in its colour and in words (colour is never the only cue). */
function StatusBadge({ color, status, children }: { color: string; status: string; children: ReactNode }) {
  return (
    <Badge
      size="sm"
      variant="dot"
      color={color}
      data-status={status}
      // The whole word, never cut to "REC…": the column grows to hold it.
      styles={{ label: { overflow: 'visible' } }}
    >
      {children}
    </Badge>
  );
}

/** An issue's status (upcoming, open, closed...). */
export function IpoStatusBadge({ status }: { status: IpoStatus }) {
  const { t } = useTranslation('ipo');
  return (
    <StatusBadge color={ipoStatusColors[status]} status={status}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}

/** An application's eIPO display status. */
export function EipoStatusBadge({ status }: { status: EipoDisplayStatus }) {
  const { t } = useTranslation('ipo');
  return (
    <StatusBadge color={eipoStatusColors[status]} status={status}>
      {t(`eipo.${status}`)}
    </StatusBadge>
  );
}
