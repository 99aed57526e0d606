/** Runs a callback before the next paint; tests hand in a fake to decide when a "frame" happens. */
export type FrameScheduler = (callback: () => void) => void;

export const animationFrameScheduler: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 16);
};
