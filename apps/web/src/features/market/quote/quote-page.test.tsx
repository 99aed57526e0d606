import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { installFakeApi, testBrokers } from '../../../test/fake-api';
import { renderRoutes, setTestLanguage } from '../../../test/render';
import { BrokerProvider } from '../../../shared/broker';
import { sessionStore } from '../../../shared/session';
import { secureStorage } from '../../../shared/storage';
import { generateAesKey } from '../../../shared/storage/aes-gcm';
import { QuotePage } from './quote-page';

// What is tested: that the page says its first screen is drawn when it shows no quote, so the frame's ticker
// and overlays do not wait for their cap (shared/loading/first-screen-drawn.ts).
vi.mock('../../../shared/ui/first-screen-mark', () => ({
  FirstScreenDrawn: () => <span data-testid="first-screen-drawn" />,
}));

function openQuotePage(search: string) {
  installFakeApi([
    (url) =>
      /^\/api\/brokers\/\w+\/configurations$/.test(url.pathname)
        ? { data: [{ key: 'WebEnableTradeMarket', value: ['HK'] }] }
        : undefined,
  ]);
  const Page = () => (
    <BrokerProvider value={testBrokers[0]!}>
      <QuotePage />
    </BrokerProvider>
  );
  renderRoutes(
    [{ path: '/lantau/main/market_informatica/quote', Component: Page }],
    `/lantau/main/market_informatica/quote${search}`,
  );
}

beforeAll(async () => {
  setTestLanguage('en');
  // A sealed link is read with the browser's key.
  await secureStorage.open({ key: await generateAesKey(), persistent: false });
});
beforeEach(() => sessionStore.start({ token: 'token', userID: 'LTU1004' }));

describe('the quote page without a quote', () => {
  it('is its first screen when no stock is chosen: the prompt to search', async () => {
    openQuotePage('');
    expect(await screen.findByText('Search for a stock by code or name to see its quote.')).toBeTruthy();
    expect(screen.getByTestId('first-screen-drawn')).toBeTruthy();
  });

  it('is its first screen when its link cannot be read', async () => {
    openQuotePage('?q=not-a-sealed-value');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByTestId('first-screen-drawn')).toBeTruthy();
  });
});
