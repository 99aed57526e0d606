import { useEffect, useState } from 'react';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lantau/contract';
import { subscribeOrderUpdates } from '../../../shared/socket';
import { OrderStatusBadge } from '../../orders/order-status-badge';

/** The order just placed, its status following the session socket, with the way to the order history. */
export function LatestOrder({ order, historyPath }: { order: Order; historyPath: string }) {
  const { t } = useTranslation('trade');
  const [status, setStatus] = useState({ status: order.status, filled: order.filledQuantity });
  useEffect(
    () =>
      subscribeOrderUpdates((update) => {
        if (update.orderID === order.orderID)
          setStatus({ status: update.status, filled: update.filledQuantity });
      }),
    [order.orderID],
  );
  return (
    <Alert color="blue" title={t('ticket.placedTitle')} role="status" aria-live="polite">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t('ticket.placed', {
            side: t(`side.${order.side}`),
            quantity: order.quantity,
            code: order.stockCode,
            id: order.orderID,
          })}
        </Text>
        <OrderStatusBadge status={status.status} />
        <Text size="sm" data-testid="latest-filled">
          {t('ticket.filled', { filled: status.filled, quantity: order.quantity })}
        </Text>
        {order.status === 'REJ' && (
          <Text size="sm" c="red.8" data-testid="reject-reason">
            {order.rejectReason ? t(`reason.${order.rejectReason}`) : order.rejectMessage}
          </Text>
        )}
        <Anchor component={Link} to={historyPath} size="sm">
          {t('ticket.toHistory')}
        </Anchor>
      </Group>
    </Alert>
  );
}
