import { displayStockCode, formatAmount, formatHongKongTime } from '@lantau/domain';
import { useMarketName } from '../../../shared/market-data';
import { Alert, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getStaffClientRecords } from '@lantau/contract';
import { errorText } from '../error-text';
import { staffApiClient } from '../staff-api';
import { StaffPagerNavigation } from '../queue/staff-pager';
import { useStaffPage } from '../queue/use-staff-page';

/** How far back the look-up reads a ledger: a year covers what clients call about. */
const LEDGER_DAYS = 366;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** An account's ledger entries, newest first, as the client's own account record lists them. */
/** Cash in money (2 dp), securities in whole shares. */
const decimalsOf = (record: { asset: { kind: string } }) => (record.asset.kind === 'cash' ? 2 : 0);

export function ClientLedger({ userID, accountNumber }: { userID: string; accountNumber: string }) {
  const { t, i18n } = useTranslation('backofficeclients');
  const { t: tb } = useTranslation('backoffice');
  const marketName = useMarketName();
  const today = new Date();
  // A day past today: the business date may already be tomorrow's in Hong Kong.
  const dates = {
    from: isoDate(new Date(today.getTime() - LEDGER_DAYS * 86_400_000)),
    to: isoDate(new Date(today.getTime() + 86_400_000)),
  };
  const records = useStaffPage(['client', userID, 'records', accountNumber, dates], (page) =>
    staffApiClient.request(getStaffClientRecords, {
      params: { userID, accountNumber },
      query: { ...dates, ...page },
    }),
  );
  const label = t('clients.ledgerTable', { account: accountNumber });
  if (records.error)
    return (
      <Alert color="red" role="alert">
        {errorText(records.error, tb)}
      </Alert>
    );
  if (!records.data) return <Loader aria-label={tb('loading')} />;
  if (records.data.records.length === 0) return <Text>{t('clients.noEntries')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clients.time')}</Table.Th>
              <Table.Th>{t('clients.description')}</Table.Th>
              <Table.Th>{t('clients.asset')}</Table.Th>
              <Table.Th ta="right">{t('clients.amount')}</Table.Th>
              <Table.Th ta="right">{t('clients.balanceAfter')}</Table.Th>
              <Table.Th>{t('clients.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.data.records.map((record) => (
              <Table.Tr key={record.entryID}>
                <Table.Td>{formatHongKongTime(record.time, i18n.language)}</Table.Td>
                <Table.Td>{record.description}</Table.Td>
                <Table.Td>
                  {record.asset.kind === 'cash'
                    ? record.asset.currency
                    : `${displayStockCode(record.asset.market, record.asset.stockCode)} ${marketName(record.asset.market)}`}
                </Table.Td>
                <Table.Td ta="right">{formatAmount(record.amount, decimalsOf(record))}</Table.Td>
                <Table.Td ta="right">{formatAmount(record.balanceAfter, decimalsOf(record))}</Table.Td>
                <Table.Td>{t(`clients.states.${record.state}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <StaffPagerNavigation pager={records.pager} label={label} />
    </>
  );
}
