import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many of a row's entries fit its box, the rest going behind a "More" button: `measure` holds every entry at
 * its natural width (one child each, then the "More" button last), `row` is the box they must fit. Measured
 * again whenever either changes size: a narrower window, another language, an unread count that appears. The
 * observer's count is drawn at once (flushSync), before the browser paints the frame it reported in: left to
 * React's scheduler, that frame would show the entries over the brand and the user menu.
 */
export function useFittingCount(
  row: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  total: number,
): number {
  const [count, setCount] = useState(total);
  useLayoutEffect(() => {
    const rowElement = row.current;
    const measureElement = measure.current;
    if (!rowElement || !measureElement) return;
    const update = () => setCount(fittingCount(rowElement.clientWidth, widthsOf(measureElement)));
    update();
    const observer = new ResizeObserver(() => flushSync(update));
    observer.observe(rowElement);
    observer.observe(measureElement);
    return () => observer.disconnect();
  }, [row, measure, total]);
  return Math.min(count, total);
}

/** Each child's width with the gap after it (the flex gap is not part of a child's box). */
function widthsOf(list: HTMLElement): number[] {
  const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  return Array.from(list.children, (child) => (child as HTMLElement).offsetWidth + gap);
}

/**
 * The most leading entries that fit `available`: all of them if they do without the "More" button (the last
 * width), otherwise as many as fit beside it.
 */
export function fittingCount(available: number, widths: number[]): number {
  const entries = widths.slice(0, -1);
  const more = widths.at(-1) ?? 0;
  const sum = (values: number[]) => values.reduce((total, width) => total + width, 0);
  if (sum(entries) <= available) return entries.length;
  let used = more;
  let count = 0;
  while (count < entries.length && used + entries[count]! <= available) {
    used += entries[count]!;
    count += 1;
  }
  return count;
}
