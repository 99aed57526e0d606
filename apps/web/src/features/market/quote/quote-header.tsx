import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayStockCode } from '@lantau/domain';
import type { Quote } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import {
  ChangeText,
  localName,
  marketTime,
  price,
  useQuoteSelector,
  type Instrument,
} from '../../../shared/market-data';
import type { ReactNode } from 'react';

const identity = (quote: Quote | undefined) => quote;

/** Name, code, market and the nominal price with its change: the line a user reads first. */
export function QuoteHeader({ instrument, planBadge }: { instrument: Instrument; planBadge: ReactNode }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const quote = useQuoteSelector(instrument, identity);
  const code = displayStockCode(instrument.market, instrument.stockCode);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={1} size="h2">
          {quote ? localName(quote.name, language) : code}
        </Title>
        <Badge variant="filled" color="orange.6" autoContrast>
          {t('badge.simulated')}
        </Badge>
        {planBadge}
        {/* A new issue before listing trades only in the broker's grey market: said, not left to guess. */}
        {quote?.phase === 'GREY_MARKET' && (
          <Badge variant="light" color="grape" data-testid="grey-market-badge">
            {t('phases.GREY_MARKET')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {[
          code,
          t(`markets.${instrument.market}`, { defaultValue: instrument.market }),
          quote?.currency,
          quote && t('quote.lotSize', { count: quote.lotSize }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {quote && <NominalLine quote={quote} />}
    </Stack>
  );
}

function NominalLine({ quote }: { quote: Quote }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  return (
    <Group gap="md" align="baseline" wrap="wrap">
      <Text
        component="p"
        m={0}
        fz={36}
        fw={700}
        className="num"
        data-testid="nominal-price"
        aria-label={t('quote.nominalLabel', { price: price(quote.nominal) })}
      >
        {price(quote.nominal)}
      </Text>
      <ChangeText change={quote.change} changePct={quote.changePct} fz="lg" fw={600} />
      <Text size="xs" c="dimmed">
        {t('quote.asOf', { time: marketTime(quote.updateTime, quote.market, language) })}
      </Text>
    </Group>
  );
}
