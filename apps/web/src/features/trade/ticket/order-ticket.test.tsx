import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Account } from '@lantau/contract';
import { requestHeaders } from '@lantau/contract';
import { installFakeApi } from '../../../test/fake-api';
import { renderRoutes, setTestLanguage } from '../../../test/render';
import { sampleQuote } from '../../../shared/market-data/test/sample-quote';
import { sampleOrder } from '../../orders/test/sample-order';
import type { TradeSettings } from '../api/trade-settings';
import { OrderTicket } from './order-ticket';

beforeAll(() => setTestLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

const account: Account = {
  accountNumber: 'VIC300101',
  type: 'CASH',
  nickname: null,
  markets: ['HK'],
  currencies: ['HKD'],
  rri: false,
  ceNumber: '',
  bcan: '',
  professionalInvestor: false,
};

const estimate = {
  estimate: {
    currency: 'HKD',
    consideration: '38000.00',
    fees: [
      { item: 'BROKERAGE', amount: '95.00' },
      { item: 'STAMP_DUTY', amount: '38.00' },
    ],
    totalFees: '133.00',
    total: '38133.00',
    scheduleID: 'HK-2025-08-01',
  },
  problems: [],
  buyingPower: '320000.00',
  sellable: 0,
};

/** The order calls behind the fake API; `failPlacing` makes the next placements get no answer at all. */
function serveTrading(options: { failPlacing?: number } = {}) {
  let failures = options.failPlacing ?? 0;
  const placed: { key: string | undefined; body: Record<string, unknown> }[] = [];
  installFakeApi([
    (url) => (url.pathname === '/api/orders/estimates' ? { data: estimate } : undefined),
    (url, init) => {
      if (url.pathname !== '/api/orders' || init.method !== 'POST') return undefined;
      const headers = init.headers as Record<string, string>;
      placed.push({ key: headers[requestHeaders.idempotencyKey], body: JSON.parse(String(init.body)) });
      if (failures > 0) {
        failures -= 1;
        throw new TypeError('Failed to fetch');
      }
      return {
        data: sampleOrder({
          orderID: `O-${placed.length}`,
          orderNumber: `O-2611-00000${placed.length}`,
          price: '380.000',
          status: 'ACK',
        }),
      };
    },
  ]);
  return placed;
}

async function renderTicket(
  settings: TradeSettings = { quickOrder: false, cardStyle: 'DEFAULT' },
  quote = sampleQuote(),
) {
  const view = renderRoutes(
    [
      {
        path: '/trade',
        element: (
          <OrderTicket
            instrument={{ market: 'HK', stockCode: '00700' }}
            quote={quote}
            accounts={[account]}
            broker={{ enabledMarkets: ['HK'], oddLotOrdersEnabled: true, lots: {} }}
            initialSide="BUY"
            settings={settings}
            historyPath="/order_history"
          />
        ),
      },
    ],
    '/trade',
  );
  // The trade texts load on first use.
  await screen.findByRole('form', { name: 'Trade' });
  return view;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('order ticket', () => {
  it("offers only a limit order for the day in a new issue's grey market", async () => {
    serveTrading();
    await renderTicket(undefined, sampleQuote({ phase: 'GREY_MARKET' }));
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Order type')).toEqual(['Limit']);
    expect(options('Time in force')).toEqual(['Today']);
    const kinds = within(screen.getByRole('radiogroup', { name: 'Order kind' })).getAllByRole('radio');
    expect(kinds.map((kind) => kind.getAttribute('value'))).toEqual(['NORMAL']);
  });

  it('starts at the live price and one lot, shows the fees and buying power, confirms, then places', async () => {
    const placed = serveTrading();
    await renderTicket();
    expect(textbox('Price').value).toBe('380.000');
    expect(textbox('Quantity').value).toBe('100');
    expect(await screen.findByTestId('total-fees')).toHaveProperty('textContent', 'HKD 133.00');
    expect(screen.getByText('Stamp duty')).toBeTruthy();
    expect(screen.getByTestId('trade-capacity').textContent).toBe('Buying power: HKD 320,000.00');

    fireEvent.click(screen.getByRole('button', { name: 'Review Buy order' }));
    const confirmation = await screen.findByRole('region', { name: 'Confirm your order' });
    expect(within(confirmation).getByText('380.000')).toBeTruthy();
    expect(placed).toHaveLength(0);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Confirm and place' }));
    expect(await screen.findByText(/Buy 100 00700, order O-2611-000001/)).toBeTruthy();
    expect(placed[0]!.body).toMatchObject({
      accountNumber: 'VIC300101',
      side: 'BUY',
      orderType: 'LO',
      price: '380.000',
      quantity: 100,
    });
    expect(placed[0]!.key).toMatch(/^[\w-]{8,64}$/);
  });

  it('before the first trade (a new issue on its listing day), starts at the previous close and estimates', async () => {
    serveTrading();
    await renderTicket(undefined, sampleQuote({ nominal: null, previousClose: '9.500' }));
    expect(textbox('Price').value).toBe('9.500');
    expect(await screen.findByTestId('total-fees')).toHaveProperty('textContent', 'HKD 133.00');
  });

  it('refuses a quantity off the lot at once, with a tip on the field', async () => {
    const placed = serveTrading();
    await renderTicket();
    fireEvent.change(textbox('Quantity'), { target: { value: '150' } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The quantity must be a whole number of lots.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Review Buy order' }));
    await waitFor(() => expect(textbox('Quantity').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('region', { name: 'Confirm your order' })).toBeNull();
    expect(placed).toHaveLength(0);
  });

  it('with quick order on, places without the confirmation page', async () => {
    const placed = serveTrading();
    await renderTicket({ quickOrder: true, cardStyle: 'DEFAULT' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText(/order O-2611-000001/)).toBeTruthy();
    expect(placed).toHaveLength(1);
  });

  it('after an unanswered submit, warns to check the order and resubmits under the same key', async () => {
    const placed = serveTrading({ failPlacing: 1 });
    await renderTicket({ quickOrder: true, cardStyle: 'DEFAULT' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText(/Check the order status before you submit it again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText(/order O-2/)).toBeTruthy();
    expect(placed[1]!.key).toBe(placed[0]!.key);

    // A new ticket is a new order: a new key.
    fireEvent.change(textbox('Quantity'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(placed).toHaveLength(3));
    expect(placed[2]!.key).not.toBe(placed[0]!.key);
  });

  it('in the classic card style, Buy and Sell are the submit buttons', async () => {
    const placed = serveTrading();
    await renderTicket({ quickOrder: true, cardStyle: 'CLASSIC' });
    expect(screen.queryByRole('radiogroup', { name: 'Buy or sell' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sell now' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]!.body).toMatchObject({ side: 'SELL' });
  });

  it('places a conditional stop-loss: its trigger checked at once, shown on the confirmation, sent with the order', async () => {
    const placed = serveTrading();
    await renderTicket();
    expect(screen.getByRole('radiogroup', { name: 'Buy or sell' })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Order kind' })).getByLabelText('Conditional'),
    );
    const condition = (await screen.findByRole('combobox', { name: 'Condition' })) as HTMLSelectElement;
    expect(condition.value).toBe('STOP_LOSS_LIMIT');
    expect(
      screen.getByText('Held until the price rises to the trigger, then sent at your limit price.'),
    ).toBeTruthy();
    // Auction and odd-lot types are not offered for a held order.
    const types = within(screen.getByRole('combobox', { name: 'Order type' })).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual(['Limit', 'Enhanced limit', 'Special limit']);

    // A buy stop below the market (380.000) would fire at once: refused as the server would refuse it.
    fireEvent.change(textbox('Trigger price'), { target: { value: '379.000' } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The trigger price is on the wrong side of the current price.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Review Buy order' }));
    await waitFor(() => expect(textbox('Trigger price').getAttribute('aria-invalid')).toBe('true'));
    expect(placed).toHaveLength(0);

    fireEvent.change(textbox('Trigger price'), { target: { value: '382.000' } });
    fireEvent.change(textbox('Price'), { target: { value: '383.000' } });
    await waitFor(() => expect(textbox('Trigger price').getAttribute('aria-invalid')).not.toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Review Buy order' }));
    const confirmation = await screen.findByRole('region', { name: 'Confirm your order' });
    expect(within(confirmation).getByText('Stop-loss limit')).toBeTruthy();
    expect(within(confirmation).getByText('382.000')).toBeTruthy();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Confirm and place' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]!.body).toMatchObject({
      side: 'BUY',
      orderType: 'LO',
      // Priced through the best ask: no matter, it is sent only once the trigger is reached.
      price: '383.000',
      condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: '382.000' },
    });
  });
});
