/** Whole seconds to wait until `at`, never less than 1: what a "try again in N seconds" answer tells. */
export const waitSecondsUntil = (at: Date, now: Date): number =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
