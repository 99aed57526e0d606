import { useEffect, useState } from 'react';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lantau/contract';
import { subscribeOrderUpdates } from '../../../shared/socket';
import { OrderStatusBadge, useOrder } from '../../orders';

/**
 * The order just placed, with the way to the order history. Its status follows the session socket's frames at
 * once, and the order as the server reads it after them (the live updates refetch it). A frame lost to a
 * reconnection of the session socket is made good by the read the live updates start then.
 */
export function LatestOrder({ order: placed, historyPath }: { order: Order; historyPath: string }) {
  const { t } = useTranslation('trade');
  const detail = useOrder(placed.orderID);
  const [live, setLive] = useState<{ status: Order['status']; filled: number; at: number } | null>(null);
  useEffect(
    () =>
      subscribeOrderUpdates((update) => {
        if (update.orderID !== placed.orderID) return;
        setLive({ status: update.status, filled: update.filledQuantity, at: Date.now() });
      }),
    [placed.orderID],
  );
  const read = detail.data?.order ?? placed;
  const fresher = live !== null && live.at > detail.dataUpdatedAt;
  const status = fresher ? live.status : read.status;
  const filled = fresher ? live.filled : read.filledQuantity;
  return (
    // A neutral card, not a tinted alert: its link and badge keep their contrast in both schemes.
    <Paper withBorder p="sm" role="status" aria-live="polite">
      <Text fw={700} size="sm" mb={4}>
        {t('ticket.placedTitle')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t('ticket.placed', {
            side: t(`side.${placed.side}`),
            quantity: placed.quantity,
            code: placed.stockCode,
            id: placed.orderNumber,
          })}
        </Text>
        <OrderStatusBadge status={status} />
        <Text size="sm" data-testid="latest-filled">
          {t('ticket.filled', { filled, quantity: placed.quantity })}
        </Text>
        {status === 'REJ' && (
          <Text size="sm" c="red.8" data-testid="reject-reason">
            {read.rejectReason ? t(`reason.${read.rejectReason}`) : read.rejectMessage}
          </Text>
        )}
        <Anchor component={Link} to={historyPath} size="sm">
          {t('ticket.toHistory')}
        </Anchor>
      </Group>
    </Paper>
  );
}
