import type { ComponentType, ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffFundRequest } from '@lantau/contract';
import { QueuePage, QueueTable } from '../queue/queue-page';
import { ApprovalActions } from './approval-actions';
import { useFundColumns } from './fund-columns';
import { useFundQueue, type FundQueueFilter } from './use-fund-queue';
import { dataTableColumns } from '../../../shared/table';

interface FundQueuePageProps {
  title: string;
  filter: FundQueueFilter;
  /** What a member can do to one request of this queue. */
  Actions: ComponentType<{ request: StaffFundRequest }>;
  /** This queue's requests waiting for a second member's approval, shown under the queue. */
  awaitingApproval?: FundQueueFilter;
  children?: ReactNode;
}

/** A queue of fund requests: the common columns, then this queue's actions on each request. */
export function FundQueuePage({ title, filter, Actions, awaitingApproval, children }: FundQueuePageProps) {
  const { rows, error, pager } = useFundQueue(filter);
  const columns = useColumnsWith(Actions);
  const queue = (
    <QueuePage
      title={title}
      rows={rows}
      rowKey={(row) => row.requestID}
      columns={columns}
      error={error}
      pager={pager}
    >
      {children}
    </QueuePage>
  );
  if (!awaitingApproval) return queue;
  return (
    <Stack gap="xl">
      {queue}
      <AwaitingApproval filter={awaitingApproval} />
    </Stack>
  );
}

/** Requests whose first step is taken, until another member approves or refuses them. */
function AwaitingApproval({ filter }: { filter: FundQueueFilter }) {
  const { t } = useTranslation('backoffice');
  const { rows, error, pager } = useFundQueue(filter);
  const columns = useColumnsWith(ApprovalActions);
  return (
    <Stack>
      <Title order={3}>{t('approvals.awaiting')}</Title>
      <QueueTable
        label={t('approvals.awaiting')}
        rows={rows}
        rowKey={(row) => row.requestID}
        columns={columns}
        error={error}
        pager={pager}
      />
    </Stack>
  );
}

const column = dataTableColumns<StaffFundRequest>();

/** The common columns, then what a member can do to each request. */
function useColumnsWith(Actions: ComponentType<{ request: StaffFundRequest }>) {
  const { t } = useTranslation('backoffice');
  return [
    ...useFundColumns(),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row: { original: request } }) => <Actions request={request} />,
    }),
  ];
}
