import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffFundRequest } from '@lantau/contract';
import type { QueueColumn } from '../queue/queue-page';
import { useLocalized } from '../../../shared/i18n';

/** The columns every fund queue shows: which request, whose, how much, what it is, since when. */
export function useFundColumns(): QueueColumn<StaffFundRequest>[] {
  const { t, i18n } = useTranslation('backoffice');
  const localized = useLocalized();
  return [
    { header: t('columns.request'), cell: (request) => request.requestID },
    {
      header: t('columns.client'),
      cell: (request) => (
        <>
          <Text size="sm">{localized(request.clientName)}</Text>
          <Text size="xs" c="dimmed">
            {request.userID} · {request.accountNumber}
          </Text>
        </>
      ),
    },
    {
      header: t('columns.amount'),
      cell: (request) => (
        <Text size="sm" ff="monospace">
          {request.amount} {request.currency}
          {request.fee !== '0' && (
            <Text span size="xs" c="dimmed">
              {' '}
              {t('columns.fee', { fee: request.fee })}
            </Text>
          )}
        </Text>
      ),
    },
    { header: t('columns.details'), cell: (request) => <FundDetails request={request} /> },
    {
      header: t('columns.status'),
      cell: (request) => <Badge variant="light">{t(`status.${request.status}`)}</Badge>,
    },
    {
      header: t('columns.submitted'),
      cell: (request) => new Date(request.createdAt).toLocaleString(i18n.language),
    },
  ];
}

/** A request's own particulars, by type. */
function FundDetails({ request }: { request: StaffFundRequest }) {
  const { t } = useTranslation('backoffice');
  const localized = useLocalized();
  const { details } = request;
  switch (details.type) {
    case 'DEPOSIT':
      return (
        <Text size="sm">
          {t('details.deposit', {
            method: details.method,
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
          {t('details.exchange', { to: details.toAmount, currency: details.toCurrency, rate: details.rate })}
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
