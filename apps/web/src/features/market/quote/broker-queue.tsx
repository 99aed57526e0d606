import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BrokerQueueEntry, Quote } from '@lantau/contract';
import { useQuoteSelector, type Instrument } from '../../../shared/market-data';
import { useQueuedBrokerName } from '../api/get-exchange-participants';

const bidBrokersOf = (quote: Quote | undefined) => quote?.bidBrokers;
const askBrokersOf = (quote: Quote | undefined) => quote?.askBrokers;

/** The HK broker queue (LEVEL2): up to 40 entries a side, with '+n' where the queue moves n spreads away. */
export function BrokerQueue({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('market');
  const bids = useQuoteSelector(instrument, bidBrokersOf) ?? [];
  const asks = useQuoteSelector(instrument, askBrokersOf) ?? [];
  if (bids.length === 0 && asks.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="broker-queue-title">
      <Title order={2} size="h4" id="broker-queue-title">
        {t('brokers.title')}
      </Title>
      <SimpleGrid cols={2} spacing="xs">
        <QueueSide label={t('brokers.bid')} entries={bids} />
        <QueueSide label={t('brokers.ask')} entries={asks} />
      </SimpleGrid>
    </Stack>
  );
}

function QueueSide({ label, entries }: { label: string; entries: BrokerQueueEntry[] }) {
  const { t } = useTranslation('market');
  const brokerName = useQueuedBrokerName();
  return (
    <Box>
      <Text size="sm" fw={600} id={`queue-${label}`}>
        {label}
      </Text>
      <Box
        component="ol"
        aria-labelledby={`queue-${label}`}
        m={0}
        p={0}
        style={{
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
          gap: 2,
        }}
      >
        {entries.map((entry, index) => (
          <Text
            component="li"
            key={index}
            size="xs"
            px={4}
            className="num"
            ta="left"
            title={
              entry.kind === 'broker' ? brokerName(entry) : t('brokers.spreadTitle', { count: entry.spread })
            }
            fw={entry.kind === 'spread' ? 700 : 400}
            bg={entry.kind === 'spread' ? 'var(--mantine-color-default-hover)' : undefined}
          >
            {entry.kind === 'broker' ? (
              <>
                <span data-testid="broker-id">{entry.brokerId}</span>
                <Text component="span" size="xs" c="dimmed" display="block" truncate="end">
                  {brokerName(entry)}
                </Text>
              </>
            ) : (
              <span aria-label={t('brokers.spreadTitle', { count: entry.spread })}>+{entry.spread}</span>
            )}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
