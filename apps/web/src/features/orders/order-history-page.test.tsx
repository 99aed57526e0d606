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

const row = (orderID: string) => document.querySelector(`tr[data-order-id="${orderID}"]`) as HTMLElement;

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
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order O-1001 (00700)' }));
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
    fireEvent.click(await screen.findByRole('button', { name: /Details of order O-1001/ }));
    expect(await screen.findByText('The quantity must be a whole number of lots.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('amendment', () => {
  const order = sampleOrder({ filledQuantity: 0 });
  it('sends only what changed', () => {
    expect(amendmentOf(order, { price: '300', quantity: '100', timeInForce: 'DAY', expiryDate: '' })).toEqual(
      {},
    );
    expect(
      amendmentOf(order, { price: '299.8', quantity: '200', timeInForce: 'GTD', expiryDate: '2026-11-30' }),
    ).toEqual({
      price: '299.8',
      quantity: 200,
      timeInForce: 'GTD',
      expiryDate: '2026-11-30',
    });
  });
});
