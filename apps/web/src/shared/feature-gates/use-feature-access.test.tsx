import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi, testBrokers } from '../../test/fake-api';
import { TestProviders } from '../../test/render';
import { BrokerProvider } from '../broker';
import { useFeatureAccess, useFeatureAccesses } from './use-feature-access';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders>
    <BrokerProvider value={testBrokers[0]!}>{children}</BrokerProvider>
  </TestProviders>
);

/** The broker's configuration answers these entries. */
const configured = (data: { key: string; value: unknown }[]) =>
  installFakeApi([
    (url) => (/^\/api\/brokers\/\w+\/configurations$/.test(url.pathname) ? { data } : undefined),
  ]);

describe('useFeatureAccess', () => {
  it("waits for the current broker's configuration, then follows its switches", async () => {
    configured([
      { key: 'WebDisplayBlockedFeature', value: true },
      { key: 'WebEnableTradeMarket', value: ['NONE'] },
      { key: 'WebEIPOEnable', value: false },
    ]);
    const { result } = renderHook(() => useFeatureAccess('trade'), { wrapper });
    // A gated entry neither opens nor shows as blocked before its switches are known.
    expect(result.current.access).toBe('pending');
    await waitFor(() => expect(result.current.access).toBe('blocked'));
    expect(result.current.failed).toBe(false);
  });

  it('answers for several entries from the one query (the home page shortcuts)', async () => {
    const fetch = configured([
      { key: 'WebDisplayBlockedFeature', value: false },
      { key: 'WebEnableTradeMarket', value: ['HK'] },
      { key: 'WebEIPOEnable', value: false },
    ]);
    const { result } = renderHook(() => useFeatureAccesses(), { wrapper });
    await waitFor(() => expect(result.current.accessOf('trade')).toBe('open'));
    expect(result.current.accessOf('ipo')).toBe('hidden');
    expect(result.current.accessOf('account')).toBe('open');
    const configurationCalls = fetch.mock.calls.filter(([input]) =>
      String(input).includes('/configurations'),
    );
    expect(configurationCalls).toHaveLength(1);
  });
});
