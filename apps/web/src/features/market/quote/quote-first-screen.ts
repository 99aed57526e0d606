import type { QueryClient } from '@tanstack/react-query';
import { fetchQuotePlans, quotePlansKey } from '../../../shared/market-data/api/get-quote-plans';
import { fetchSnapshotDetails, snapshotKey } from '../../../shared/market-data/api/get-snapshot-details';
import { secureStorage } from '../../../shared/storage';
import { decryptQuery } from '../../../shared/url/encrypted-query';
import { instrumentFromParams } from '../../../shared/url/market-paths';

/**
 * Asks for what the quote's first screen waits for, the account's plans and the instrument's snapshot, with the
 * keys and fetchers the page's hooks read (`useQuotePlans`, `useSnapshotDetails`), as soon as the stored session
 * is known (app/first-screen.ts): asked for by the page, they waited for the frame, the page's code and its
 * texts first. The snapshot still follows the plan: on CLICK every snapshot spends one of the client's clicks,
 * so it is asked for only once the plan says the page would ask for it itself (LEVEL2 seeds its stream with it,
 * the delayed plans poll). A failure is left to the page's hooks, which ask again.
 */
export async function prefetchQuoteFirstScreen(
  queryClient: QueryClient,
  { userID, search }: { userID: string; search: string },
): Promise<void> {
  const plansAnswer = queryClient
    .fetchQuery({
      queryKey: quotePlansKey(userID),
      queryFn: ({ signal }) => fetchQuotePlans(userID, signal),
    })
    .catch(() => undefined);
  // The instrument is sealed in the address; opened while the plans are on their way.
  const key = secureStorage.cryptoKey();
  const params = key ? await decryptQuery(search, key) : null;
  const instrument = params ? instrumentFromParams(params) : undefined;
  if (!instrument) return;
  const plans = await plansAnswer;
  const plan = plans?.find((candidate) => candidate.market === instrument.market)?.plan;
  if (plan === undefined || plan === 'CLICK') return;
  void queryClient.prefetchQuery({
    queryKey: snapshotKey(instrument.market, instrument.stockCode),
    queryFn: ({ signal }) => fetchSnapshotDetails(instrument, signal),
  });
}
