import { useState } from 'react';
import { VisuallyHidden } from '@mantine/core';

/**
 * Whether a countdown is worth announcing at this second: when it starts, every quarter minute, and five
 * seconds before the end. A screen reader reading every second would drown out everything else.
 */
export function shouldAnnounce(seconds: number, initial: number): boolean {
  if (seconds <= 0) return false;
  return seconds === initial || seconds % 15 === 0 || seconds === 5;
}

interface CountdownAnnouncerProps {
  /** The countdown's sentence for the current second; the visible copy is a role="timer", which is silent. */
  text: string;
  seconds: number;
  initial: number;
}

/** A polite live region that repeats a countdown's sentence only at the seconds worth announcing. */
export function CountdownAnnouncer({ text, seconds, initial }: CountdownAnnouncerProps) {
  const [announced, setAnnounced] = useState(text);
  if (shouldAnnounce(seconds, initial) && announced !== text) setAnnounced(text);
  return (
    <VisuallyHidden role="status" aria-atomic="true">
      {announced}
    </VisuallyHidden>
  );
}
