import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` (48em), where the table kit's rows become cards (data-table.css): for the few layouts a
 * stylesheet cannot switch alone (a different component, a folded section). Known from the first render, so a
 * phone never paints the desktop's layout first.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
