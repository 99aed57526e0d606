import { useState } from 'react';
import { Code, Group, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAuditRecords, type AuditRecord } from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { OffsetPager } from '../queue/offset-pager';
import { QueuePage } from '../queue/queue-page';
import { staffQueryKey } from '../queue/use-staff-action';
import { dataTableColumns } from '../../../shared/table';

const column = dataTableColumns<AuditRecord>();

const PAGE_SIZE = 50;

/** The broker's audit trail, newest first, narrowed to one subject or one actor when asked. */
export function AuditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [subjectID, setSubjectID] = useState('');
  const [actorID, setActorID] = useState('');
  const [offset, setOffset] = useState(0);
  const filter = { subjectID: subjectID.trim() || undefined, actorID: actorID.trim() || undefined };
  const records = useQuery({
    queryKey: [...staffQueryKey, 'audit', filter, offset],
    queryFn: () =>
      staffApiClient.request(getAuditRecords, { query: { ...filter, limit: PAGE_SIZE, offset } }),
    placeholderData: keepPreviousData,
  });
  const total = records.data?.total ?? 0;
  const columns = [
    column.display({
      id: 'at',
      header: t('audit.at'),
      cell: ({ row: { original: record } }) => new Date(record.at).toLocaleString(i18n.language),
    }),
    column.display({
      id: 'actor',
      header: t('audit.actor'),
      cell: ({ row: { original: record } }) =>
        `${t(`audit.actorKind.${record.actorKind}`)} ${record.actorID}`,
    }),
    column.display({
      id: 'action',
      header: t('audit.action'),
      cell: ({ row: { original: record } }) => <Code>{record.action}</Code>,
    }),
    column.display({
      id: 'subject',
      header: t('audit.subject'),
      cell: ({ row: { original: record } }) => `${record.subjectType} ${record.subjectID}`,
    }),
    column.display({
      id: 'change',
      header: t('audit.change'),
      cell: ({ row: { original: record } }) => (
        <Code block fz="xs">
          {JSON.stringify({ before: record.before, after: record.after }, null, 1)}
        </Code>
      ),
    }),
  ];
  const narrow = (set: (value: string) => void) => (value: string) => {
    set(value);
    setOffset(0);
  };
  return (
    <QueuePage
      title={t('audit.title')}
      rows={records.data?.records}
      rowKey={(record) => record.auditID}
      columns={columns}
      error={records.error}
    >
      <Group align="flex-end">
        <TextInput
          label={t('audit.subjectID')}
          value={subjectID}
          onChange={(event) => narrow(setSubjectID)(event.currentTarget.value)}
        />
        <TextInput
          label={t('audit.actorID')}
          value={actorID}
          onChange={(event) => narrow(setActorID)(event.currentTarget.value.toUpperCase())}
        />
        <OffsetPager offset={offset} total={total} pageSize={PAGE_SIZE} onChange={setOffset} />
      </Group>
    </QueuePage>
  );
}
