import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Position, Quote, QuotePlan } from '@lantau/contract';
import { price, useLivePrice, useQuoteSelector } from '../../../shared/market-data';
import { Amount, PnlAmount } from '../../../shared/ui/amount';
import { atPrice, type PositionFigures } from './live-position';

const nominalOf = (quote: Quote | undefined) => quote?.nominal;

/**
 * The last price, kept current by the plan (streamed on LEVEL2, polled 15 minutes late otherwise), with which
 * of the two it is. This cell drives the position's feed; the figure cells beside it read the same store.
 */
export function LastPriceCell({ position, plan }: { position: Position; plan: QuotePlan }) {
  const { t } = useTranslation('account');
  const live = useLivePrice(position, plan);
  return (
    <Stack gap={0} align="flex-end">
      <span className="num">{price(live?.nominal ?? position.lastPrice)}</span>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {plan === 'LEVEL2' ? t('overview.streamed') : t('overview.delayed')}
      </Text>
    </Stack>
  );
}

/** The position's figures at the store's price for it (the server's until one arrives). */
function useLiveFigures(position: Position): PositionFigures {
  const nominal = useQuoteSelector(position, nominalOf);
  return atPrice(position, nominal);
}

export function MarketValueCell({ position }: { position: Position }) {
  return <Amount value={useLiveFigures(position).marketValue} />;
}

export function UnrealisedPnlCell({ position }: { position: Position }) {
  const figures = useLiveFigures(position);
  return <PnlAmount value={figures.unrealisedPnl} percent={figures.unrealisedPnlPercent} />;
}

export function TodayPnlCell({ position }: { position: Position }) {
  return <PnlAmount value={useLiveFigures(position).todayPnl} />;
}
