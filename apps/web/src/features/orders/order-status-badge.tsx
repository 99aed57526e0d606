import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@lantau/contract';
import { statusColors } from './order-status';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Badge color={statusColors[status]} variant="dot" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
