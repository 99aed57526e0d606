import { useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ipo, IpoApplication } from '@lantau/contract';
import { formatAmount, formatHongKongTime } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { localName } from '../../../shared/market-data';
import { DataTable, dataTableColumns, type DataTableColumn } from '../../../shared/table';
import { Amount } from '../../../shared/ui/amount';
import type { IpoListView } from '../ipo-api';
import { offerPriceText, ratioPercent } from '../ipo-format';
import { IpoStatusBadge } from '../status-badges';

const column = dataTableColumns<Ipo>();

interface IpoTableProps {
  view: IpoListView;
  ipos: Ipo[] | undefined;
  loading: boolean;
  /** The client's applications: a listing shows what each of them was allotted. */
  applications?: readonly IpoApplication[];
  onDetails: (ipo: Ipo) => void;
  onApply: (ipo: Ipo) => void;
}

/** Shares allotted to the client's applications for one issue; null before results or without one. */
function allottedOf(applications: readonly IpoApplication[] | undefined, ipoID: string): number | null {
  const mine = applications?.filter((application) => application.ipoID === ipoID) ?? [];
  if (mine.length === 0 || mine.every((application) => application.allottedQuantity === null)) return null;
  return mine.reduce((sum, application) => sum + (application.allottedQuantity ?? 0), 0);
}

/**
 * The issues of one view as the table kit's table (cards on a phone): the calendar's terms and key dates, the
 * open ones' cut-offs, or the listings' results; each opening its detail, and Apply where it takes applications.
 */
export function IpoTable({ view, ipos, loading, applications, onDetails, onApply }: IpoTableProps) {
  const { t } = useTranslation('ipo');
  const { language } = useLanguage();
  const columns = useMemo(() => {
    const time = (instant: string) => formatHongKongTime(instant, language);
    const name = column.accessor('stockCode', {
      header: t('table.issue'),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text inherit fw={600}>
            {localName(row.original.name, language)}
          </Text>
          <Text inherit size="xs" c="dimmed">
            {row.original.stockCode}
          </Text>
        </Stack>
      ),
    });
    const amountPerLot = column.accessor('amountPerLot', {
      header: t('table.amountPerLot'),
      sortFn: 'decimal',
      meta: { numeric: true, card: 'primary' },
      cell: ({ row }) => <Amount value={row.original.amountPerLot} currency={row.original.currency} />,
    });
    const price = column.accessor('offerPriceHigh', {
      header: t('table.offerPrice'),
      sortFn: 'decimal',
      meta: { numeric: true },
      cell: ({ row }) => offerPriceText(row.original),
    });
    const lot = column.accessor('lotSize', {
      header: t('table.lotSize'),
      meta: { numeric: true },
      cell: (info) => formatAmount(info.getValue(), 0),
    });
    const financing = column.accessor((ipo) => ipo.financing?.maxRatio ?? '', {
      id: 'financing',
      header: t('table.financing'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.financing
          ? t('table.financingUpTo', { ratio: ratioPercent(row.original.financing.maxRatio) })
          : t('table.noFinancing'),
    });
    const actions = column.display({
      id: 'actions',
      header: t('table.actions'),
      meta: { card: 'action' },
      cell: ({ row }) => {
        const code = row.original.stockCode;
        return (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onDetails(row.original)}
              aria-label={t('table.detailsFor', { code })}
            >
              {t('table.details')}
            </Button>
            {(row.original.cashOpen || row.original.financedOpen) && (
              <Button
                size="compact-xs"
                onClick={() => onApply(row.original)}
                aria-label={t('table.applyFor', { code })}
              >
                {t('table.apply')}
              </Button>
            )}
          </Group>
        );
      },
    });
    const status = column.accessor('status', {
      header: t('table.status'),
      meta: { card: 'secondary' },
      cell: (info) => <IpoStatusBadge status={info.getValue()} />,
    });
    const byView: Record<IpoListView, DataTableColumn<Ipo>[]> = {
      ALL: [
        name,
        status,
        price,
        lot,
        amountPerLot,
        column.accessor('openAt', {
          header: t('table.subscription'),
          sortFn: 'datetime',
          cell: ({ row }) => `${time(row.original.openAt)} – ${time(row.original.closeAt)}`,
        }),
        column.accessor('listingDate', { header: t('table.listingDate') }),
        financing,
        actions,
      ],
      OPEN: [
        name,
        price,
        amountPerLot,
        column.accessor('cashCutoffAt', {
          header: t('table.cashCutoff'),
          sortFn: 'datetime',
          meta: { card: 'secondary' },
          cell: (info) => time(info.getValue()),
        }),
        column.accessor('financedCutoffAt', {
          header: t('table.financedCutoff'),
          sortFn: 'datetime',
          cell: ({ row }) => (row.original.financing ? time(row.original.financedCutoffAt) : '—'),
        }),
        financing,
        actions,
      ],
      LISTINGS: [
        name,
        column.accessor('listingDate', { header: t('table.listingDate'), meta: { card: 'secondary' } }),
        column.accessor((ipo) => ipo.finalPrice ?? '', {
          id: 'finalPrice',
          header: t('table.finalPrice'),
          sortFn: 'decimal',
          meta: { numeric: true, card: 'primary' },
          cell: ({ row }) =>
            row.original.finalPrice === null ? '—' : formatAmount(row.original.finalPrice, 3),
        }),
        column.accessor((ipo) => ipo.oversubscription ?? '', {
          id: 'oversubscription',
          header: t('table.oversubscription'),
          sortFn: 'decimal',
          meta: { numeric: true },
          cell: ({ row }) =>
            row.original.oversubscription === null
              ? '—'
              : t('table.times', { times: row.original.oversubscription }),
        }),
        column.display({
          id: 'allotted',
          header: t('table.myAllotment'),
          meta: { numeric: true },
          cell: ({ row }) => {
            const allotted = allottedOf(applications, row.original.ipoID);
            return allotted === null ? '—' : t('table.shares', { count: allotted });
          },
        }),
        actions,
      ],
    };
    return byView[view];
  }, [t, language, view, applications, onDetails, onApply]);
  return (
    <DataTable
      caption={t(`table.caption.${view}`)}
      columns={columns}
      data={ipos}
      getRowId={(ipo) => ipo.ipoID}
      loading={loading}
      emptyText={t(`table.empty.${view}`)}
    />
  );
}
