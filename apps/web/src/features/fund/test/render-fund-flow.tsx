import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { testBrokers } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render';
import { BrokerProvider } from '../../../shared/broker';
import type { FundPage } from '../../../shared/url/fund-paths';

/** Renders a fund flow where the fund page mounts it (/lantau/main/fund/{page}/*), at `path`. */
export function renderFundFlow(flow: ReactElement, page: FundPage, path = `/lantau/main/fund/${page}`) {
  const router = createMemoryRouter(
    [
      {
        path: `/lantau/main/fund/${page}/*`,
        element: <BrokerProvider value={testBrokers[0]!}>{flow}</BrokerProvider>,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
