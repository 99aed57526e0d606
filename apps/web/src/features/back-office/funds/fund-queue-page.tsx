import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffFundRequest } from '@lantau/contract';
import { QueuePage } from '../queue/queue-page';
import { useFundColumns } from './fund-columns';
import { useFundQueue, type FundQueueFilter } from './use-fund-queue';

interface FundQueuePageProps {
  title: string;
  filter: FundQueueFilter;
  /** What a member can do to one request of this queue. */
  Actions: ComponentType<{ request: StaffFundRequest }>;
  children?: ReactNode;
}

/** A queue of fund requests: the common columns, then this queue's actions on each request. */
export function FundQueuePage({ title, filter, Actions, children }: FundQueuePageProps) {
  const { t } = useTranslation('backoffice');
  const { rows, error } = useFundQueue(filter);
  const columns = [
    ...useFundColumns(),
    { header: t('columns.actions'), cell: (request: StaffFundRequest) => <Actions request={request} /> },
  ];
  return (
    <QueuePage title={title} rows={rows} rowKey={(row) => row.requestID} columns={columns} error={error}>
      {children}
    </QueuePage>
  );
}
