import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi } from '../test/fake-api';
import { getActiveBrokerCode, sessionStore, storeDisplayCode } from '../shared/session';
import { firstScreenOf, startFirstScreen } from './first-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('the first screen of an address', () => {
  it('is home at /{code}/main and the quote in the market area; no other page', () => {
    expect(firstScreenOf('/lantau/main')?.code).toBe('lantau');
    expect(firstScreenOf('/lantau/main/market_informatica/quote')?.code).toBe('lantau');
    expect(firstScreenOf('/lantau/main/market_informatica/quote')?.screen).not.toBe(
      firstScreenOf('/lantau/main')?.screen,
    );
    for (const path of [
      '/lantau/index',
      '/lantau/main/account',
      '/lantau/main/market_informatica/overview',
      '/lantau/main/market_informatica/quote/x',
      '/',
    ]) {
      expect(firstScreenOf(path)).toBeUndefined();
    }
  });

  it("asks for nothing when the guards would not open the page: another broker's address, or no session", async () => {
    const fetch = installFakeApi();
    storeDisplayCode('lantau');
    startFirstScreen(new QueryClient(), '/lantau/main');
    sessionStore.start({ token: 'token', userID: 'LTU1004', userBroker: 'LTU' });
    startFirstScreen(new QueryClient(), '/kowloon/main');
    expect(getActiveBrokerCode()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch).not.toHaveBeenCalled();
  });
});
