import { useEffect, useRef } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { indexCodes } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { useEncryptedQuery } from '../../../shared/url';
import { useIndices } from '../api/get-indices';
import { useMarketStream, useIndexQuotes, ChangeText, localName, price } from '../../../shared/market-data';

/** One card per index, kept current by the stream's index frames. */
export function IndexCards() {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const { store } = useMarketStream();
  const initial = useIndices();
  useEffect(() => {
    if (initial.data) store.setIndices(initial.data);
  }, [initial.data, store]);
  const indices = useIndexQuotes();
  const ordered = indexCodes.flatMap((code) => indices.filter((index) => index.code === code));
  // The index a ticker item opened: scrolled to, focused (so it is announced) and marked.
  const query = useEncryptedQuery();
  const chosen = query.status === 'ready' ? query.params.index : undefined;
  const chosenCard = useRef<HTMLLIElement>(null);
  const found = ordered.some((index) => index.code === chosen);
  useEffect(() => {
    if (!found) return;
    chosenCard.current?.scrollIntoView({ block: 'center' });
    chosenCard.current?.focus();
  }, [found, chosen]);
  return (
    <section aria-labelledby="indices-title">
      <Text component="h2" id="indices-title" fw={700} size="lg" mb="xs">
        {t('overview.indices')}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {ordered.map((index) => (
          <Paper
            component="li"
            key={index.code}
            withBorder
            p="sm"
            ref={index.code === chosen ? chosenCard : undefined}
            tabIndex={index.code === chosen ? -1 : undefined}
            aria-current={index.code === chosen || undefined}
            style={
              index.code === chosen
                ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: 2 }
                : undefined
            }
          >
            <Text size="sm" fw={600}>
              {localName(index.name, language)}
            </Text>
            <Text fz="xl" fw={700} className="num" ta="left">
              {price(index.value)}
            </Text>
            <ChangeText change={index.change} changePct={index.changePct} size="sm" />
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
