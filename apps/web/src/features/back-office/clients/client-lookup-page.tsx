import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStaffClients } from '@lantau/contract';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { errorText } from '../error-text';
import { staffApiClient } from '../staff-api';
import { staffQueryKey } from '../queue/use-staff-action';
import { ClientDetail } from './client-detail';

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
      {found.error ? (
        <Alert color="red" role="alert">
          {errorText(found.error, tb)}
        </Alert>
      ) : searched !== '' && !found.data ? (
        <Loader aria-label={tb('loading')} />
      ) : found.data?.length === 0 ? (
        <Text role="status">{t('clients.none')}</Text>
      ) : (
        found.data && (
          <Table aria-label={t('clients.results')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('clients.userID')}</Table.Th>
                <Table.Th>{t('clients.name')}</Table.Th>
                <Table.Th>{t('clients.accounts')}</Table.Th>
                <Table.Th>{tb('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.data.map((client) => (
                <Table.Tr key={client.userID}>
                  <Table.Td>{client.userID}</Table.Td>
                  <Table.Td>
                    {client.nameEn} {client.nameZh}
                  </Table.Td>
                  <Table.Td>{client.accountNumbers.join(', ')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant={chosen === client.userID ? 'filled' : 'light'}
                      aria-pressed={chosen === client.userID}
                      onClick={() => setChosen(client.userID)}
                    >
                      {t('clients.open', { client: client.userID })}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      )}
      {chosen && <ClientDetail userID={chosen} />}
    </Stack>
  );
}
