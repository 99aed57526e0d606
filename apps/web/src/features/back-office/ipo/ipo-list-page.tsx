import { useState } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatHongKongTime } from '@lantau/domain';
import { getStaffIpos, ipoStatuses, type IpoStatus, type StaffIpo } from '@lantau/contract';
import { useLocalized } from '../../../shared/i18n';
import { dataTableColumns } from '../../../shared/table';
import { staffApiClient } from '../staff-api';
import { QueuePage } from '../queue/queue-page';
import { useStaffPage } from '../queue/use-staff-page';
import { IpoStatusBadge, moneyOf, offerPriceText } from './ipo-format';
import { useIpoDeskPath } from './ipo-paths';

const column = dataTableColumns<StaffIpo>();

/** The broker's issues, newest listing first, a page at a time, by status; each with its application counts. */
export function IpoListPage() {
  const { t, i18n } = useTranslation('backoffice');
  const localized = useLocalized();
  const deskPath = useIpoDeskPath();
  const [status, setStatus] = useState<IpoStatus | ''>('');
  const ipos = useStaffPage(['ipos', status], (page) =>
    staffApiClient.request(getStaffIpos, { query: { ...page, ...(status && { status }) } }),
  );
  const columns = [
    column.accessor((ipo) => `${ipo.stockCode} ${localized(ipo.name)}`, {
      id: 'issue',
      header: t('ipo.columns.issue'),
      meta: { rowHeader: true },
      cell: ({ row: { original: ipo } }) => (
        <>
          <Text size="sm" fw={500}>
            {localized(ipo.name)}
          </Text>
          <Text size="xs" c="dimmed">
            {ipo.stockCode}
          </Text>
        </>
      ),
    }),
    column.display({
      id: 'status',
      header: t('ipo.columns.status'),
      cell: ({ row: { original: ipo } }) => <IpoStatusBadge status={ipo.status} />,
    }),
    column.display({
      id: 'offerPrice',
      header: t('ipo.columns.offerPrice'),
      meta: { numeric: true },
      cell: ({ row: { original: ipo } }) => offerPriceText(ipo),
    }),
    column.display({
      id: 'subscription',
      header: t('ipo.columns.subscription'),
      cell: ({ row: { original: ipo } }) =>
        t('ipo.columns.fromTo', {
          from: formatHongKongTime(ipo.openAt, i18n.language),
          to: formatHongKongTime(ipo.closeAt, i18n.language),
        }),
    }),
    column.accessor('listingDate', { header: t('ipo.fields.listingDate') }),
    column.display({
      id: 'applications',
      header: t('ipo.columns.applications'),
      meta: { numeric: true, card: 'primary' },
      cell: ({ row: { original: ipo } }) => (
        <>
          <Text size="sm">
            {t('ipo.counts.summary', {
              total: ipo.counts.applications,
              cash: ipo.counts.cash,
              financed: ipo.counts.financed,
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {moneyOf(ipo.counts.appliedAmount, ipo.currency)}
          </Text>
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('ipo.columns.actions'),
      meta: { card: 'action' },
      cell: ({ row: { original: ipo } }) => (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={deskPath(ipo.ipoID)}
          aria-label={t('ipo.list.openIssue', { issue: `${ipo.stockCode} ${localized(ipo.name)}` })}
        >
          {t('ipo.list.open')}
        </Button>
      ),
    }),
  ];
  return (
    <QueuePage
      title={t('ipo.list.title')}
      rows={ipos.data?.ipos}
      rowKey={(ipo) => ipo.ipoID}
      columns={columns}
      error={ipos.error}
      pager={ipos.pager}
      emptyText={t('ipo.list.none')}
    >
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('ipo.list.statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as IpoStatus | '')}
          data={[
            { value: '', label: t('ipo.list.allStatuses') },
            ...ipoStatuses.map((value) => ({ value, label: t(`ipo.status.${value}`) })),
          ]}
        />
        <Button component={Link} to={deskPath('new')}>
          {t('ipo.list.new')}
        </Button>
      </Group>
    </QueuePage>
  );
}
