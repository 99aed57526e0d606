import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getStaffIpo,
  getStaffIpoApplications,
  postStaffIpoApproval,
  postStaffIpoCancellation,
  postStaffIpoPostponement,
  postStaffIpoResults,
  staffPageSize,
  type CallDefinition,
  type StaffIpo,
  type StaffSessionData,
} from '@lantau/contract';
import { ApiError } from '../../../shared/api';
import { renderRoutes, setTestLanguage } from '../../../test/render';
import { staffApiClient } from '../staff-api';
import { useStaffSessionStore } from '../staff-session';
import { IpoDetailPage } from './ipo-detail-page';
import { staffIpoApplicationFixture, staffIpoFixture } from '../../../test/staff-ipo';

vi.mock('../staff-api', () => ({ staffApiClient: { request: vi.fn() }, fetchStaffFile: vi.fn() }));

beforeAll(() => setTestLanguage('en'));

const session = (
  staffID: string,
  permissions: StaffSessionData['staff']['permissions'],
): StaffSessionData => ({
  token: 't',
  signingKey: 'k',
  sessionRemainSec: 1800,
  staff: { staffID, brokerCode: 'LTU', name: staffID, roles: ['SUPERVISOR'], permissions },
});

const APPLICATIONS = 60;
const applications = Array.from({ length: APPLICATIONS }, (_, index) =>
  staffIpoApplicationFixture(index + 1),
);
type Options = { params?: { ipoID: string }; query?: Record<string, unknown>; body?: unknown };
const calls: { call: CallDefinition; options: Options }[] = [];
let ipo: StaffIpo;
let approval: () => Promise<unknown>;

beforeEach(() => {
  calls.length = 0;
  ipo = staffIpoFixture();
  approval = () => Promise.reject(new ApiError('E8002', 'Another member of staff must approve.', 'x-1'));
  vi.mocked(staffApiClient.request).mockImplementation((async (call: CallDefinition, options: Options) => {
    calls.push({ call, options });
    if (call === getStaffIpo) return ipo;
    if (call === getStaffIpoApplications) {
      const { limit, offset } = options.query as { limit: number; offset: number };
      return { total: applications.length, applications: applications.slice(offset, offset + limit) };
    }
    if (call === postStaffIpoApproval) return approval();
    if (call === postStaffIpoResults || call === postStaffIpoPostponement) return ipo;
    if (call === postStaffIpoCancellation) return ipo;
    throw new Error(`unexpected ${call.path}`);
  }) as never);
});

const DRAWING = 15_000;
const renderPage = () =>
  renderRoutes(
    [{ path: '/:displayCode/back_office/ipos/:ipoID', element: <IpoDetailPage /> }],
    '/lantau/back_office/ipos/IPO-1',
  );

describe("an issue's page on the IPO desk", () => {
  it(
    'offers exactly the steps the server lists, and who prepared the step waiting',
    async () => {
      useStaffSessionStore.setState({ session: session('SUP1', ['ipo.manage', 'funds.approve']) });
      ipo = staffIpoFixture({ nextSteps: ['CANCEL', 'APPROVE'] });
      renderPage();
      const steps = await screen.findByRole('group', { name: 'Steps' }, { timeout: DRAWING });
      expect(
        within(steps)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Approve', 'Cancel IPO']);
      expect(screen.getByText("Prepared by OPS1: waiting for a second member's approval.")).toBeTruthy();
      // Amounts grouped, with their currency.
      expect(screen.getByText('15,117.75 HKD', { selector: 'dd' })).toBeTruthy();
    },
    DRAWING * 2,
  );

  it(
    'hides approve from a member who may not approve',
    async () => {
      useStaffSessionStore.setState({ session: session('OPS2', ['ipo.manage']) });
      renderPage();
      const steps = await screen.findByRole('group', { name: 'Steps' }, { timeout: DRAWING });
      expect(within(steps).queryByRole('button', { name: 'Approve' })).toBeNull();
    },
    DRAWING * 2,
  );

  it(
    "shows the server's refusal in the dialog when the member who prepared it approves (E8002)",
    async () => {
      const user = userEvent.setup();
      useStaffSessionStore.setState({ session: session('OPS1', ['ipo.manage', 'funds.approve']) });
      renderPage();
      expect(
        await screen.findByText(
          'You prepared this: another member of staff must approve it.',
          {},
          { timeout: DRAWING },
        ),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve the prepared step' });
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Another member of staff must approve. (E8002)',
      );
      // Another member's approval goes through and closes the dialog.
      approval = () => Promise.resolve(ipo);
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.filter(({ call }) => call === postStaffIpoApproval)).toHaveLength(2);
    },
    DRAWING * 2,
  );

  it(
    'prepares results from a CSV file read in the browser and sent as text',
    async () => {
      const user = userEvent.setup();
      useStaffSessionStore.setState({ session: session('OPS1', ['ipo.manage']) });
      ipo = staffIpoFixture({ pendingStep: null, nextSteps: ['RESULTS', 'CANCEL'] });
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Prepare results' }, { timeout: DRAWING }));
      const dialog = await screen.findByRole('dialog', { name: 'Prepare the results' });
      const price = within(dialog).getByRole('textbox', { name: /Final offer price/ });
      await user.clear(price);
      await user.type(price, '9.5');
      await user.click(within(dialog).getByRole('radio', { name: 'From a file' }));
      // Without a file the step is not sent.
      await user.click(within(dialog).getByRole('button', { name: 'Prepare results' }));
      expect(await within(dialog).findByText('Choose the allotment file')).toBeTruthy();
      const csv = 'reference,allottedQuantity\nP-2611-000001,500\n';
      const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File([csv], 'allotment.csv', { type: 'text/csv' }));
      await user.click(within(dialog).getByRole('button', { name: 'Prepare results' }));
      await waitFor(() => expect(calls.some(({ call }) => call === postStaffIpoResults)).toBe(true));
      expect(calls.find(({ call }) => call === postStaffIpoResults)?.options).toMatchObject({
        params: { ipoID: 'IPO-1' },
        body: { finalPrice: '9.5', method: 'FILE', file: csv },
      });
    },
    DRAWING * 2,
  );

  it(
    'reads the applications a page at a time, filtered by status and type',
    async () => {
      const user = userEvent.setup();
      useStaffSessionStore.setState({ session: session('OPS1', ['ipo.manage']) });
      renderPage();
      expect(await screen.findByText('P-2611-000001', {}, { timeout: DRAWING })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
      expect(await screen.findByText('P-2611-000060', {}, { timeout: DRAWING })).toBeTruthy();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Application type' }), 'FINANCED');
      await waitFor(() =>
        expect(calls.filter(({ call }) => call === getStaffIpoApplications).at(-1)?.options).toMatchObject({
          params: { ipoID: 'IPO-1' },
          query: { type: 'FINANCED', limit: staffPageSize, offset: 0 },
        }),
      );
    },
    DRAWING * 2,
  );

  it(
    'postpones with the new dates and cancels with the reason clients read',
    async () => {
      const user = userEvent.setup();
      useStaffSessionStore.setState({ session: session('OPS1', ['ipo.manage']) });
      ipo = staffIpoFixture({ status: 'ALLOTTED', pendingStep: null, nextSteps: ['POSTPONE', 'CANCEL'] });
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Postpone' }, { timeout: DRAWING }));
      const postpone = await screen.findByRole('dialog', { name: 'Postpone the listing' });
      // The dates now are filled in: the member changes what moves.
      expect((within(postpone).getByLabelText(/Results date/) as HTMLInputElement).value).toBe('2026-11-27');
      const listing = within(postpone).getByLabelText(/Listing date/);
      await user.clear(listing);
      await user.type(listing, '2026-12-04');
      await user.click(within(postpone).getByRole('button', { name: 'Postpone' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.find(({ call }) => call === postStaffIpoPostponement)?.options.body).toEqual({
        resultsDate: '2026-11-27',
        greyMarketDate: '2026-11-27',
        listingDate: '2026-12-04',
      });

      await user.click(screen.getByRole('button', { name: 'Cancel IPO' }));
      const cancel = await screen.findByRole('dialog', { name: 'Cancel this IPO' });
      // No reason, nothing sent.
      await user.click(within(cancel).getByRole('button', { name: 'Cancel IPO' }));
      expect(await within(cancel).findByText('Required')).toBeTruthy();
      expect(calls.some(({ call }) => call === postStaffIpoCancellation)).toBe(false);
      await user.type(within(cancel).getByRole('textbox', { name: /Reason/ }), '  Market conditions  ');
      await user.click(within(cancel).getByRole('button', { name: 'Cancel IPO' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.find(({ call }) => call === postStaffIpoCancellation)?.options.body).toEqual({
        reason: 'Market conditions',
      });
    },
    DRAWING * 2,
  );
});
