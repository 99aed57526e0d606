import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { marketTime, price, quantity, useQuoteSelector, type Instrument } from '../../../shared/market-data';

const vcmOf = (quote: Quote | undefined) => quote?.vcm ?? null;
const casOf = (quote: Quote | undefined) => quote?.cas ?? null;
const posOf = (quote: Quote | undefined) => quote?.pos ?? null;

/** VCM, closing-auction (CAS) and pre-opening (POS) bands, each only while it applies. */
export function AuctionPanels({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('market');
  const quote = {
    vcm: useQuoteSelector(instrument, vcmOf),
    cas: useQuoteSelector(instrument, casOf),
    pos: useQuoteSelector(instrument, posOf),
  };
  const { language } = useLanguage();
  const time = (ms: number) => marketTime(ms, instrument.market, language);
  const panels = [
    quote.vcm && {
      key: 'vcm' as const,
      rows: [
        [t('auction.reference'), price(quote.vcm.reference)],
        [t('auction.band'), `${price(quote.vcm.lower)} – ${price(quote.vcm.upper)}`],
        [t('auction.coolingOff'), `${time(quote.vcm.coolingOffStart)} – ${time(quote.vcm.coolingOffEnd)}`],
      ],
    },
    ...(['cas', 'pos'] as const).map((name) => {
      const band = quote[name];
      return (
        band && {
          key: name,
          rows: [
            [t('auction.reference'), price(band.reference)],
            [t('auction.band'), `${price(band.lower)} – ${price(band.upper)}`],
            [
              t('auction.imbalance'),
              `${t(`auction.side.${band.imbalanceDirection}`)} ${quantity(band.imbalanceQuantity, language)}`,
            ],
          ],
        }
      );
    }),
  ].filter((panel) => !!panel);
  if (panels.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: panels.length }} spacing="sm">
      {panels.map((panel) => (
        <Paper key={panel.key} withBorder p="sm" component="section" aria-labelledby={`panel-${panel.key}`}>
          <Title order={3} size="h6" id={`panel-${panel.key}`}>
            {t(`auction.${panel.key}`)}
          </Title>
          {panel.rows.map(([label, value]) => (
            <Text key={label} size="sm">
              {label}: <span className="num">{value}</span>
            </Text>
          ))}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
