import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashBalance } from '@lantau/contract';
import { dataTableColumns, TableSection } from '../../../shared/table';
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
          meta: { numeric: true, card: field === 'available' ? 'primary' : undefined },
          cell: (info) => <Amount value={info.getValue()} />,
        }),
      ),
    ],
    [t],
  );
  return (
    <TableSection
      id="cash-title"
      caption={t('overview.cashTable')}
      columns={columns}
      data={cash}
      getRowId={(row) => row.currency}
      emptyText={t('overview.noAccounts')}
    />
  );
}
