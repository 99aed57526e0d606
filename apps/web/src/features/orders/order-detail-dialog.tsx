import { useState } from 'react';
import { Alert, Button, Group, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lantau/contract';
import { formatBcan } from '@lantau/domain';
import { useLanguage } from '../../shared/i18n';
import { DetailList } from '../../shared/ui/detail-list';
import { PageLoader } from '../../shared/ui/page-loader';
import { useOrder } from './api/get-order';
import { AmendOrderDialog } from './amend-order-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { conditionRows, money, orderInstrument, orderPrice, orderTime } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { ClosableDialog } from '../../shared/ui/dialogs';

interface OrderDetailDialogProps {
  /** The order as the list knows it; the dialog loads the newest copy with its executions. */
  order: Order;
  onClose: () => void;
}

/** One order: its terms, fees, fills, why it was refused, and Amend and Cancel while it works. */
export function OrderDetailDialog({ order: listed, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation(['trade', 'common']);
  const { language } = useLanguage();
  const detail = useOrder(listed.orderID);
  const order = detail.data?.order ?? listed;
  const [action, setAction] = useState<'amend' | 'cancel' | null>(null);
  const instrument = orderInstrument(order, language);
  const rows: [string, string][] = [
    [t('history.columns.orderID'), order.orderNumber],
    [t('history.columns.account'), order.accountNumber],
    [t('history.columns.side'), t(`side.${order.side}`)],
    [t('history.columns.type'), t(`orderType.${order.orderType}`)],
    [t('history.columns.price'), orderPrice(order.price)],
    // A conditional order's condition and trigger: "Limit 604.500" alone hides what it waits for.
    ...conditionRows(order.condition, t),
    [t('history.columns.quantity'), order.quantity.toLocaleString(language)],
    [t('history.columns.filled'), order.filledQuantity.toLocaleString(language)],
    [t('history.columns.averagePrice'), orderPrice(order.averageFillPrice)],
    [
      t('ticket.timeInForce'),
      t(`tif.${order.timeInForce}`) + (order.expiryDate ? ` ${order.expiryDate}` : ''),
    ],
    [t('history.columns.time'), orderTime(order.createdAt, language)],
    [t('fees.total'), `${order.fees.currency} ${money(order.fees.totalFees, order.fees.currency)}`],
    // HKIDR: the investor identification the order carried to the exchange.
    ...(order.investorID === null
      ? []
      : ([
          [t('history.columns.ceNumber'), order.investorID.ceNumber],
          [t('history.columns.bcan'), formatBcan(order.investorID.bcan)],
        ] as [string, string][])),
  ];

  return (
    <>
      <ClosableDialog
        opened={action === null}
        onClose={onClose}
        title={`${instrument.code} ${instrument.name}`}
        size="lg"
      >
        <Stack gap="md">
          <Group gap="xs">
            <OrderStatusBadge status={order.status} />
          </Group>
          {order.status === 'REJ' || order.status === 'DIS' ? (
            <Alert color="red" title={t('history.rejected')}>
              {order.rejectReason ? t(`reason.${order.rejectReason}`) : (order.rejectMessage ?? '')}
            </Alert>
          ) : null}
          <DetailList rows={rows} />
          {detail.isPending ? (
            <PageLoader />
          ) : (
            detail.data &&
            detail.data.executions.length > 0 && (
              <Table.ScrollContainer minWidth={420}>
                <Table>
                  <Table.Caption>{t('history.executionsOfOrder')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('history.columns.time')}</Table.Th>
                      <Table.Th ta="right">{t('history.columns.price')}</Table.Th>
                      <Table.Th ta="right">{t('history.columns.quantity')}</Table.Th>
                      <Table.Th>{t('history.columns.settlement')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {detail.data.executions.map((execution) => (
                      <Table.Tr key={execution.executionID}>
                        <Table.Td>{orderTime(execution.time, language)}</Table.Td>
                        <Table.Td ta="right">{orderPrice(execution.price)}</Table.Td>
                        <Table.Td ta="right">{execution.quantity.toLocaleString(language)}</Table.Td>
                        <Table.Td>{execution.settlementDate}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          )}
          <Group justify="flex-end">
            {order.canAmend && (
              <Button variant="default" onClick={() => setAction('amend')}>
                {t('history.amend')}
              </Button>
            )}
            {order.canCancel && (
              <Button color="red" variant="light" onClick={() => setAction('cancel')}>
                {t('history.cancel')}
              </Button>
            )}
            <Button onClick={onClose}>{t('history.close')}</Button>
          </Group>
        </Stack>
      </ClosableDialog>
      <AmendOrderDialog
        order={order}
        opened={action === 'amend'}
        onClose={() => setAction(null)}
        onDone={onClose}
      />
      <CancelOrderDialog
        order={order}
        opened={action === 'cancel'}
        onClose={() => setAction(null)}
        onDone={onClose}
      />
    </>
  );
}
