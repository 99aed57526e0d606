import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

// The ticker itself (its texts, indices and stream) is not what is tested: when the frame draws it is.
vi.mock('./index-ticker', () => ({ IndexTicker: () => <section aria-label="Market indices" /> }));

/** Each test is a page load: the first screen is not drawn yet (first-screen-drawn.ts keeps it per module). */
async function freshSlot() {
  vi.resetModules();
  const [{ IndexTickerSlot }, firstScreen] = await Promise.all([
    import('./index-ticker-slot'),
    import('../../../shared/loading/first-screen-drawn'),
  ]);
  return { IndexTickerSlot, firstScreen };
}

/** The user's motion preference, as the browser's media query answers it. */
function preferReducedMotion(reduce: boolean) {
  const matchMedia = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...matchMedia(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the index ticker in the frame', () => {
  it("moving, comes once the page's first screen is drawn, in the row the frame keeps for it", async () => {
    preferReducedMotion(false);
    const { IndexTickerSlot, firstScreen } = await freshSlot();
    render(<IndexTickerSlot />);
    expect(screen.queryByRole('region', { name: 'Market indices' })).toBeNull();
    act(() => firstScreen.markFirstScreenDrawn());
    expect(await screen.findByRole('region', { name: 'Market indices' })).toBeTruthy();
  });

  it('standing still, comes at once: its wrapped lines have no height the frame could keep', async () => {
    preferReducedMotion(true);
    const { IndexTickerSlot } = await freshSlot();
    render(<IndexTickerSlot />);
    expect(screen.getByRole('region', { name: 'Market indices' })).toBeTruthy();
  });
});
