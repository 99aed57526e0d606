import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getStaffDividends, type StaffDividendAnnouncement } from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { QueuePage } from '../queue/queue-page';
import { useStaffPage } from '../queue/use-staff-page';
import { AnnounceDividendForm } from './announce-dividend-form';
import { DividendElections } from './dividend-elections';
import { useLocalized } from '../../../shared/i18n';
import { dataTableColumns } from '../../../shared/table';

const column = dataTableColumns<StaffDividendAnnouncement>();

/** Dividend announcements with their election counts; announce a new one, open one to see every election. */
export function DividendsPage() {
  const { t } = useTranslation('backoffice');
  const localized = useLocalized();
  const [openID, setOpenID] = useState<string | null>(null);
  const announcements = useStaffPage(['dividends'], (page) =>
    staffApiClient.request(getStaffDividends, { query: page }),
  );
  const columns = [
    column.display({
      id: 'stock',
      header: t('dividends.stock'),
      cell: ({ row: { original: item } }) => (
        <>
          <Text size="sm">{localized(item.name)}</Text>
          <Text size="xs" c="dimmed">
            {item.market} {item.stockCode}
          </Text>
        </>
      ),
    }),
    column.display({
      id: 'terms',
      header: t('dividends.terms'),
      cell: ({ row: { original: item } }) =>
        t(item.scripPrice ? 'dividends.rateScrip' : 'dividends.rate', {
          rate: item.cashRate,
          currency: item.currency,
          price: item.scripPrice,
        }),
    }),
    column.display({
      id: 'dates',
      header: t('dividends.dates'),
      cell: ({ row: { original: item } }) =>
        t('dividends.dateList', {
          ex: item.exDate,
          record: item.recordDate,
          deadline: item.electionDeadline,
          payment: item.paymentDate,
        }),
    }),
    column.display({
      id: 'status',
      header: t('columns.status'),
      cell: ({ row: { original: item } }) => (
        <Badge variant="light">{t(`dividends.status.${item.status}`)}</Badge>
      ),
    }),
    column.display({
      id: 'elections',
      header: t('dividends.elections'),
      cell: ({ row: { original: item } }) => t('dividends.counts', item.counts),
    }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row: { original: item } }) => (
        <Button
          size="xs"
          variant="default"
          aria-expanded={openID === item.announcementID}
          onClick={() => setOpenID(openID === item.announcementID ? null : item.announcementID)}
        >
          {t('dividends.showElections')}
        </Button>
      ),
    }),
  ];
  return (
    <QueuePage
      title={t('dividends.title')}
      rows={announcements.data?.announcements}
      rowKey={(item) => item.announcementID}
      columns={columns}
      error={announcements.error}
      pager={announcements.pager}
    >
      <AnnounceDividendForm />
      {openID && <DividendElections announcementID={openID} />}
    </QueuePage>
  );
}
