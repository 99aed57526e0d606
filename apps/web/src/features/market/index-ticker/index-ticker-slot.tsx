import { Suspense } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { useFirstScreenDrawn } from '../../../shared/ui/use-browser-idle';
import { IndexTicker } from './index-ticker';

/**
 * The ticker comes after the page's first screen: its indices, their stream and its two copies of every index
 * rendered (and rendered again with each update) before home's greeting and the quote's price, the largest
 * part of the frame's work at that time on a phone (bench/README.md "Session 35"). The moving ticker is one
 * line, whose height the frame keeps for it (`.shell-ticker`, shell.css), so nothing below moves when it
 * appears. Standing still (reduced motion) it wraps its indices onto as many lines as the width needs, a height
 * nothing can keep in advance: it comes at once, as the page does. The header must not wait for the market
 * texts either: the ticker appears once they are there.
 */
export function IndexTickerSlot() {
  const standingStill = useReducedMotion(false, { getInitialValueInEffect: false });
  const firstScreenDrawn = useFirstScreenDrawn();
  if (!standingStill && !firstScreenDrawn) return null;
  return (
    <Suspense fallback={null}>
      <IndexTicker />
    </Suspense>
  );
}
