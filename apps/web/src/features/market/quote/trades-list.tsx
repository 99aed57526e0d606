import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { marketTime, price, quantity, useQuoteSelector, type Instrument } from '../../../shared/market-data';

const SHOWN = 15;
const tradesOf = (quote: Quote | undefined) => quote?.trades;
const planOf = (quote: Quote | undefined) => quote?.feedPlan;
const sideClass = { BUY: 'quote-up', SELL: 'quote-down' } as const;

/** The latest trades, newest first; the side that took liquidity is named, not only coloured. */
export function TradesList({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const trades = (useQuoteSelector(instrument, tradesOf) ?? []).slice(0, SHOWN);
  // Only Level 2 carries the trade ticker; on other plans an empty list is not a quiet market.
  const streaming = useQuoteSelector(instrument, planOf) === 'LEVEL2';
  return (
    <Stack gap="xs" component="section" aria-labelledby="trades-title">
      <Title order={2} size="h4" id="trades-title">
        {t('trades.title')}
      </Title>
      {trades.length === 0 ? (
        <Text size="sm" c="dimmed">
          {streaming ? t('trades.empty') : t('trades.level2Only')}
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={2} horizontalSpacing="xs" data-testid="trades">
          <Table.Caption>{t('trades.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('trades.time')}</Table.Th>
              <Table.Th scope="col" className="num">
                {t('trades.price')}
              </Table.Th>
              <Table.Th scope="col" className="num">
                {t('trades.quantity')}
              </Table.Th>
              <Table.Th scope="col">{t('trades.side')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trades.map((trade, index) => (
              <Table.Tr key={`${trade.time}-${index}`}>
                <Table.Td>{marketTime(trade.time, instrument.market, language)}</Table.Td>
                <Table.Td className="num">{price(trade.price)}</Table.Td>
                <Table.Td className="num">{quantity(trade.quantity, language)}</Table.Td>
                <Table.Td className={trade.aggressor ? sideClass[trade.aggressor] : undefined}>
                  {t(`trades.aggressor.${trade.aggressor ?? 'AUCTION'}`)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
