import { useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashBalance } from '@lantau/contract';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { Amount } from '../../../shared/ui/amount';

const column = dataTableColumns<CashBalance>();
const amountFields = ['available', 'onHold', 'unsettled', 'settled'] as const;

/** Cash per currency: available now, held by working orders, and traded but not yet settled. */
export function CashTable({ cash }: { cash: CashBalance[] }) {
  const { t } = useTranslation('account');
  const columns = useMemo(
    () => [
      column.accessor('currency', { header: t('overview.currency'), meta: { rowHeader: true } }),
      ...amountFields.map((field) =>
        column.accessor(field, {
          header: t(`overview.${field}`),
          sortFn: 'decimal',
          meta: { numeric: true },
          cell: (info) => <Amount value={info.getValue()} />,
        }),
      ),
    ],
    [t],
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="cash-title">
      <Title order={2} size="h4" id="cash-title">
        {t('overview.cashTable')}
      </Title>
      <DataTable
        caption={t('overview.cashTable')}
        columns={columns}
        data={cash}
        getRowId={(row) => row.currency}
        emptyText={t('overview.noAccounts')}
      />
    </Stack>
  );
}
