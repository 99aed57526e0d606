import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fundStaffSteps,
  getStaffFundRequests,
  staffPageSize,
  type CallDefinition,
  type StaffFundRequest,
} from '@lantau/contract';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { staffApiClient } from '../staff-api';
import { PaymentsPage } from './payments-page';

vi.mock('../staff-api', () => ({ staffApiClient: { request: vi.fn() } }));

beforeAll(() => setTestLanguage('en'));

/** A payment queue of 70 withdrawals, oldest first, as the server pages it: two pages. */
const QUEUE_LENGTH = 70;
/** Fifty rows of a Mantine table take a while to draw in jsdom on a busy machine. */
const DRAWING = 15_000;
const withdrawal = (index: number): StaffFundRequest => ({
  requestID: `request-${index + 1}`,
  // The queue shows the short number.
  requestNumber: `F${String(index + 1).padStart(6, '0')}`,
  type: 'WITHDRAWAL',
  accountNumber: 'LTU100101',
  currency: 'HKD',
  amount: '100.00',
  fee: '0',
  status: 'PND',
  details: {
    type: 'WITHDRAWAL',
    bankAccountID: 'B1',
    bankCode: '004',
    bankName: { en_US: 'HSBC', zh_HK: '滙豐', zh_CN: '汇丰' },
    maskedAccountNumber: '****1234',
  },
  rejectReason: null,
  canCancel: true,
  createdAt: new Date(Date.UTC(2026, 0, 5, 1, index)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 5, 1, index)).toISOString(),
  events: [],
  userID: 'LTU1001',
  clientName: { en_US: 'Chan Tai Man', zh_HK: '陳大文', zh_CN: '陈大文' },
  preparedBy: null,
});
const queue = Array.from({ length: QUEUE_LENGTH }, (_, index) => withdrawal(index));

type Query = { queue?: string; status?: string; limit: number; offset: number };
const asked: Query[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.mocked(staffApiClient.request).mockImplementation((async (
    call: CallDefinition,
    options: { query: Query },
  ) => {
    expect(call).toBe(getStaffFundRequests);
    asked.push(options.query);
    const { limit, offset } = options.query;
    return { total: queue.length, requests: queue.slice(offset, offset + limit) };
  }) as never);
});

describe('the payments queue', () => {
  it(
    'asks the server for one page of its queue, in the statuses preparing accepts',
    async () => {
      renderWithProviders(<PaymentsPage />);
      expect(await screen.findByText('F000001', {}, { timeout: DRAWING })).toBeTruthy();
      expect(asked[0]).toEqual({
        queue: 'PAYMENT',
        status: fundStaffSteps.preparePayment.from.join(','),
        limit: staffPageSize,
        offset: 0,
      });
      expect(screen.queryByText(`F${String(staffPageSize + 1).padStart(6, '0')}`)).toBeNull();
    },
    DRAWING * 2,
  );

  it(
    'shows the second page of a queue longer than a page',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<PaymentsPage />);
      await screen.findByText('F000001', {}, { timeout: DRAWING });
      await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
      expect(await screen.findByText('F000051', {}, { timeout: DRAWING })).toBeTruthy();
      expect(screen.getByText('F000070')).toBeTruthy();
      expect(screen.queryByText('F000001')).toBeNull();
      expect(screen.getAllByRole('row')).toHaveLength(1 + QUEUE_LENGTH - staffPageSize);
      expect(asked.at(-1)).toMatchObject({ offset: staffPageSize });
    },
    DRAWING * 2,
  );
});
