import { useMediaQuery } from '@mantine/hooks';

/**
 * Below 62em the header is the compact bar with the burger (shell.css): the desktop's menu and user menu are
 * hidden there, so the frame does not render them at all. Hidden only by the stylesheet, they were rendered,
 * measured and rendered again before a phone's first screen: two copies of every menu entry (bench/README.md
 * "Session 35"). Known from the first render, and followed when the window is resized or the phone turned.
 */
export function useNarrowHeader(): boolean {
  return useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
}
