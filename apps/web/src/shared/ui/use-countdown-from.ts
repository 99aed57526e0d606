import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that starts again from `seconds` whenever `startKey` changes (a code was sent,
 * a wait was imposed). Ticks once a second down to zero; no start key, no countdown.
 */
export function useCountdownFrom(startKey: number | undefined, seconds: number): number {
  const [state, setState] = useState({ key: startKey, left: startKey === undefined ? 0 : seconds });
  if (state.key !== startKey) setState({ key: startKey, left: startKey === undefined ? 0 : seconds });

  const running = state.left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () => setState((current) => ({ ...current, left: Math.max(0, current.left - 1) })),
      1_000,
    );
    return () => clearInterval(timer);
  }, [running, startKey]);

  return state.key === startKey ? state.left : seconds;
}
