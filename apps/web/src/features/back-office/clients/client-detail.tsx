import { formatMoney } from '@lantau/domain';
import { useMemo, useState } from 'react';
import { Alert, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStaffClient, type CashBalance } from '@lantau/contract';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { errorText } from '../error-text';
import { staffApiClient } from '../staff-api';
import { staffQueryKey } from '../queue/use-staff-action';
import { ClientLedger } from './client-ledger';
import { ProfessionalInvestorSwitch } from './professional-investor-switch';

const column = dataTableColumns<CashBalance>();
const amountFields = ['settled', 'onHold', 'unsettled', 'available'] as const;

/** One client: who they are, each account's cash as they see it, and one account's ledger. */
export function ClientDetail({ userID }: { userID: string }) {
  const { t } = useTranslation('backofficeclients');
  const { t: tb } = useTranslation('backoffice');
  const client = useQuery({
    queryKey: [...staffQueryKey, 'client', userID],
    queryFn: () => staffApiClient.request(getStaffClient, { params: { userID } }),
  });
  const [account, setAccount] = useState<string | null>(null);
  const cashColumns = useMemo(
    () => [
      column.accessor('currency', { header: t('clients.currency'), meta: { rowHeader: true } }),
      ...amountFields.map((field) =>
        column.accessor(field, {
          header: t(`clients.${field}`),
          sortFn: 'decimal',
          meta: { numeric: true, card: field === 'available' ? 'primary' : undefined },
          cell: ({ row }) => formatMoney(row.original[field], row.original.currency),
        }),
      ),
    ],
    [t],
  );
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
          <DataTable
            key={item.accountNumber}
            caption={`${t('clients.cashOf', { account: item.accountNumber })} (${t(`clients.type.${item.type}`)})`}
            captionVisible
            columns={cashColumns}
            data={overview.cash}
            getRowId={(cash) => cash.currency}
            emptyText={t('clients.noCash')}
            // Staff have no user settings (DISPLAY_TABLE_STRIPE is a client's): as the queues.
            striped
          />
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
