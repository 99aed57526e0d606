import { useEffect } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { indexCodes } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
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
          <Paper component="li" key={index.code} withBorder p="sm">
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
