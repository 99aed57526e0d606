import type { ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';

const arrows = { asc: '▲', desc: '▼', none: '↕' } as const;

interface SortableHeaderProps {
  direction: false | 'asc' | 'desc';
  numeric?: boolean;
  onToggle: ((event: unknown) => void) | undefined;
  children: ReactNode;
}

/**
 * A header that sorts when pressed (Enter or Space too: it is a button). The arrow is decoration: the header
 * cell's aria-sort tells screen readers the order.
 */
export function SortableHeader({ direction, numeric, onToggle, children }: SortableHeaderProps) {
  return (
    <UnstyledButton
      className="data-table__sort"
      data-numeric={numeric || undefined}
      data-sorted={direction || undefined}
      onClick={onToggle}
    >
      {children}
      <span aria-hidden="true" className="data-table__sort-arrow">
        {arrows[direction || 'none']}
      </span>
    </UnstyledButton>
  );
}
