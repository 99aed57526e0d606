import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lantau/contract';
import { useLanguage } from '../../shared/i18n';
import { orderInstrument, orderPrice, orderTime } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

interface OrderTableProps {
  orders: readonly Order[];
  caption: string;
  onOpen: (order: Order) => void;
}

/** Orders as rows; each opens its detail, where it can be amended or cancelled. */
export function OrderTable({ orders, caption, onOpen }: OrderTableProps) {
  const { t } = useTranslation('trade');
  const { language } = useLanguage();
  if (orders.length === 0) return <Text c="dimmed">{t('history.noOrders')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.time')}</Table.Th>
            <Table.Th>{t('history.columns.stock')}</Table.Th>
            <Table.Th>{t('history.columns.side')}</Table.Th>
            <Table.Th>{t('history.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.price')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.filled')}</Table.Th>
            <Table.Th>{t('history.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('history.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const instrument = orderInstrument(order, language);
            return (
              <Table.Tr key={order.orderID} data-order-id={order.orderID}>
                <Table.Td>{orderTime(order.createdAt, language)}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {instrument.code}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {instrument.name}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(`side.${order.side}`)}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`orderType.${order.orderType}`)}</Table.Td>
                <Table.Td ta="right">{orderPrice(order.price)}</Table.Td>
                <Table.Td ta="right">
                  {order.filledQuantity.toLocaleString(language)} / {order.quantity.toLocaleString(language)}
                </Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onOpen(order)}
                    aria-label={t('history.openOrder', { code: instrument.code, id: order.orderID })}
                  >
                    {t('history.details')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
