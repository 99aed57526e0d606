import { useEffect, useRef, useState } from 'react';

/**
 * Counts down once a second while active, from `seconds` to zero, then calls onElapsed once and stops.
 * Starts again from the top whenever it becomes active again.
 */
export function useCountdown(active: boolean, seconds: number, onElapsed: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setRemaining(seconds);
  }

  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });

  const running = active && remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1_000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (active && remaining === 0) elapsed.current();
  }, [active, remaining]);

  return remaining;
}
