import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { DepthLevel } from '@lantau/contract';
import type * as mantine from '@mantine/core';
import type { TableProps, TableTrProps } from '@mantine/core';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import type * as marketData from '../../../shared/market-data';
import { MarketStreamContext, quantity } from '../../../shared/market-data';
import { sampleQuote } from '../../../shared/market-data/test/sample-quote';
import { createTestMarketStream } from '../../../shared/market-data/test/test-market-stream';
import { DepthLadder } from './depth-ladder';
import { DepthTable } from './depth-table';

// Each drawn quantity cell formats its figure: the count of calls is the count of depth cells drawn.
vi.mock('../../../shared/market-data', async (importOriginal) => {
  const real = await importOriginal<typeof marketData>();
  return { ...real, quantity: vi.fn(real.quantity) };
});

// Each drawn table row is a Mantine Table.Tr: counted (the header's row and the body's).
const drawnRows = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mantine/core', async (importOriginal) => {
  const real = await importOriginal<typeof mantine>();
  const { createElement } = await import('react');
  const CountedTr = (props: TableTrProps) => {
    drawnRows.count++;
    return createElement(real.Table.Tr, props);
  };
  // The table itself as it is, with its parts (Thead, Td, ...), but a counted Tr.
  const Table = Object.assign((props: TableProps) => createElement(real.Table, props), real.Table, {
    Tr: CountedTr,
  });
  return { ...real, Table };
});

const tencent = { market: 'HK', stockCode: '00700' } as const;

async function renderBook(book: ReactElement, rowTestId: string) {
  const { stream, paint } = createTestMarketStream();
  const quote = sampleQuote();
  stream.store.setSnapshot(quote);
  renderWithProviders(<MarketStreamContext.Provider value={stream}>{book}</MarketStreamContext.Provider>);
  paint();
  await screen.findAllByTestId(rowTestId);
  /** A stream frame changing the best bid's quantity only: the other levels stay the same objects, as the
   * stream's frames keep them (stream-frames.ts). */
  const bestBidTrades = (newQuantity: number) => {
    const bids: DepthLevel[] = [{ ...quote.bids[0]!, quantity: newQuantity }, ...quote.bids.slice(1)];
    act(() => {
      stream.store.applyDelta(tencent, 1, { bids });
    });
    paint();
  };
  return { bestBidTrades };
}

beforeAll(() => setTestLanguage('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(quantity).mockClear();
});

describe('depth table', () => {
  it('a stream frame draws again only the level it changed (desktop table)', async () => {
    const { bestBidTrades } = await renderBook(<DepthTable instrument={tencent} fullDepth />, 'depth-row');
    const rows = screen.getAllByTestId('depth-row');
    expect(rows).toHaveLength(10);
    vi.mocked(quantity).mockClear();
    drawnRows.count = 0;
    bestBidTrades(4321);
    expect(rows[0]!.textContent).toContain('4,321');
    // The changed row's bid and ask quantities: not the ten rows' twenty (before, every row was a new object).
    expect(vi.mocked(quantity)).toHaveBeenCalledTimes(2);
    // And that row's element alone, besides the header's row (the table renders): not the ten.
    expect(drawnRows.count).toBe(2);
  });

  it('a stream frame draws again only the rung it changed (phone ladder)', async () => {
    const { bestBidTrades } = await renderBook(<DepthLadder instrument={tencent} count={10} />, 'ladder-row');
    expect(screen.getAllByTestId('ladder-row')).toHaveLength(20);
    vi.mocked(quantity).mockClear();
    drawnRows.count = 0;
    bestBidTrades(4321);
    expect(screen.getByText('4,321')).toBeTruthy();
    expect(vi.mocked(quantity)).toHaveBeenCalledTimes(1);
    expect(drawnRows.count).toBe(2);
  });

  it("the levels' control reads no layout, drawn or changed", async () => {
    // Mantine's SegmentedControl measured its moving indicator (the bounding boxes and computed styles of its
    // labels and itself) after its renders: a forced layout on the quote's main thread. (Testing Library's role
    // queries read computed styles themselves: the boxes say it.)
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    await renderBook(<DepthTable instrument={tencent} fullDepth />, 'depth-row');
    const levels = screen.getByRole('radiogroup', { name: 'Levels shown' });
    expect(within(levels).getByRole('radio', { name: '10' })).toHaveProperty('checked', true);
    await userEvent.click(within(levels).getByText('5'));
    expect(within(levels).getByRole('radio', { name: '5' })).toHaveProperty('checked', true);
    expect(screen.getAllByTestId('depth-row')).toHaveLength(5);
    await userEvent.click(within(levels).getByText('10'));
    expect(screen.getAllByTestId('depth-row')).toHaveLength(10);
    expect(measure).not.toHaveBeenCalled();
  });
});
