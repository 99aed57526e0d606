import { memo } from 'react';
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

/**
 * One side's queue: up to 40 entries, drawn again on each of the stream's updates of the queue. Plain elements
 * styled by market.css rather than a Mantine Text for each entry and each name (eighty a side, each resolving its
 * styles on every draw: bench/README.md, "Session 38"). Memoised: an update of one side leaves the other as drawn
 * (the stream keeps an unchanged side's array).
 */
const QueueSide = memo(function QueueSide({
  label,
  entries,
}: {
  label: string;
  entries: BrokerQueueEntry[];
}) {
  const { t } = useTranslation('market');
  const brokerName = useQueuedBrokerName();
  return (
    <Box>
      <Text size="sm" fw={600} id={`queue-${label}`}>
        {label}
      </Text>
      <ol className="broker-queue" aria-labelledby={`queue-${label}`}>
        {entries.map((entry, index) =>
          entry.kind === 'broker' ? (
            <li key={index} className="broker-queue__entry num" title={brokerName(entry)}>
              <span data-testid="broker-id">{entry.brokerId}</span>
              <span className="broker-queue__name">{brokerName(entry)}</span>
            </li>
          ) : (
            <li
              key={index}
              className="broker-queue__entry broker-queue__spread num"
              title={t('brokers.spreadTitle', { count: entry.spread })}
            >
              <span aria-label={t('brokers.spreadTitle', { count: entry.spread })}>+{entry.spread}</span>
            </li>
          ),
        )}
      </ol>
    </Box>
  );
});
