import type { ReactNode } from 'react';
import { LineDrawing } from '../icons';

/** Decorative: the dialog's text says everything, so the picture is hidden from screen readers. */
export function IllustrationFrame({ children, size = 120 }: { children: ReactNode; size?: number }) {
  return (
    <LineDrawing size={size} viewBox="0 0 120 120" stroke="none" strokeWidth={4}>
      <circle cx="60" cy="60" r="56" fill="var(--mantine-primary-color-light)" stroke="none" />
      {children}
    </LineDrawing>
  );
}

// The link colour: the brand shade that reads well on either scheme's background.
export const accent = 'var(--mantine-color-anchor)';
export const muted = 'var(--mantine-color-dimmed)';
export const paper = 'var(--mantine-color-body)';
