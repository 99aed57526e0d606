import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  getStaffAnnouncements,
  postStaffAnnouncementPublish,
  postStaffAnnouncementUnpublish,
  type StaffAnnouncement,
} from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { localName } from '../../../shared/market-data';
import { staffApiClient } from '../staff-api';
import { ActionCell } from '../queue/action-cell';
import { QueuePage } from '../queue/queue-page';
import { useStaffAction } from '../queue/use-staff-action';
import { useStaffPage } from '../queue/use-staff-page';
import { WriteAnnouncementForm } from './write-announcement-form';
import { dataTableColumns } from '../../../shared/table';

const column = dataTableColumns<StaffAnnouncement>();

/** The broker's notices and announcements: write one, publish it to clients' home pages, take it down. */
export function AnnouncementsPage() {
  const { t } = useTranslation('backofficeclients');
  const { language } = useLanguage();
  const list = useStaffPage(['announcements'], (page) =>
    staffApiClient.request(getStaffAnnouncements, { query: page }),
  );
  const columns = [
    column.display({
      id: 'kind',
      header: t('announcements.kind'),
      cell: ({ row: { original: row } }) => t(`announcements.kinds.${row.kind}`),
    }),
    column.display({
      id: 'titleColumn',
      header: t('announcements.titleColumn'),
      cell: ({ row: { original: row } }) => localName(row.title, language),
    }),
    column.display({
      id: 'status',
      header: t('announcements.status'),
      cell: ({ row: { original: row } }) => (
        <Badge variant="dot" color={row.status === 'PUBLISHED' ? 'green' : 'gray'}>
          {t(`announcements.statuses.${row.status}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'createdBy',
      header: t('announcements.createdBy'),
      cell: ({ row: { original: row } }) => row.createdBy,
    }),
    column.display({
      id: 'actions',
      header: t('announcements.actions'),
      cell: ({ row: { original: row } }) => <PublishActions announcement={row} />,
    }),
  ];
  return (
    <QueuePage
      title={t('announcements.title')}
      rows={list.data?.announcements}
      rowKey={(row) => row.announcementID}
      columns={columns}
      error={list.error}
      pager={list.pager}
    >
      <WriteAnnouncementForm />
    </QueuePage>
  );
}

function PublishActions({ announcement }: { announcement: StaffAnnouncement }) {
  const { t } = useTranslation('backofficeclients');
  const params = { announcementID: announcement.announcementID };
  const published = announcement.status === 'PUBLISHED';
  const change = useStaffAction(() =>
    staffApiClient.request(published ? postStaffAnnouncementUnpublish : postStaffAnnouncementPublish, {
      params,
    }),
  );
  return (
    <ActionCell error={change.error}>
      <Button
        size="xs"
        // Taking down is the quieter action: outlined, as a neutral button (light red fails contrast).
        variant={published ? 'default' : 'filled'}
        onClick={() => change.mutate()}
        loading={change.isPending}
      >
        {published ? t('announcements.unpublish') : t('announcements.publish')}
      </Button>
    </ActionCell>
  );
}
