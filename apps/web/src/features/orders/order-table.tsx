import { useMemo } from 'react';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lantau/contract';
import { useLanguage } from '../../shared/i18n';
import { DataTable, dataTableColumns } from '../../shared/table';
import { conditionSummary, orderInstrument, orderPrice, orderTime } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

interface OrderTableProps {
  /** In the order to show first (today's: working orders, then the newest); the headers sort it otherwise. */
  orders: Order[];
  caption: string;
  /** Whether the caption shows (false where a heading above already says it); it names the table either way. */
  captionVisible?: boolean;
  onOpen: (order: Order) => void;
}

const column = dataTableColumns<Order>();

/** Orders as rows on the table kit, sortable by each column; each opens its detail, to amend or cancel it. */
export function OrderTable({ orders, caption, captionVisible = true, onOpen }: OrderTableProps) {
  const { t } = useTranslation('trade');
  const { language } = useLanguage();
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('history.columns.time'),
        sortFn: 'datetime',
        // The order's short number under its time: what the client quotes to the broker.
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{orderTime(row.original.createdAt, language)}</Text>
            <Text size="xs" c="dimmed" className="num">
              {row.original.orderNumber}
            </Text>
          </Stack>
        ),
      }),
      column.accessor((order) => orderInstrument(order, language).code, {
        id: 'stock',
        header: t('history.columns.stock'),
        sortFn: 'alphanumeric',
        meta: { rowHeader: true, card: 'title' },
        cell: ({ row }) => {
          const instrument = orderInstrument(row.original, language);
          return (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {instrument.code}
              </Text>
              <Text size="xs" c="dimmed">
                {instrument.name}
              </Text>
            </Stack>
          );
        },
      }),
      column.accessor('side', {
        header: t('history.columns.side'),
        meta: { card: 'secondary' },
        cell: (info) => (
          <Text size="sm" fw={600}>
            {t(`side.${info.getValue()}`)}
          </Text>
        ),
      }),
      column.accessor('orderType', {
        header: t('history.columns.type'),
        // A conditional order names its condition and trigger under its type: what it is waiting for.
        cell: ({ row }) => {
          const condition = conditionSummary(row.original.condition, t);
          return (
            <Stack gap={0}>
              <Text size="sm">{t(`orderType.${row.original.orderType}`)}</Text>
              {condition !== null && (
                <Text size="xs" c="dimmed">
                  {condition}
                </Text>
              )}
            </Stack>
          );
        },
      }),
      column.accessor('price', {
        header: t('history.columns.price'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'secondary' },
        // With its currency: one client trades in HKD, USD, RMB, JPY, SGD and GBP on the same list.
        cell: ({ row }) => (
          <Stack gap={0} align="flex-end">
            <span className="num">{orderPrice(row.original.price)}</span>
            {row.original.price !== null && (
              <Text size="xs" c="dimmed">
                {row.original.currency}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.accessor('filledQuantity', {
        header: t('history.columns.filled'),
        sortFn: 'basic',
        meta: { numeric: true, card: 'secondary' },
        cell: ({ row }) =>
          `${row.original.filledQuantity.toLocaleString(language)} / ${row.original.quantity.toLocaleString(language)}`,
      }),
      column.accessor('status', {
        header: t('history.columns.status'),
        meta: { card: 'primary' },
        // By what the reader sees, not by the code.
        sortFn: (a, b) =>
          t(`status.${a.original.status}`).localeCompare(t(`status.${b.original.status}`), language),
        cell: (info) => <OrderStatusBadge status={info.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('history.columns.actions')}</VisuallyHidden>,
        meta: { card: 'action' },
        cell: ({ row }) => {
          const order = row.original;
          return (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => onOpen(order)}
              aria-label={t('history.openOrder', {
                code: orderInstrument(order, language).code,
                id: order.orderNumber,
              })}
            >
              {t('history.details')}
            </Button>
          );
        },
      }),
    ],
    [t, language, onOpen],
  );
  return (
    <DataTable
      caption={caption}
      captionVisible={captionVisible}
      columns={columns}
      data={orders}
      getRowId={(order) => order.orderID}
      emptyText={t('history.noOrders')}
    />
  );
}
