/** The Lantau mark: a peak over the sea. */
export function LantauLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path d="M5 22l8-11 5 6 3-3 6 8z" fill="#fff" />
      <path d="M5 25.5c3-1.5 6 1.5 9 0s6 1.5 9 0 3-1 4-0.5" stroke="#fff" strokeWidth="1.6" fill="none" />
    </svg>
  );
}
