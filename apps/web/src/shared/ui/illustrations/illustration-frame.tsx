import type { ReactNode } from 'react';

/** Decorative: the dialog's text says everything, so the picture is hidden from screen readers. */
export function IllustrationFrame({ children, size = 120 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      fill="none"
      strokeWidth={4}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="60" cy="60" r="56" fill="var(--mantine-primary-color-light)" stroke="none" />
      {children}
    </svg>
  );
}

// The link colour: the brand shade that reads well on either scheme's background.
export const accent = 'var(--mantine-color-anchor)';
export const muted = 'var(--mantine-color-dimmed)';
export const paper = 'var(--mantine-color-body)';
