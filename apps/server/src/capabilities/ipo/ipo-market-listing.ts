import type { CurrencyCode, LocalizedText } from '@lantau/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** What the simulated exchange is told of a new issue: enough to run its grey market and list it. */
export interface IpoListingFacts {
  market: 'HK';
  stockCode: string;
  name: LocalizedText;
  lotSize: number;
  currency: CurrencyCode;
  offerPrice: string;
  greyMarketDate: string;
  listingDate: string;
}

/**
 * The grey-market seam: the markets side lists a new issue in the simulated exchange (its grey session the
 * evening before listing, its listing day's auction) and voids every grey trade of a cancelled one. The IPO
 * capability calls it in the transaction of the step (publish, results, postpone: list; an approved
 * cancellation: cancel); app.ts plugs the exchange's implementation in.
 */
export interface IpoMarketListing {
  list(trx: Transaction<Database>, facts: IpoListingFacts): Promise<void>;
  cancel(trx: Transaction<Database>, stockCode: string): Promise<void>;
  /** Whether the code already names a stock the exchange trades: an issue may not take it (E7071). */
  isListedStock(stockCode: string): boolean;
}
