import { useMemo } from 'react';
import { formatAmount } from '@lantau/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStaffDividend, type StaffDividendEntitlement } from '@lantau/contract';
import { dataTableColumns } from '../../../shared/table';
import { staffApiClient } from '../staff-api';
import { QueueTable } from '../queue/queue-page';
import { staffQueryKey } from '../queue/use-staff-action';

const column = dataTableColumns<StaffDividendEntitlement>();

/** Every entitled account of one announcement: shares, gross amount, its election (and earlier ones), payment. */
export function DividendElections({ announcementID }: { announcementID: string }) {
  const { t } = useTranslation('backoffice');
  const detail = useQuery({
    queryKey: [...staffQueryKey, 'dividends', announcementID],
    queryFn: () => staffApiClient.request(getStaffDividend, { params: { announcementID } }),
  });
  const columns = useMemo(
    () => [
      column.accessor((entitlement) => `${entitlement.userID} · ${entitlement.accountNumber}`, {
        id: 'client',
        header: t('columns.client'),
        meta: { rowHeader: true },
      }),
      column.accessor('sharesHeld', {
        header: t('dividends.shares'),
        meta: { numeric: true },
      }),
      column.accessor('grossAmount', {
        header: t('dividends.gross'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'primary' },
        cell: (info) => formatAmount(info.getValue()),
      }),
      column.display({
        id: 'election',
        header: t('dividends.election'),
        cell: ({ row: { original: entitlement } }) => (
          <>
            {entitlement.election
              ? t('dividends.elected', {
                  option: t(`dividends.option.${entitlement.election.option}`),
                  scrip: entitlement.election.scripShares,
                })
              : t('dividends.noElection')}
            {entitlement.electionHistory.length > 1 && (
              <Text size="xs" c="dimmed">
                {t('dividends.replaced', { count: entitlement.electionHistory.length - 1 })}
              </Text>
            )}
          </>
        ),
      }),
      column.display({
        id: 'payment',
        header: t('dividends.payment'),
        cell: ({ row: { original: entitlement } }) =>
          entitlement.payment
            ? t('dividends.paid', {
                cash: formatAmount(entitlement.payment.cashAmount),
                shares: entitlement.payment.scripQuantity,
              })
            : '—',
      }),
    ],
    [t],
  );
  const label = t('dividends.electionsOf', { id: announcementID });
  return (
    <Stack gap="xs">
      <Title order={3}>{label}</Title>
      <QueueTable
        label={label}
        rows={detail.data?.entitlements}
        rowKey={(entitlement) => entitlement.accountNumber}
        columns={columns}
        error={detail.error}
        emptyText={t('dividends.noEntitlements')}
      />
    </Stack>
  );
}
