import { useEffect, useState } from 'react';
import type { UserSession } from '../../shared/session';

/** When the session ends, and how long a whole session lasts (for the warning's lead time). */
export interface SessionClock {
  deadlineMs: number;
  timeoutSec: number;
}

export type SessionPhase = 'active' | 'warning' | 'expired';

/**
 * The remaining seconds come from the last x-session-expires-in header (or the login's sessionRemainSec),
 * counted from when they arrived; without them, from the broker's WebSessionTimeoutSeconds.
 */
export function sessionClock(
  session: Pick<UserSession, 'sessionRemainSec' | 'sessionUpdatedAt' | 'sessionTimeoutSec'>,
  fallbackTimeoutSec: number | undefined,
  startedAt: number,
): SessionClock | undefined {
  const remainSec = session.sessionRemainSec ?? fallbackTimeoutSec;
  if (remainSec === undefined) return undefined;
  const from = session.sessionRemainSec !== undefined ? (session.sessionUpdatedAt ?? startedAt) : startedAt;
  const timeoutSec = session.sessionTimeoutSec ?? fallbackTimeoutSec ?? remainSec;
  return { deadlineMs: from + remainSec * 1000, timeoutSec: Math.max(1, timeoutSec) };
}

/** The warning comes 60 s before the end, or a quarter of the session when that is shorter. */
export function warningLeadSeconds(timeoutSec: number): number {
  return Math.min(60, Math.floor(timeoutSec / 4));
}

export function sessionPhase(
  clock: SessionClock,
  nowMs: number,
): { phase: SessionPhase; secondsLeft: number; msToNextChange: number } {
  const msLeft = clock.deadlineMs - nowMs;
  if (msLeft <= 0) return { phase: 'expired', secondsLeft: 0, msToNextChange: Infinity };
  const secondsLeft = Math.ceil(msLeft / 1000);
  const warnAtMs = warningLeadSeconds(clock.timeoutSec) * 1000;
  if (msLeft > warnAtMs) return { phase: 'active', secondsLeft, msToNextChange: msLeft - warnAtMs };
  // During the warning the shown seconds change on each whole second left.
  return { phase: 'warning', secondsLeft, msToNextChange: msLeft - (secondsLeft - 1) * 1000 };
}

/** Re-renders at each change of phase, and every second while the warning counts down. */
export function useSessionPhase(clock: SessionClock | undefined, now: () => number = Date.now) {
  const [checkedAt, setCheckedAt] = useState(now);
  const deadlineMs = clock?.deadlineMs;
  const timeoutSec = clock?.timeoutSec;

  useEffect(() => {
    if (deadlineMs === undefined || timeoutSec === undefined) return;
    const { msToNextChange } = sessionPhase({ deadlineMs, timeoutSec }, now());
    if (!Number.isFinite(msToNextChange)) return;
    const timer = setTimeout(() => setCheckedAt(now()), Math.max(0, msToNextChange) + 5);
    // Timers of a hidden tab are held back; look at the clock again as soon as it shows.
    const onVisible = () => setCheckedAt(now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deadlineMs, timeoutSec, checkedAt, now]);

  if (!clock) return { phase: 'active' as const, secondsLeft: Infinity };
  const { phase, secondsLeft } = sessionPhase(clock, Math.max(checkedAt, 0));
  return { phase, secondsLeft };
}
