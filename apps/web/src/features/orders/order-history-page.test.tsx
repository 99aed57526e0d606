import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@lantau/contract';
import { renderWithProviders, setTestLanguage } from '../../test/render';
import { installFakeApi } from '../../test/fake-api';
import { publishOrderUpdate } from '../../shared/socket';
import OrderHistoryPage from './order-history-page';
import { amendmentOf } from './amend-order-form';
import { sampleOrder } from './test/sample-order';

beforeAll(() => setTestLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

/** A tiny order book behind the fake API: lists, cancels and amends the orders it holds. */
function serveOrders(orders: Order[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = installFakeApi([
    (url, init) => {
      const method = init.method ?? 'GET';
      if (!url.pathname.startsWith('/api/orders')) return undefined;
      calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : null });
      const id = url.pathname.split('/')[3];
      const index = orders.findIndex((order) => order.orderID === id);
      if (method === 'GET' && !id) return { data: { total: orders.length, orders } };
      if (index < 0) return { code: 'E6002', message: 'Order not found.' };
      if (method === 'GET') return { data: { order: orders[index], executions: [] } };
      if (method === 'DELETE') orders[index] = { ...orders[index]!, status: 'PTC', canCancel: false };
      if (method === 'PATCH') orders[index] = { ...orders[index]!, ...(calls.at(-1)!.body as object) };
      return { data: orders[index] };
    },
  ]);
  return { fetch, calls };
}

const row = (orderID: string) => document.querySelector(`tr[data-row-id="${orderID}"]`) as HTMLElement;

describe('order history', () => {
  it("lists today's orders with their status and follows the session socket's orderbook frames", async () => {
    serveOrders([sampleOrder()]);
    renderWithProviders(<OrderHistoryPage />);
    expect(await screen.findByText('Acknowledged')).toBeTruthy();
    act(() =>
      publishOrderUpdate({ orderID: 'O-1001', accountNumber: 'C1001', status: 'PFL', filledQuantity: 40 }),
    );
    // At once, before the debounced refetch (whose answer here still says ACK) could bring anything.
    expect(await within(row('O-1001')).findByText('Partially filled')).toBeTruthy();
    expect(within(row('O-1001')).getByText('40 / 100')).toBeTruthy();
  });

  it('cancels an order only after the confirmation', async () => {
    const { calls } = serveOrders([sampleOrder()]);
    renderWithProviders(<OrderHistoryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order O-2611-001001 (00700)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByText(/Cancel the order to Buy 100 00700 Tencent at 300.000/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await within(row('O-1001')).findByText('Pending cancel')).toBeTruthy();
  });

  it('shows the reason of a refused order in the reader language', async () => {
    serveOrders([
      sampleOrder({
        status: 'REJ',
        rejectReason: 'LOT_SIZE',
        rejectMessage: 'x',
        canCancel: false,
        canAmend: false,
      }),
    ]);
    renderWithProviders(<OrderHistoryPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Details of order O-2611-001001/ }));
    expect(await screen.findByText('The quantity must be a whole number of lots.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it.each([
    ['en', "Broker's CE number", "Client's BCAN"],
    ['zh-HK', '經紀 CE 編號', '客戶 BCAN'],
    ['zh-CN', '经纪 CE 编号', '客户 BCAN'],
  ] as const)(
    'shows the CE number and BCAN the order carried to the exchange (%s)',
    async (language, ce, bcan) => {
      await setTestLanguage(language);
      try {
        serveOrders([sampleOrder({ investorID: { ceNumber: 'LTU001', bcan: '1234567890' } })]);
        renderWithProviders(<OrderHistoryPage />);
        fireEvent.click(await screen.findByRole('button', { name: /O-2611-001001/ }));
        const dialog = await screen.findByRole('dialog');
        const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
        expect(value(ce)).toBe('LTU001');
        expect(value(bcan)).toBe('123 456 7890');
      } finally {
        await setTestLanguage('en');
      }
    },
  );

  it('shows no CE number or BCAN for an order of a market without investor identification', async () => {
    serveOrders([sampleOrder({ market: 'US', stockCode: 'AAPL', investorID: null })]);
    renderWithProviders(<OrderHistoryPage />);
    fireEvent.click(await screen.findByRole('button', { name: /O-2611-001001/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText("Broker's CE number")).toBeNull();
  });
});

/** A fill of 00700 as the executions call lists it. */
function execution(executionID: string, quantity: number, fees: { item: string; amount: string }[]) {
  return {
    executionID,
    orderID: 'O-1',
    market: 'HK',
    stockCode: '00700',
    side: 'BUY',
    time: '2026-11-23T02:00:00.000Z',
    price: '300.000',
    quantity,
    fees,
    settlementDate: '2026-11-25',
  };
}

describe('order tables on the table kit', () => {
  const rowIds = (table: HTMLElement) =>
    Array.from(table.querySelectorAll('tbody tr[data-row-id]')).map((tr) => tr.getAttribute('data-row-id'));

  it("shows today's working and finished orders under their headings, newest first, prices sorted as decimals", async () => {
    serveOrders([
      sampleOrder({ orderID: 'O-1', price: '95.500', status: 'PFL', filledQuantity: 40 }),
      sampleOrder({ orderID: 'O-2', price: '300.000', createdAt: '2026-11-23T01:00:00.000Z' }),
      sampleOrder({ orderID: 'O-3', price: '1000.000', createdAt: '2026-11-23T03:00:00.000Z' }),
      sampleOrder({ orderID: 'O-4', status: 'FFL', filledQuantity: 100, canCancel: false, canAmend: false }),
    ]);
    renderWithProviders(<OrderHistoryPage />);
    expect(await screen.findByRole('heading', { name: 'Working orders' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Finished orders' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Working orders' });
    const finished = screen.getByRole('table', { name: 'Finished orders' });
    expect(rowIds(table)).toEqual(['O-3', 'O-1', 'O-2']);
    expect(rowIds(finished)).toEqual(['O-4']);
    // As decimals: 95.5 < 300 < 1000 (as text, '1000' would come first and '95.500' last).
    const price = within(table).getByRole('columnheader', { name: /Price/ });
    fireEvent.click(within(price).getByRole('button'));
    expect(price.getAttribute('aria-sort')).toBe('ascending');
    expect(rowIds(table)).toEqual(['O-1', 'O-2', 'O-3']);
    fireEvent.click(within(price).getByRole('button'));
    expect(price.getAttribute('aria-sort')).toBe('descending');
    expect(rowIds(table)).toEqual(['O-3', 'O-2', 'O-1']);
    // The status badge keeps its colour by status, and the stock names each row for screen readers.
    const filled = within(row('O-4')).getByText('Fully filled').closest('[data-status]')!;
    expect(filled.getAttribute('data-status')).toBe('FFL');
    expect(within(row('O-1')).getByRole('rowheader').textContent).toContain('00700');
    // A price says its currency (the list mixes markets).
    expect(within(row('O-1')).getByText('95.500').parentElement?.textContent).toBe('95.500HKD');
  });

  it("names a conditional order's condition and trigger in the list and the detail, and amends the trigger", async () => {
    const held = sampleOrder({
      orderID: 'O-9',
      orderNumber: 'O-2611-000009',
      side: 'SELL',
      price: '604.500',
      status: 'HLD',
      condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: '605.000' },
    });
    const { calls } = serveOrders([held]);
    renderWithProviders(<OrderHistoryPage />);
    expect(
      await within(await screen.findByRole('table', { name: 'Working orders' })).findByText(
        'Stop-loss limit, trigger 605.000',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Details of order O-2611-000009 (00700)' }));
    const detail = await screen.findByRole('dialog', { name: /00700 Tencent/ });
    expect(within(detail).getByText('Condition')).toBeTruthy();
    expect(within(detail).getByText('Stop-loss limit')).toBeTruthy();
    expect(within(detail).getByText('Trigger price')).toBeTruthy();
    expect(within(detail).getByText('605.000')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Amend' }));
    const amend = await screen.findByRole('dialog', { name: 'Amend order' });
    const trigger = within(amend).getByRole('textbox', { name: 'Trigger price' });
    fireEvent.change(trigger, { target: { value: '602.000' } });
    fireEvent.click(within(amend).getByRole('button', { name: 'Review' }));
    expect(await within(amend).findByText('Trigger price: 605.000 to 602.000')).toBeTruthy();
    fireEvent.click(within(amend).getByRole('button', { name: 'Confirm amendment' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ triggerPrice: '602.000' });
  });

  it('lists the executions of the range, their fees summed, sortable by quantity', async () => {
    installFakeApi([
      (url) =>
        url.pathname === '/api/executions'
          ? {
              data: {
                total: 2,
                executions: [
                  execution('E-1', 200, [
                    { item: 'BROKERAGE', amount: '50.00' },
                    { item: 'STAMP_DUTY', amount: '61.00' },
                  ]),
                  execution('E-2', 1000, [{ item: 'BROKERAGE', amount: '50.00' }]),
                ],
              },
            }
          : undefined,
    ]);
    renderWithProviders(<OrderHistoryPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Executions' }));
    const table = await screen.findByRole('table', { name: /Executions/ });
    await within(table).findByText('111.00');
    const quantity = within(table).getByRole('columnheader', { name: /Quantity/ });
    // A column of numbers sorts largest first on the first press (TanStack's rule for numbers).
    fireEvent.click(within(quantity).getByRole('button'));
    expect(quantity.getAttribute('aria-sort')).toBe('descending');
    expect(rowIds(table)).toEqual(['E-2', 'E-1']);
    fireEvent.click(within(quantity).getByRole('button'));
    expect(rowIds(table)).toEqual(['E-1', 'E-2']);
  });

  it('shows yen fees as whole yen, without decimals', async () => {
    installFakeApi([
      (url) =>
        url.pathname === '/api/executions'
          ? {
              data: {
                total: 1,
                executions: [
                  {
                    ...execution('E-9', 100, [{ item: 'BROKERAGE', amount: '1300' }]),
                    market: 'JP',
                    stockCode: '7203',
                    price: '2999.5',
                  },
                ],
              },
            }
          : undefined,
    ]);
    renderWithProviders(<OrderHistoryPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Executions' }));
    const table = await screen.findByRole('table', { name: /Executions/ });
    expect(await within(table).findByText('1,300')).toBeTruthy();
    expect(within(table).queryByText('1,300.00')).toBeNull();
  });
});

describe('amendment', () => {
  const order = sampleOrder({ filledQuantity: 0 });
  it('sends only what changed', () => {
    expect(
      amendmentOf(order, {
        price: '300',
        quantity: '100',
        timeInForce: 'DAY',
        expiryDate: '',
        triggerPrice: '',
      }),
    ).toEqual({});
    expect(
      amendmentOf(order, {
        price: '299.8',
        quantity: '200',
        timeInForce: 'GTD',
        expiryDate: '2026-11-30',
        triggerPrice: '',
      }),
    ).toEqual({
      price: '299.8',
      quantity: 200,
      timeInForce: 'GTD',
      expiryDate: '2026-11-30',
    });
  });
});
