import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { IndexQuote } from '@lantau/contract';
import type * as mantine from '@mantine/core';
import { renderWithProviders, setTestLanguage } from '../../../test/render';
import { testBrokers } from '../../../test/fake-api';
import { BrokerProvider } from '../../../shared/broker';
import { MarketStreamContext } from '../../../shared/market-data';
import { createTestMarketStream } from '../../../shared/market-data/test/test-market-stream';
import { IndexTicker } from './index-ticker';

// Mantine's boxes, texts and buttons drawn, counted: each resolves its styles on every draw.
const drawnMantine = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mantine/core', async (importOriginal) => {
  const real = await importOriginal<typeof mantine>();
  const { createElement, forwardRef } = await import('react');
  const counted = (component: unknown) =>
    forwardRef<HTMLElement, Record<string, unknown>>((props, ref) => {
      drawnMantine.count++;
      return createElement(component as never, { ...props, ref });
    });
  return {
    ...real,
    Box: counted(real.Box),
    Text: counted(real.Text),
    UnstyledButton: counted(real.UnstyledButton),
  };
});

const index = (code: IndexQuote['code'], value: string): IndexQuote => ({
  code,
  market: 'HK',
  name: { en_US: code, zh_HK: code, zh_CN: code },
  value,
  previousClose: '100.000',
  change: '1.000',
  changePct: '1.00',
  updateTime: 1,
});

beforeAll(() => setTestLanguage('en'));

describe('the index ticker', () => {
  it('draws an index the stream moved as plain elements, twice a second on every page: no Mantine text or button', async () => {
    const { stream, paint } = createTestMarketStream();
    renderWithProviders(
      <MemoryRouter>
        <BrokerProvider value={testBrokers[0]!}>
          <MarketStreamContext.Provider value={stream}>
            <IndexTicker />
          </MarketStreamContext.Provider>
        </BrokerProvider>
      </MemoryRouter>,
    );
    act(() => stream.store.setIndices([index('HSI', '101.000'), index('HSCEI', '99.000')]));
    paint();
    // By title, not by role: the accessible names of the header's many elements take seconds to compute in jsdom.
    const hsi = () => screen.getAllByTitle('Open HSI in the market overview');
    expect(hsi().map((button) => button.textContent)).toEqual([
      'HSI 101.000 ▲ +1.00%',
      'HSI 101.000 ▲ +1.00%',
    ]);
    drawnMantine.count = 0;
    act(() => stream.store.setIndices([index('HSI', '102.500')]));
    paint();
    expect(hsi().map((button) => button.textContent)).toEqual([
      'HSI 102.500 ▲ +1.00%',
      'HSI 102.500 ▲ +1.00%',
    ]);
    // The moved index, in the list and its copy, drawn again without Mantine's Box, Text or UnstyledButton (it
    // drew nine, with the list's box); the other index stays as drawn.
    expect(drawnMantine.count).toBe(0);
  });
});
