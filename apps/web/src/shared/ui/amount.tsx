import { Text, type TextProps } from '@mantine/core';
import { formatAmount, formatPercent } from '@lantau/domain';
import { direction, EMPTY } from '../market-data';
import { useAmountsHidden } from '../preferences';

/** What amount privacy shows instead of a figure (spec section 3). */
export const MASKED = '****';

interface AmountProps extends TextProps {
  value: string | null | undefined;
  /** Shown after the figure: 'HKD'. */
  currency?: string;
  /** Decimal places; money has 2. */
  decimals?: number;
}

/** Money, grouped to its decimals, or **** while the user hides amounts. */
export function Amount({ value, currency, decimals = 2, ...props }: AmountProps) {
  const [hidden] = useAmountsHidden();
  const text = hidden ? MASKED : value ? formatAmount(value, decimals) : EMPTY;
  return (
    <Text component="span" className="num" inherit {...props}>
      {text}
      {currency && ` ${currency}`}
    </Text>
  );
}

interface PnlAmountProps extends TextProps {
  value: string | null | undefined;
  percent?: string | null;
}

const arrows = { up: '▲', down: '▼', flat: '' } as const;

/**
 * A profit or loss in the user's up/down colour, with its sign and an arrow so colour is never the only cue;
 * hidden like every amount. Its percentage is not an amount and stays visible.
 */
export function PnlAmount({ value, percent, ...props }: PnlAmountProps) {
  const [hidden] = useAmountsHidden();
  const way = direction(value);
  const figure = hidden ? MASKED : value ? `${way === 'up' ? '+' : ''}${formatAmount(value)}` : EMPTY;
  return (
    <Text component="span" className={`num quote-${way}`} inherit {...props}>
      {arrows[way] && <span aria-hidden="true">{arrows[way]} </span>}
      {figure}
      {percent && ` (${formatPercent(percent)})`}
    </Text>
  );
}
