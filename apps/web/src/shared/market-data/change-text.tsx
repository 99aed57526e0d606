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

type ChangeFigures = Pick<ChangeTextProps, 'change' | 'changePct' | 'percentOnly'>;

/** The change's direction (its colour class), arrow and text. */
function changeShown({ change, changePct, percentOnly = false }: ChangeFigures) {
  const way = direction(changePct ?? change);
  const parts = percentOnly
    ? [percent(changePct)]
    : changePct === undefined
      ? [signedPrice(change)]
      : [signedPrice(change), percent(changePct)];
  return { className: `num quote-${way}`, arrow: arrows[way], text: parts.join(' ') };
}

/** A change in the up/down colour with its sign and an arrow, so colour is never the only cue. */
export function ChangeText({ change, changePct, percentOnly, ...props }: ChangeTextProps) {
  const { className, arrow, text } = changeShown({ change, changePct, percentOnly });
  return (
    <Text component="span" className={className} {...props}>
      {arrow && <span aria-hidden="true">{arrow} </span>}
      {text}
    </Text>
  );
}

/**
 * The same change as a plain span in its parent's type (no Mantine Text): for what the stream redraws many times
 * a second on every page, such as the header's index ticker.
 */
export function ChangeSpan(figures: ChangeFigures) {
  const { className, arrow, text } = changeShown(figures);
  return (
    <span className={className}>
      {arrow && <span aria-hidden="true">{arrow} </span>}
      {text}
    </span>
  );
}
