import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { renderRoutes, setTestLanguage } from '../../test/render';
import { PageLoadBoundary } from './page-load-boundary';

beforeAll(() => setTestLanguage('en'));
afterEach(() => vi.restoreAllMocks());

/** A flow whose steps are addresses, what was chosen kept in memory between them (as the IPO application's). */
function Flow() {
  const [chosen, setChosen] = useState('nothing');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname.endsWith('/broken')) throw new TypeError('Failed to fetch dynamically imported module: /x.js');
  return (
    <>
      <p>Chosen: {chosen}</p>
      <button
        type="button"
        onClick={() => {
          setChosen('2,000 shares');
          void navigate('/flow/confirmation');
        }}
      >
        Review
      </button>
    </>
  );
}

const routes = [
  {
    path: '/flow/*',
    element: (
      <PageLoadBoundary>
        <Flow />
      </PageLoadBoundary>
    ),
  },
];

describe('PageLoadBoundary', () => {
  it('keeps the page mounted from one address to the next: a flow keeps what was chosen', async () => {
    const { router } = renderRoutes(routes, '/flow/form');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(router.state.location.pathname).toBe('/flow/confirmation');
    expect(screen.getByText('Chosen: 2,000 shares')).toBeTruthy();
  });

  it("says a page's code did not arrive, and tries again at another address", async () => {
    // React reports the caught error on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, '/flow/broken');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Part of the page could not be loaded. Please refresh the page.',
    );
    await act(() => router.navigate('/flow/form'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Chosen: nothing')).toBeTruthy();
  });
});
