import { ActionIcon, Group } from '@mantine/core';

/**
 * Up and down buttons that move one item of an ordered list: reordering without dragging, by keyboard and
 * screen reader alike. The labels name the item ('Move Tech up').
 */
export function ReorderButtons({
  index,
  count,
  upLabel,
  downLabel,
  disabled,
  onMove,
}: {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={upLabel}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={downLabel}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </ActionIcon>
    </Group>
  );
}
