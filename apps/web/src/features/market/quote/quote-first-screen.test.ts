import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AccountQuotePlan } from '@lantau/contract';
import { installFakeApi } from '../../../test/fake-api';
import { openTestStorage } from '../../../test/secure-storage';
import { sessionStore } from '../../../shared/session';
import { sampleQuote } from '../../../shared/market-data/test/sample-quote';
import { quotePlansKey } from '../../../shared/market-data/api/get-quote-plans';
import { snapshotKey } from '../../../shared/market-data/api/get-snapshot-details';
import { encryptQuery } from '../../../shared/url/encrypted-query';
import { prefetchQuoteFirstScreen } from './quote-first-screen';

const plan = (change: Partial<AccountQuotePlan>): AccountQuotePlan => ({
  market: 'HK',
  plan: 'LEVEL2',
  clicksRemaining: null,
  pendingApplication: null,
  ...change,
});

/** The fake API with the given plan for Hong Kong; returns the paths asked for, in order. */
function serve(hongKong: AccountQuotePlan) {
  const fetch = installFakeApi([
    (url) => (url.pathname === '/api/users/LTU1004/quote_plans' ? { data: [hongKong] } : undefined),
    (url) =>
      url.pathname === '/market-api/snapshots/details'
        ? { data: { ...sampleQuote(), clicksRemaining: null } }
        : undefined,
  ]);
  return () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}

const tencentAddress = async (key: CryptoKey) => encryptQuery({ market: 'HK', stockCode: '00700' }, key);

beforeEach(() => sessionStore.start({ token: 'token', userID: 'LTU1004' }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe("the quote's first calls", () => {
  it('asks for the plans and, on a plan that streams or polls, the snapshot, into the keys the page reads', async () => {
    const asked = serve(plan({ plan: 'LEVEL2' }));
    const search = await tencentAddress(await openTestStorage());
    const queryClient = new QueryClient();
    await prefetchQuoteFirstScreen(queryClient, { userID: 'LTU1004', search });
    await vi.waitFor(() => expect(queryClient.getQueryData(snapshotKey('HK', '00700'))).toBeDefined());
    expect(queryClient.getQueryData(quotePlansKey('LTU1004'))).toEqual([plan({ plan: 'LEVEL2' })]);
    expect(asked()).toEqual(['/api/users/LTU1004/quote_plans', '/market-api/snapshots/details']);
  });

  it('spends no click: on a CLICK plan the snapshot waits for the Refresh button', async () => {
    const asked = serve(plan({ plan: 'CLICK', clicksRemaining: 5 }));
    const search = await tencentAddress(await openTestStorage());
    await prefetchQuoteFirstScreen(new QueryClient(), { userID: 'LTU1004', search });
    expect(asked()).toEqual(['/api/users/LTU1004/quote_plans']);
  });

  it('asks for no snapshot when the address names no instrument it can open', async () => {
    const asked = serve(plan({ plan: 'LEVEL2' }));
    await openTestStorage();
    await prefetchQuoteFirstScreen(new QueryClient(), { userID: 'LTU1004', search: '?q=altered' });
    await vi.waitFor(() => expect(asked()).toEqual(['/api/users/LTU1004/quote_plans']));
  });
});
