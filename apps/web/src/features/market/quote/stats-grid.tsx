import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@lantau/contract';
import type marketTexts from '../../../shared/i18n/locales/en/market.json';
import { useLanguage, type AppLanguage } from '../../../shared/i18n';
import {
  compact,
  EMPTY,
  percent,
  price,
  quantity,
  useQuote,
  useQuoteSelector,
  type Instrument,
} from '../../../shared/market-data';

type Stat = { label: string; value: string };

type StatKey = Exclude<keyof (typeof marketTexts)['stats'], 'title'>;
type Row = [StatKey, string];

function equityStats(quote: Quote, language: AppLanguage): Row[] {
  const equity = quote.equity;
  if (!equity) return [];
  return [
    ['pe', equity.pe ?? EMPTY],
    ['yield', percent(equity.dividendYield)],
    ['eps', price(equity.eps)],
    ['nav', price(equity.nav)],
    ['marketCap', compact(equity.marketCap, language)],
  ];
}

function warrantStats(quote: Quote): Row[] {
  const warrant = quote.warrant;
  if (!warrant) return [];
  return [
    ['warrantKind', warrant.kind],
    ['underlying', warrant.underlying],
    ['issuer', warrant.issuer],
    ['strike', price(warrant.strike)],
    ['callLevel', price(warrant.callLevel)],
    ['maturity', warrant.maturity],
    ['conversionRatio', warrant.conversionRatio],
    ['premium', percent(warrant.premium)],
    ['gearing', warrant.gearing ?? EMPTY],
  ];
}

/** The key figures of the day and of the instrument, as a definition list. */
export function StatsGrid({ instrument }: { instrument: Instrument }) {
  const quote = useQuote(instrument);
  return quote ? <StatsList quote={quote} /> : null;
}

function StatsList({ quote }: { quote: Quote }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const rows: Row[] = [
    ['open', price(quote.open)],
    ['high', price(quote.high)],
    ['low', price(quote.low)],
    ['previousClose', price(quote.previousClose)],
    ['volume', quantity(quote.volume, language)],
    ['turnover', compact(quote.turnover, language)],
    ['high52w', price(quote.high52w)],
    ['low52w', price(quote.low52w)],
    ['dividend', price(quote.dividend)],
    ...equityStats(quote, language),
    ...warrantStats(quote),
  ];
  if (quote.iep) rows.push(['iep', price(quote.iep)], ['iev', quantity(quote.iev, language)]);
  const stats: Stat[] = rows.map(([key, value]) => ({ label: t(`stats.${key}`), value }));
  return (
    <SimpleGrid
      component="dl"
      m={0}
      aria-label={t('stats.title')}
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="xs"
      verticalSpacing={6}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Text component="dt" size="xs" c="dimmed">
            {stat.label}
          </Text>
          <Text component="dd" m={0} fw={600} className="num" ta="left">
            {stat.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

const flagKeys = [
  'suspended',
  'shortSell',
  'marginTrade',
  'preOpening',
  'vcmCoolingOff',
  'closingAuction',
] as const;

/** The stock's flags that are on, as chips (spec section 3); a list, since they are facts, not controls. */
const flagsOf = (quote: Quote | undefined) => quote?.flags;

export function QuoteFlags({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('market');
  const flags = useQuoteSelector(instrument, flagsOf);
  const on = flagKeys.filter((key) => flags?.[key]);
  if (on.length === 0) return null;
  return (
    <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('flags.title')}>
      {on.map((key) => (
        <li key={key}>
          <Badge variant="default" tt="none">
            {t(`flags.${key}`)}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
