import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { BrokerQueueEntry } from '@lantau/contract';
import type * as mantine from '@mantine/core';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { MarketStreamContext } from '../../../shared/market-data';
import { sampleQuote } from '../../../shared/market-data/test/sample-quote';
import { createTestMarketStream } from '../../../shared/market-data/test/test-market-stream';
import { BrokerQueue } from './broker-queue';

// Mantine's texts drawn, counted: each resolves its styles on every draw.
const drawnTexts = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mantine/core', async (importOriginal) => {
  const real = await importOriginal<typeof mantine>();
  const { createElement, forwardRef } = await import('react');
  const Text = forwardRef<HTMLElement, Record<string, unknown>>((props, ref) => {
    drawnTexts.count++;
    return createElement(real.Text as never, { ...props, ref });
  });
  return { ...real, Text };
});

const tencent = { market: 'HK', stockCode: '00700' } as const;

beforeAll(() => setTestLanguage('en'));

describe('the broker queue', () => {
  it("draws a side's update as plain entries, and leaves the other side as drawn", async () => {
    const { stream, paint } = createTestMarketStream();
    stream.store.setSnapshot(sampleQuote());
    renderWithProviders(
      <MarketStreamContext.Provider value={stream}>
        <BrokerQueue instrument={tencent} />
      </MarketStreamContext.Provider>,
    );
    paint();
    expect((await screen.findAllByTestId('broker-id')).map((id) => id.textContent)).toEqual([
      '1234',
      '5678',
      '4321',
    ]);
    drawnTexts.count = 0;
    const bidBrokers: BrokerQueueEntry[] = Array.from({ length: 40 }, (_, index) => ({
      kind: 'broker',
      brokerId: String(1000 + index),
      brokerName: `Broker ${index}`,
    }));
    act(() => {
      stream.store.applyDelta(tencent, 1, { bidBrokers });
    });
    paint();
    expect(screen.getAllByTestId('broker-id')).toHaveLength(41);
    expect(screen.getByTitle('Broker 39').textContent).toBe('1039Broker 39');
    // The bid side's label alone: not a Mantine Text for each of the forty entries and each name, nor the ask
    // side's label and entry (84 before).
    expect(drawnTexts.count).toBe(1);
  });
});
