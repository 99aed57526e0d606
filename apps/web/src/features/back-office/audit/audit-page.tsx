import { formatHongKongTime } from '@lantau/domain';
import { useState } from 'react';
import { Code, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAuditRecords, type AuditRecord } from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { QueuePage } from '../queue/queue-page';
import { AuditChange } from './audit-change';
import { useStaffPage } from '../queue/use-staff-page';
import { dataTableColumns } from '../../../shared/table';

const column = dataTableColumns<AuditRecord>();

/** The broker's audit trail, newest first, narrowed to one subject or one actor when asked. */
export function AuditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [subjectID, setSubjectID] = useState('');
  const [actorID, setActorID] = useState('');
  const filter = { subjectID: subjectID.trim() || undefined, actorID: actorID.trim() || undefined };
  const records = useStaffPage(['audit', filter], (page) =>
    staffApiClient.request(getAuditRecords, { query: { ...filter, ...page } }),
  );
  const columns = [
    column.display({
      id: 'at',
      header: t('audit.at'),
      cell: ({ row: { original: record } }) => formatHongKongTime(record.at, i18n.language),
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
      cell: ({ row: { original: record } }) =>
        `${t(`audit.subjectType.${record.subjectType}`, { defaultValue: record.subjectType })} ${record.subjectID}`,
    }),
    column.display({
      id: 'change',
      header: t('audit.change'),
      cell: ({ row: { original: record } }) => <AuditChange record={record} />,
    }),
  ];
  return (
    <QueuePage
      title={t('audit.title')}
      rows={records.data?.records}
      rowKey={(record) => record.auditID}
      columns={columns}
      error={records.error}
      pager={records.pager}
    >
      <Group align="flex-end">
        <TextInput
          label={t('audit.subjectID')}
          value={subjectID}
          onChange={(event) => setSubjectID(event.currentTarget.value)}
        />
        <TextInput
          label={t('audit.actorID')}
          value={actorID}
          onChange={(event) => setActorID(event.currentTarget.value.toUpperCase())}
        />
      </Group>
    </QueuePage>
  );
}
