import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { renderRoutes, setTestLanguage } from '../../test/render';
import { PageLoadBoundary } from './page-load-boundary';

beforeAll(() => setTestLanguage('en'));

/** A page whose steps live below it, as the fund and IPO flows do: its draft is the page's state. */
function StepFlowPage() {
  const [draft, setDraft] = useState('');
  return (
    <>
      <button type="button" onClick={() => setDraft('HKD 60,000.00')}>
        Fill in
      </button>
      <Link to="/flow/confirmation">Next</Link>
      <Routes>
        <Route path="confirmation" element={<p>Confirm {draft || 'nothing'}</p>} />
        <Route path="*" element={<p>First step</p>} />
      </Routes>
    </>
  );
}

let failLoad = false;
function MaybeMissingPage() {
  if (failLoad) throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
  return <p>Loaded page</p>;
}

const routesUnderBoundary = [
  {
    path: '/*',
    element: (
      <PageLoadBoundary>
        <Routes>
          <Route path="flow/*" element={<StepFlowPage />} />
          <Route path="other" element={<MaybeMissingPage />} />
          <Route path="elsewhere" element={<p>Elsewhere</p>} />
        </Routes>
      </PageLoadBoundary>
    ),
  },
];

describe('the page load boundary', () => {
  it("keeps a step flow's draft across its steps' addresses (it does not remount the page)", async () => {
    renderRoutes(routesUnderBoundary, '/flow');
    await userEvent.click(screen.getByRole('button', { name: 'Fill in' }));
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Confirm HKD 60,000.00')).toBeTruthy();
  });

  it('says a page could not load, and forgets it at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failLoad = true;
    const { router } = renderRoutes(routesUnderBoundary, '/other');
    expect(await screen.findByRole('alert')).toBeTruthy();
    failLoad = false;
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    await act(() => router.navigate('/other'));
    expect(await screen.findByText('Loaded page')).toBeTruthy();
  });
});
