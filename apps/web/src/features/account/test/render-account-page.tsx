import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { testBrokers } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render';
import { MarketStreamContext } from '../../../shared/market-data';
import { createTestMarketStream } from '../../../shared/market-data/test/test-market-stream';
import { BrokerProvider } from '../../../shared/broker';

/** Renders an account page at its path in the shell, with a test market stream; `router` tells where links led. */
export function renderAccountPage(page: ReactElement, path = '/lantau/main/account/overview') {
  const { stream, paint } = createTestMarketStream();
  const router = createMemoryRouter(
    [
      {
        path: '/lantau/main/*',
        element: (
          <BrokerProvider value={testBrokers[0]!}>
            <MarketStreamContext.Provider value={stream}>{page}</MarketStreamContext.Provider>
          </BrokerProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, stream, paint, ...view };
}
