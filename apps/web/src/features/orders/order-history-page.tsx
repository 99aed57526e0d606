import { useId, useMemo, useState } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lantau/contract';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useExecutions } from './api/get-executions';
import { useOrders } from './api/get-orders';
import { addDays, businessToday } from './business-date';
import { DateRange, type DateRangeValue } from './date-range';
import { ExecutionsTable } from './executions-table';
import { OrderDetailDialog } from './order-detail-dialog';
import { workingStatuses } from './order-status';
import { OrderTable } from './order-table';
import { useLiveOrderUpdates } from './use-live-order-updates';

type Tab = 'today' | 'history' | 'executions';

/** Today's orders in two sections, each newest first: what still works (to amend or cancel), then what ended. */
function todaySections(orders: readonly Order[]): { working: Order[]; finished: Order[] } {
  const newest = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    working: newest.filter((order) => workingStatuses.has(order.status)),
    finished: newest.filter((order) => !workingStatuses.has(order.status)),
  };
}

/** /{code}/main/order_history: today's orders live, the history by date range, and the executions. */
export default function OrderHistoryPage() {
  const { t } = useTranslation('trade');
  useDocumentTitle(t('history.title'));
  useLiveOrderUpdates();
  const [tab, setTab] = useState<Tab>('today');
  const [open, setOpen] = useState<Order | null>(null);
  const today = businessToday();
  const [range, setRange] = useState<DateRangeValue>({ from: addDays(today, -30), to: today });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('history.title')}
      </Title>
      <Tabs value={tab} onChange={(next) => setTab((next as Tab | null) ?? 'today')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="today">{t('history.tabs.today')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('history.tabs.history')}</Tabs.Tab>
          <Tabs.Tab value="executions">{t('history.tabs.executions')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="today" pt="md">
          <TodayOrders onOpen={setOpen} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <Stack gap="md">
            <DateRange value={range} onChange={setRange} />
            <OrdersInRange range={range} onOpen={setOpen} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="executions" pt="md">
          <Stack gap="md">
            <DateRange value={range} onChange={setRange} />
            <ExecutionsInRange range={range} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {open && <OrderDetailDialog order={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

function TodayOrders({ onOpen }: { onOpen: (order: Order) => void }) {
  const { t } = useTranslation('trade');
  const orders = useOrders();
  // Sorted once per answer: the table kit recomputes its rows whenever it is handed a new array.
  const sections = useMemo(() => todaySections(orders.data?.orders ?? []), [orders.data]);
  if (orders.isPending) return <PageLoader />;
  if (orders.isError)
    return <RetryAlert title={t('history.loadFailed')} onRetry={() => void orders.refetch()} />;
  return (
    <Stack gap="lg">
      <OrderSection title={t('history.sections.working')} orders={sections.working} onOpen={onOpen} />
      <OrderSection title={t('history.sections.finished')} orders={sections.finished} onOpen={onOpen} />
    </Stack>
  );
}

/** A titled section of today's orders; its heading names the table for screen readers too. */
function OrderSection(props: { title: string; orders: Order[]; onOpen: (order: Order) => void }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {props.title}
      </Title>
      <OrderTable orders={props.orders} caption={props.title} captionVisible={false} onOpen={props.onOpen} />
    </Stack>
  );
}

function OrdersInRange({ range, onOpen }: { range: DateRangeValue; onOpen: (order: Order) => void }) {
  const { t } = useTranslation('trade');
  const orders = useOrders(range);
  if (orders.isPending) return <PageLoader />;
  if (orders.isError)
    return <RetryAlert title={t('history.loadFailed')} onRetry={() => void orders.refetch()} />;
  return (
    <OrderTable
      orders={orders.data.orders}
      caption={t('history.rangeCaption', { from: range.from, to: range.to })}
      onOpen={onOpen}
    />
  );
}

function ExecutionsInRange({ range }: { range: DateRangeValue }) {
  const { t } = useTranslation('trade');
  const executions = useExecutions(range.from, range.to);
  if (executions.isPending) return <PageLoader />;
  if (executions.isError) {
    return <RetryAlert title={t('history.loadFailed')} onRetry={() => void executions.refetch()} />;
  }
  return (
    <ExecutionsTable
      executions={executions.data.executions}
      caption={t('history.executionsCaption', { from: range.from, to: range.to })}
    />
  );
}
