import { Text, type TextProps } from '@mantine/core';
import { direction, percent, signedPrice } from './quote-format';

const arrows = { up: '▲', down: '▼', flat: '' } as const;

interface ChangeTextProps extends TextProps {
  change: string | null | undefined;
  /** Left out: the change alone (a Change column beside its own % column); null: a percent not known ('—'). */
  changePct?: string | null | undefined;
  /** Show only the percent (lists); the sign still tells the direction. */
  percentOnly?: boolean;
}

/** A change in the up/down colour with its sign and an arrow, so colour is never the only cue. */
export function ChangeText({ change, changePct, percentOnly = false, ...props }: ChangeTextProps) {
  const way = direction(changePct ?? change);
  const parts = percentOnly
    ? [percent(changePct)]
    : changePct === undefined
      ? [signedPrice(change)]
      : [signedPrice(change), percent(changePct)];
  return (
    <Text component="span" className={`num quote-${way}`} {...props}>
      {arrows[way] && <span aria-hidden="true">{arrows[way]} </span>}
      {parts.join(' ')}
    </Text>
  );
}
