import Decimal from 'decimal.js';
import type { CurrencyCode, LocalizedText } from '@lantau/contract';
import { parsePriceUnits } from '@lantau/domain';
import type { MarketSimulator, NewIssueListing as ExchangeListing } from '@lantau/exchange';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newIssueRepository, type NewIssueRow } from './new-issue-repository';

// The seam between the IPO capability and the simulated exchange: the IPO desk lists a new issue (and updates
// it when its price is fixed or its listing postponed) and cancels a listing. app.ts composes the port and
// hands it to the IPO capability; the grey market's trades belong to orders, which voids them on a cancel.

export interface NewIssueListing {
  market: 'HK';
  stockCode: string;
  name: LocalizedText;
  lotSize: number;
  currency: CurrencyCode;
  /** Decimal text: the final (or, until fixed, the maximum) offer price; market makers quote around it. */
  offerPrice: string;
  /** Business date (YYYY-MM-DD) of the grey session: the trading day before listing. */
  greyMarketDate: string;
  /** Business date trading starts (the pre-opening auction that morning). */
  listingDate: string;
}

export interface NewIssues {
  /** Lists (or updates: price fixed, listing postponed) a new issue in the simulated exchange. Idempotent. */
  list(trx: Transaction<Database>, issue: NewIssueListing): Promise<void>;
  /** The listing is cancelled: every grey trade in it is void and its money and shares go back. */
  cancel(trx: Transaction<Database>, stockCode: string): Promise<void>;
  /** Whether the code already names a stock the exchange trades (not a new issue): no IPO may take it. */
  isListedStock(stockCode: string): boolean;
}

export interface NewIssuesDeps {
  db: Kysely<Database>;
  simulator: Pick<MarketSimulator, 'listNewIssue' | 'delistNewIssue' | 'instrument'>;
  /** Orders' part: voids the issue's grey market orders and reverses their trades in `trx`. */
  voidGreyTrades(trx: Transaction<Database>, market: string, stockCode: string): Promise<unknown>;
}

const toExchange = (row: NewIssueRow): ExchangeListing => ({
  code: row.stock_code,
  name: row.name,
  lotSize: row.lot_size,
  currency: row.currency,
  // NUMERIC(24, 6) reads back with six places ('6.000000'); the exchange's prices take at most four.
  offerPrice: new Decimal(row.offer_price).toFixed(),
  greyMarketDate: row.grey_market_date,
  listingDate: row.listing_date,
});

/**
 * The NewIssues port. A listing is written in the caller's transaction and entered in the exchange at once (the
 * exchange is in memory: if the transaction rolls back, the next start lists only what the table holds).
 */
export function createNewIssues(deps: NewIssuesDeps): NewIssues & {
  /** At start-up: lists again every new issue the table holds (the exchange forgot them). */
  restore(): Promise<number>;
} {
  return {
    async list(trx, issue) {
      if (!(issue.greyMarketDate < issue.listingDate))
        throw new Error(`new issue ${issue.stockCode}: the grey market comes before the listing date`);
      const offer = parsePriceUnits(issue.offerPrice);
      if (offer === null || offer <= 0)
        throw new Error(`new issue ${issue.stockCode}: offer price ${issue.offerPrice} is not a price`);
      const row = {
        market: issue.market,
        stock_code: issue.stockCode,
        name: issue.name,
        lot_size: issue.lotSize,
        currency: issue.currency,
        offer_price: issue.offerPrice,
        grey_market_date: issue.greyMarketDate,
        listing_date: issue.listingDate,
      };
      await newIssueRepository.upsert(trx, row);
      deps.simulator.listNewIssue(toExchange({ ...row, status: 'LISTED' } as NewIssueRow));
    },

    async cancel(trx, stockCode) {
      if (!(await newIssueRepository.cancel(trx, 'HK', stockCode))) return;
      // The orders are locked and voided first, so the exchange's cancel reports (delisting cancels what is
      // still open) wait for this transaction and then find the orders final.
      await deps.voidGreyTrades(trx, 'HK', stockCode);
      deps.simulator.delistNewIssue(stockCode);
    },

    isListedStock(stockCode) {
      const known = deps.simulator.instrument('HK', stockCode);
      return known !== undefined && known.newIssue === undefined;
    },

    async restore() {
      const rows = await newIssueRepository.listed(deps.db);
      for (const row of rows) deps.simulator.listNewIssue(toExchange(row));
      return rows.length;
    },
  };
}
