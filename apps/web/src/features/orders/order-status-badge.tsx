import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@lantau/contract';
import { statusColors } from './order-status';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Badge color={statusColors[status]} variant="light" data-status={status} autoContrast>
      {t(`status.${status}`)}
    </Badge>
  );
}
