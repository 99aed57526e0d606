import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test is a page load: the module's state (drawn, claimed) is fresh.
async function freshModule() {
  vi.resetModules();
  return import('./first-screen-drawn');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the frame's extras and the first screen", () => {
  it('wait for the first screen, then for an idle moment', async () => {
    const { whenFirstScreenIdle, markFirstScreenDrawn } = await freshModule();
    const loaded = vi.fn();
    whenFirstScreenIdle(loaded);
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded).not.toHaveBeenCalled();
    markFirstScreenDrawn();
    expect(loaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded).toHaveBeenCalledOnce();
  });

  it('go ahead after the cap when no first screen is ever said to be drawn, and once only', async () => {
    const { whenFirstScreenIdle, markFirstScreenDrawn } = await freshModule();
    const loaded = vi.fn();
    whenFirstScreenIdle(loaded);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loaded).toHaveBeenCalledOnce();
    markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded).toHaveBeenCalledOnce();
  });

  it('follow any page the frame draws, unless the page opened from the address says itself', async () => {
    const plain = await freshModule();
    const afterAnyPage = vi.fn();
    plain.whenFirstScreenDrawn(afterAnyPage);
    plain.markPageDrawn();
    expect(afterAnyPage).toHaveBeenCalledOnce();

    const claimed = await freshModule();
    const afterGreeting = vi.fn();
    claimed.claimFirstScreen();
    claimed.whenFirstScreenDrawn(afterGreeting);
    claimed.markPageDrawn();
    expect(afterGreeting).not.toHaveBeenCalled();
    claimed.markFirstScreenDrawn();
    expect(afterGreeting).toHaveBeenCalledOnce();
  });

  it('run at once once the first screen is drawn, and not at all when cancelled before', async () => {
    const { whenFirstScreenDrawn, markFirstScreenDrawn } = await freshModule();
    const cancelled = vi.fn();
    whenFirstScreenDrawn(cancelled)();
    markFirstScreenDrawn();
    const later = vi.fn();
    whenFirstScreenDrawn(later);
    expect(later).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
