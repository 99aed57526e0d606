import { describe, expect, it } from 'vitest';
import { sessionClock, sessionPhase, warningLeadSeconds } from './session-timer';

describe('session clock', () => {
  it('counts from the last expiry header (or the login), else from the broker timeout', () => {
    expect(
      sessionClock({ sessionRemainSec: 90, sessionUpdatedAt: 1_000, sessionTimeoutSec: 90 }, 1800, 0),
    ).toEqual({
      deadlineMs: 91_000,
      timeoutSec: 90,
    });
    expect(sessionClock({}, 1800, 5_000)).toEqual({ deadlineMs: 1_805_000, timeoutSec: 1800 });
    expect(sessionClock({}, undefined, 5_000)).toBeUndefined();
  });

  it('warns 60 s before the end, or a quarter of a shorter session', () => {
    expect(warningLeadSeconds(1800)).toBe(60);
    expect(warningLeadSeconds(240)).toBe(60);
    expect(warningLeadSeconds(90)).toBe(22);
  });

  it('is active, then warns with the seconds left, then has expired', () => {
    const clock = { deadlineMs: 90_000, timeoutSec: 90 };
    expect(sessionPhase(clock, 0)).toEqual({ phase: 'active', secondsLeft: 90, msToNextChange: 68_000 });
    expect(sessionPhase(clock, 68_000)).toMatchObject({
      phase: 'warning',
      secondsLeft: 22,
      msToNextChange: 1_000,
    });
    expect(sessionPhase(clock, 68_400)).toMatchObject({
      phase: 'warning',
      secondsLeft: 22,
      msToNextChange: 600,
    });
    expect(sessionPhase(clock, 89_999)).toMatchObject({ phase: 'warning', secondsLeft: 1 });
    expect(sessionPhase(clock, 90_000)).toMatchObject({ phase: 'expired', secondsLeft: 0 });
  });
});
