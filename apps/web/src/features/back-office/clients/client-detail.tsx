import { formatMoney } from '@lantau/domain';
import { useState } from 'react';
import { Alert, Loader, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStaffClient } from '@lantau/contract';
import { errorText } from '../error-text';
import { staffApiClient } from '../staff-api';
import { staffQueryKey } from '../queue/use-staff-action';
import { ClientLedger } from './client-ledger';
import { ProfessionalInvestorSwitch } from './professional-investor-switch';

/** One client: who they are, each account's cash as they see it, and one account's ledger. */
export function ClientDetail({ userID }: { userID: string }) {
  const { t } = useTranslation('backofficeclients');
  const { t: tb } = useTranslation('backoffice');
  const client = useQuery({
    queryKey: [...staffQueryKey, 'client', userID],
    queryFn: () => staffApiClient.request(getStaffClient, { params: { userID } }),
  });
  const [account, setAccount] = useState<string | null>(null);
  if (client.error)
    return (
      <Alert color="red" role="alert">
        {errorText(client.error, tb)}
      </Alert>
    );
  if (!client.data) return <Loader aria-label={tb('loading')} />;
  const profile = client.data;
  const shown = account ?? profile.accounts[0]?.account.accountNumber ?? null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-title">
      <Stack>
        <Title order={3} id="client-title">
          {profile.nameEn} {profile.nameZh} ({profile.userID})
        </Title>
        <Text>
          {t('clients.email')}: {profile.email} · {t('clients.mobile')}: {profile.mobile}
        </Text>
        <ProfessionalInvestorSwitch userID={profile.userID} value={profile.professionalInvestor} />
        {profile.accounts.map(({ account: item, overview }) => (
          <Table key={item.accountNumber} aria-label={t('clients.cashOf', { account: item.accountNumber })}>
            <Table.Caption>
              {t('clients.cashOf', { account: item.accountNumber })} ({t(`clients.type.${item.type}`)})
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('clients.currency')}</Table.Th>
                <Table.Th ta="right">{t('clients.settled')}</Table.Th>
                <Table.Th ta="right">{t('clients.onHold')}</Table.Th>
                <Table.Th ta="right">{t('clients.unsettled')}</Table.Th>
                <Table.Th ta="right">{t('clients.available')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.cash.map((cash) => (
                <Table.Tr key={cash.currency}>
                  <Table.Th scope="row">{cash.currency}</Table.Th>
                  <Table.Td ta="right">{formatMoney(cash.settled, cash.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(cash.onHold, cash.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(cash.unsettled, cash.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(cash.available, cash.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
        {shown && (
          <>
            <NativeSelect
              label={t('clients.ledgerOf')}
              data={profile.accounts.map(({ account: item }) => item.accountNumber)}
              value={shown}
              onChange={(event) => setAccount(event.currentTarget.value)}
            />
            <ClientLedger userID={profile.userID} accountNumber={shown} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
