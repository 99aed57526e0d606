import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMarketStatuses } from '../api/get-market-statuses';

/** Each simulated market's phase and trading date, with the reminder that its prices are simulated. */
export function MarketStatuses() {
  const { t } = useTranslation('market');
  const statuses = useMarketStatuses();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="statuses-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="statuses-title">
            {t('statuses.title')}
          </Title>
          <Badge variant="filled" color="orange.6" autoContrast>
            {t('badge.simulated')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('statuses.simulatedNote')}
        </Text>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Caption>{t('statuses.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('statuses.market')}</Table.Th>
              <Table.Th scope="col">{t('statuses.phase')}</Table.Th>
              <Table.Th scope="col">{t('statuses.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(statuses.data ?? []).map((status) => (
              <Table.Tr key={status.market}>
                <Table.Th scope="row">
                  {t(`markets.${status.market}`, { defaultValue: status.market })}
                </Table.Th>
                <Table.Td>
                  {t(`phases.${status.phase}`)}
                  {status.clock === 'demo' && (
                    <Text component="span" size="xs" c="dimmed">
                      {' '}
                      ({t('statuses.demoClock')})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{status.tradingDate}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
