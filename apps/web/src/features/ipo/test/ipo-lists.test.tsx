import { beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { IpoApplication } from '@lantau/contract';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { IpoTable } from '../calendar/ipo-table';
import { applyIpoUpdate } from '../ipo-api';
import { openIpo, receivedApplication } from './ipo-fixtures';

beforeAll(() => setTestLanguage('en'));

const noop = () => undefined;

describe('the listings', () => {
  it("show the final price, the oversubscription and the client's allotment", async () => {
    const listed = {
      ...openIpo,
      status: 'LISTED' as const,
      cashOpen: false,
      financedOpen: false,
      finalPrice: '9.50',
      oversubscription: '512.3',
    };
    const allotted: IpoApplication = {
      ...receivedApplication,
      status: 'ALLOTTED',
      displayStatus: 'ALLOTTED',
      allottedQuantity: 500,
    };
    renderWithProviders(
      <IpoTable
        view="LISTINGS"
        ipos={[listed]}
        loading={false}
        applications={[allotted]}
        onDetails={noop}
        onApply={noop}
      />,
    );
    const row = within(await screen.findByRole('table', { name: 'Recent listings' })).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('9.500');
    expect(row.textContent).toContain('512.3 times');
    expect(row.textContent).toContain('500 shares');
    expect(within(row).queryByRole('button', { name: /^Apply/ })).toBeNull();
  });
});

describe('a pushed application change', () => {
  it('changes its status in every cached list at once, then reads the lists again', () => {
    const queryClient = new QueryClient();
    const other = { ...receivedApplication, applicationID: 'APP-9' };
    queryClient.setQueryData(['ipos', 'LTU1004', 'applications'], {
      applications: [receivedApplication, other],
    });
    queryClient.setQueryData(['ipos', 'LTU1004', 'one', 'IPO-1'], {
      ipo: openIpo,
      applications: [receivedApplication],
    });
    queryClient.setQueryData(['ipos', 'LTU1004', 'list', 'OPEN'], { ipos: [openIpo] });
    applyIpoUpdate(queryClient, { applicationID: 'APP-1', status: 'LODGED' });
    const lists = queryClient.getQueryData<{ applications: IpoApplication[] }>([
      'ipos',
      'LTU1004',
      'applications',
    ]);
    expect(lists?.applications.map((application) => application.status)).toEqual(['LODGED', 'RECEIVED']);
    const one = queryClient.getQueryData<{ applications: IpoApplication[] }>([
      'ipos',
      'LTU1004',
      'one',
      'IPO-1',
    ]);
    expect(one?.applications[0]?.status).toBe('LODGED');
    expect(queryClient.getQueryData(['ipos', 'LTU1004', 'list', 'OPEN'])).toEqual({ ipos: [openIpo] });
    expect(queryClient.getQueryState(['ipos', 'LTU1004', 'applications'])?.isInvalidated).toBe(true);
  });
});
