import { useMemo, useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStaffClients, type StaffClientSummary } from '@lantau/contract';
import { dataTableColumns } from '../../../shared/table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { staffApiClient } from '../staff-api';
import { QueueTable } from '../queue/queue-page';
import { staffQueryKey } from '../queue/use-staff-action';
import { ClientDetail } from './client-detail';

const column = dataTableColumns<StaffClientSummary>();

/** Finding a client by user ID or name, then their profile, balances and ledger. */
export function ClientLookupPage() {
  const { t } = useTranslation('backofficeclients');
  const { t: tb } = useTranslation('backoffice');
  useDocumentTitle(t('clients.title'), tb('title'));
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const found = useQuery({
    queryKey: [...staffQueryKey, 'clients', searched],
    queryFn: () => staffApiClient.request(getStaffClients, { query: { q: searched } }),
    enabled: searched !== '',
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setChosen(null);
    setSearched(text.trim());
  };

  const columns = useMemo(
    () => [
      column.accessor('userID', { header: t('clients.userID'), meta: { rowHeader: true } }),
      column.accessor((client) => `${client.nameEn} ${client.nameZh}`, {
        id: 'name',
        header: t('clients.name'),
      }),
      column.accessor((client) => client.accountNumbers.join(', '), {
        id: 'accounts',
        header: t('clients.accounts'),
      }),
      column.display({
        id: 'actions',
        header: tb('columns.actions'),
        meta: { card: 'action' },
        cell: ({ row: { original: client } }) => (
          <Button
            size="xs"
            variant={chosen === client.userID ? 'filled' : 'light'}
            aria-pressed={chosen === client.userID}
            onClick={() => setChosen(client.userID)}
          >
            {t('clients.open', { client: client.userID })}
          </Button>
        ),
      }),
    ],
    [t, tb, chosen],
  );

  return (
    <Stack>
      <Title order={2}>{t('clients.title')}</Title>
      <form onSubmit={search} role="search">
        <Group align="flex-end">
          <TextInput
            label={t('clients.search')}
            description={t('clients.searchHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={64}
            required
          />
          <Button type="submit">{t('clients.find')}</Button>
        </Group>
      </form>
      {searched !== '' && (
        <QueueTable
          label={t('clients.results')}
          rows={found.data}
          rowKey={(client) => client.userID}
          columns={columns}
          error={found.error}
          emptyText={t('clients.none')}
        />
      )}
      {chosen && <ClientDetail userID={chosen} />}
    </Stack>
  );
}
