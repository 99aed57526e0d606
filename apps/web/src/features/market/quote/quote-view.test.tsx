import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountQuotePlan } from '@lantau/contract';
import { installFakeApi, type FakeRoute } from '../../../test/fake-api';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { sessionStore } from '../../../shared/session';
import { MarketStreamContext } from '../../../shared/market-data';
import { sampleQuote } from '../../../shared/market-data/test/sample-quote';
import { createTestMarketStream } from '../../../shared/market-data/test/test-market-stream';
import { QuoteView } from './quote-view';

// The canvas chart cannot draw in jsdom; its data mapping has its own tests.
vi.mock('../chart/chart-canvas', () => ({ default: () => <div data-testid="chart-canvas" /> }));

const tencent = { market: 'HK', stockCode: '00700' } as const;
const plan = (change: Partial<AccountQuotePlan>): AccountQuotePlan => ({
  market: 'HK',
  plan: 'LEVEL2',
  clicksRemaining: null,
  pendingApplication: null,
  ...change,
});

function routes(plans: AccountQuotePlan[], snapshot: FakeRoute): FakeRoute[] {
  return [
    (url) => (url.pathname === '/api/users/LTU1004/quote_plans' ? { data: plans } : undefined),
    (url) =>
      url.pathname === '/api/users/LTU1004/configurations' ? { data: { QUOTE_COLOR: 'RED_UP' } } : undefined,
    (url) =>
      url.pathname === '/market-api/stocks/candles' ? { data: { delayed: false, candles: [] } } : undefined,
    (url, init) => (url.pathname === '/market-api/snapshots/details' ? snapshot(url, init) : undefined),
  ];
}

function renderQuote() {
  const { stream, paint } = createTestMarketStream();
  renderWithProviders(
    <MarketStreamContext.Provider value={stream}>
      <QuoteView instrument={tencent} />
    </MarketStreamContext.Provider>,
  );
  return { stream, paint };
}

beforeAll(() => setTestLanguage('en'));
beforeEach(() => sessionStore.start({ token: 'token', userID: 'LTU1004' }));
afterEach(() => {
  // Unmounted while the idle callbacks are still stubbed: the effects cancel theirs.
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('quote view', () => {
  it('LEVEL2: streams 10 depth levels, the broker queue and trades, redrawn per frame', async () => {
    installFakeApi(routes([plan({})], () => ({ data: { ...sampleQuote(), clicksRemaining: null } })));
    const { paint } = renderQuote();
    await screen.findByText('Real-time');
    await vi.waitFor(() => {
      paint();
      expect(screen.getByTestId('nominal-price').textContent).toBe('380.000');
    });
    expect(screen.getByText('Simulated')).toBeTruthy();
    // The book follows the figures, at the browser's first idle moment.
    expect(await screen.findAllByTestId('depth-row')).toHaveLength(10);
    expect(screen.getAllByTestId('broker-id').map((node) => node.textContent)).toEqual([
      '1234',
      '5678',
      '4321',
    ]);
    expect(screen.getByText('+1')).toBeTruthy();

    const socket = FakeWebSocket.latest()!;
    act(() => socket.open());
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    act(() => socket.push({ type: 'ready', feedPlans: { HK: 'LEVEL2' } }));
    expect(socket.sent.map((text) => JSON.parse(text).type)).toEqual(['hello', 'subscribe']);
    act(() => {
      for (let seq = 1; seq <= 200; seq += 1) {
        socket.push({
          type: 'delta',
          market: 'HK',
          stockCode: '00700',
          seq,
          delta: { nominal: (380 + seq / 100).toFixed(3), change: '4.000', changePct: '1.06' },
        });
      }
    });
    expect(screen.getByTestId('nominal-price').textContent).toBe('380.000');
    paint();
    expect(screen.getByTestId('nominal-price').textContent).toBe('382.000');
    expect(screen.getByText(/\+4\.000 \+1\.06%/)).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: '5' }));
    expect(screen.getAllByTestId('depth-row')).toHaveLength(5);
  });

  it('draws the price before the chart and the book, which come at the first idle moment, together', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const fetch = installFakeApi(
      routes([plan({})], () => ({ data: { ...sampleQuote(), clicksRemaining: null } })),
    );
    const { paint } = renderQuote();
    await vi.waitFor(() => {
      paint();
      expect(screen.getByTestId('nominal-price').textContent).toBe('380.000');
    });
    // The chart's period bar and its candles, like the book, wait for the first screen to be drawn.
    const askedForCandles = () =>
      fetch.mock.calls.some(([input]) => String(input).includes('/market-api/stocks/candles'));
    expect(screen.queryByRole('region', { name: 'Chart' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Chart period' })).toBeNull();
    expect(askedForCandles()).toBe(false);
    expect(screen.queryAllByTestId('depth-row')).toHaveLength(0);

    act(() => idle.splice(0).forEach((run) => run()));
    expect(await screen.findByRole('region', { name: 'Chart' })).toBeTruthy();
    // Drawn in the same commit as the chart: on a phone the book is under it, and would be pushed down.
    expect(screen.getAllByTestId('depth-row').length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(askedForCandles()).toBe(true));
  });

  it("names a new issue's grey market session in the header, and in its own words", async () => {
    installFakeApi(
      routes([plan({})], () => ({
        data: { ...sampleQuote({ phase: 'GREY_MARKET' }), clicksRemaining: null },
      })),
    );
    const { paint } = renderQuote();
    await screen.findByText('Real-time');
    await vi.waitFor(() => {
      paint();
      expect(screen.getByTestId('grey-market-badge').textContent).toBe('Grey market');
    });
  });

  it("names queued firms in the reader's language from the participant list, else as the frame does", async () => {
    await setTestLanguage('zh-HK');
    const participants: FakeRoute = (url) =>
      url.pathname === '/market-api/exchange-participants'
        ? {
            data: [
              { brokerId: '5678', name: { en_US: 'Harbour Brokers', zh_HK: '海港經紀', zh_CN: '海港经纪' } },
            ],
          }
        : undefined;
    installFakeApi([
      participants,
      ...routes([plan({})], () => ({ data: { ...sampleQuote(), clicksRemaining: null } })),
    ]);
    const { paint } = renderQuote();
    try {
      await vi.waitFor(() => {
        paint();
        expect(screen.getByText('海港經紀')).toBeTruthy();
      });
      // Not in the list (one of the platform's own brokers): the name the queue's frame carries.
      expect(screen.getByText('Lantau Securities')).toBeTruthy();
      expect(screen.queryByText('Harbour Brokers')).toBeNull();
    } finally {
      await setTestLanguage('en');
    }
  });

  it('DELAYED: labels the data, shows one level and no broker queue, and never streams', async () => {
    installFakeApi(
      routes([plan({ plan: 'DELAYED' })], () => ({
        data: {
          ...sampleQuote({ feedPlan: 'DELAYED', delayed: true, bidBrokers: [], askBrokers: [] }),
          clicksRemaining: null,
        },
      })),
    );
    const { paint } = renderQuote();
    await screen.findByText('Delayed 15 min');
    await vi.waitFor(() => {
      paint();
      expect(screen.getAllByTestId('depth-row')).toHaveLength(1);
    });
    expect(screen.queryByRole('heading', { name: 'Broker queue' })).toBeNull();
    expect(screen.queryByRole('radio', { name: '10' })).toBeNull();
  });

  it('CLICK: each Refresh spends a click; with none left it offers Level 2 and records the application', async () => {
    let left = 2;
    const applied: { body: unknown; key: string | null }[] = [];
    installFakeApi([
      (url, init) => {
        if (url.pathname !== '/api/users/LTU1004/quote_plans/applications') return undefined;
        applied.push({
          body: JSON.parse(String(init.body)),
          key: new Headers(init.headers).get('idempotency-key'),
        });
        return {
          data: plan({
            plan: 'CLICK',
            clicksRemaining: 0,
            pendingApplication: { plan: 'LEVEL2', appliedAt: '2026-01-05T10:00:00Z', applicationID: 'A1' },
          }),
        };
      },
      ...routes([plan({ plan: 'CLICK', clicksRemaining: 2 })], () => {
        if (left === 0) return { code: 'E3002', message: 'No snapshot quota left.' };
        left -= 1;
        return { data: { ...sampleQuote({ feedPlan: 'CLICK' }), clicksRemaining: left } };
      }),
    ]);
    renderQuote();
    expect(await screen.findByText('Click (2 left)')).toBeTruthy();
    expect(screen.getByText(/Press Refresh to see this stock's quote/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Click (1 left)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Click (0 left)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const dialog = await screen.findByRole('dialog', { name: 'No quote clicks left' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply for Level 2' }));
    // It asks first, saying what happens next and what it may cost; nothing is sent before the answer.
    const confirm = await screen.findByRole('dialog', { name: /^Apply for Level 2 in / });
    expect(within(confirm).getByText(/customer service contacts you/)).toBeTruthy();
    expect(within(confirm).getByText(/monthly fee/)).toBeTruthy();
    expect(applied).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('Application received, customer service will follow up.'),
    ).toBeTruthy();
    expect(applied).toHaveLength(1);
    expect(applied[0]!.body).toEqual({ market: 'HK', plan: 'LEVEL2' });
    expect(applied[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
