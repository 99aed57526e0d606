import { formatAmount } from '@lantau/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStaffDividend } from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { staffQueryKey } from '../queue/use-staff-action';

/** Every entitled account of one announcement: shares, gross amount, its election (and earlier ones), payment. */
export function DividendElections({ announcementID }: { announcementID: string }) {
  const { t } = useTranslation('backoffice');
  const detail = useQuery({
    queryKey: [...staffQueryKey, 'dividends', announcementID],
    queryFn: () => staffApiClient.request(getStaffDividend, { params: { announcementID } }),
  });
  if (!detail.data) return null;
  const { entitlements } = detail.data;
  return (
    <Stack gap="xs">
      <Title order={3}>{t('dividends.electionsOf', { id: announcementID })}</Title>
      {entitlements.length === 0 ? (
        <Text>{t('dividends.noEntitlements')}</Text>
      ) : (
        <Table aria-label={t('dividends.electionsOf', { id: announcementID })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.client')}</Table.Th>
              <Table.Th>{t('dividends.shares')}</Table.Th>
              <Table.Th>{t('dividends.gross')}</Table.Th>
              <Table.Th>{t('dividends.election')}</Table.Th>
              <Table.Th>{t('dividends.payment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entitlements.map((entitlement) => (
              <Table.Tr key={entitlement.accountNumber}>
                <Table.Td>
                  {entitlement.userID} · {entitlement.accountNumber}
                </Table.Td>
                <Table.Td>{entitlement.sharesHeld}</Table.Td>
                <Table.Td>{formatAmount(entitlement.grossAmount)}</Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>
                  {entitlement.payment
                    ? t('dividends.paid', {
                        cash: formatAmount(entitlement.payment.cashAmount),
                        shares: entitlement.payment.scripQuantity,
                      })
                    : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
