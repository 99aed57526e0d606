import { formatAmount, formatHongKongTime, formatMoney } from '@lantau/domain';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffFundRequest } from '@lantau/contract';
import { useLocalized } from '../../../shared/i18n';
import { dataTableColumns, type DataTableColumn } from '../../../shared/table';

const column = dataTableColumns<StaffFundRequest>();

/** The columns every fund queue shows: which request, whose, how much, what it is, since when. */
export function useFundColumns(): DataTableColumn<StaffFundRequest>[] {
  const { t, i18n } = useTranslation('backoffice');
  const localized = useLocalized();
  return [
    column.display({
      id: 'request',
      header: t('columns.request'),
      cell: ({ row: { original: request } }) => request.requestNumber,
    }),
    column.display({
      id: 'client',
      header: t('columns.client'),
      cell: ({ row: { original: request } }) => (
        <>
          <Text size="sm">{localized(request.clientName)}</Text>
          <Text size="xs" c="dimmed">
            {request.userID} · {request.accountNumber}
          </Text>
        </>
      ),
    }),
    column.display({
      id: 'amount',
      header: t('columns.amount'),
      cell: ({ row: { original: request } }) => (
        <Text size="sm" ff="monospace">
          {formatMoney(request.amount, request.currency)} {request.currency}
          {Number(request.fee) !== 0 && (
            <Text span size="xs" c="dimmed">
              {' '}
              {t('columns.fee', { fee: formatMoney(request.fee, request.currency) })}
            </Text>
          )}
        </Text>
      ),
    }),
    column.display({
      id: 'details',
      header: t('columns.details'),
      cell: ({ row: { original: request } }) => <FundDetails request={request} />,
    }),
    column.display({
      id: 'status',
      header: t('columns.status'),
      cell: ({ row: { original: request } }) => (
        <Badge variant="light">{t(`status.${request.status}`)}</Badge>
      ),
    }),
    column.display({
      id: 'submitted',
      header: t('columns.submitted'),
      cell: ({ row: { original: request } }) => formatHongKongTime(request.createdAt, i18n.language),
    }),
  ];
}

/** A request's own particulars, by type. */
function FundDetails({ request }: { request: StaffFundRequest }) {
  const { t } = useTranslation('backoffice');
  // The method in the words the client chose it by, not its code (E_BANK).
  const { t: tf } = useTranslation('fund');
  const localized = useLocalized();
  const { details } = request;
  switch (details.type) {
    case 'DEPOSIT':
      return (
        <Text size="sm">
          {t('details.deposit', {
            method: tf(`deposit.methods.${details.method}`),
            bank: localized(details.payerBankName),
            name: details.payerAccountName,
            account: details.payerAccountNumber,
          })}
        </Text>
      );
    case 'WITHDRAWAL':
      return (
        <Text size="sm">
          {t('details.withdrawal', {
            bank: localized(details.bankName),
            account: details.maskedAccountNumber,
          })}
        </Text>
      );
    case 'EXCHANGE':
      return (
        <Text size="sm">
          {t('details.exchange', {
            to: formatMoney(details.toAmount, details.toCurrency),
            currency: details.toCurrency,
            rate: formatAmount(details.rate, 4),
          })}
        </Text>
      );
    case 'TRANSFER':
      return (
        <Text size="sm">
          {t(`details.transfer.${details.direction}`, { account: details.cryptoAccountNumber })}
        </Text>
      );
  }
}
