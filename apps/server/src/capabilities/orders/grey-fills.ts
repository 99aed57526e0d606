import type { Decimal } from 'decimal.js';
import { isInGreyMarket } from '@lantau/domain';
import type { InstrumentReference } from '@lantau/exchange';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { LedgerRefusedError, type LedgerAsset } from '../ledger';
import { settlementDates } from './domain-rules';
import type { OrderContext } from './order-context';
import type { OrderRow } from './order-repository';

// A grey market fill (a new issue before its listing date): it settles on listing day + 2, and a sale's net
// proceeds are frozen until the listing day (a hold named GREY_PROCEEDS, released by grey-market.ts's job).

/** The reference prefix of a frozen sale's hold: `grey-proceeds:<market>:<code>:<execution ID>`. */
export const GREY_PROCEEDS = 'grey-proceeds:';

/** The cash and securities settlement dates of a fill: a grey market trade's are the listing day's. */
export function fillSettlement(
  market: string,
  instrument: InstrumentReference,
  tradeDate: string,
): { cash: string; securities: string } {
  const issue = instrument.newIssue;
  return settlementDates(market, isInGreyMarket(issue, tradeDate) ? issue!.listingDate : tradeDate);
}

/**
 * A grey market sale's net proceeds, frozen until listing, in the fill's transaction. The fill has just added
 * them (unsettled cash counts as available), so the hold fits unless the account was short already: then it
 * freezes what there is.
 */
export async function freezeGreyProceeds(
  context: OrderContext,
  trx: Transaction<Database>,
  row: OrderRow,
  fill: { instrument: InstrumentReference; tradeDate: string; executionId: string; proceeds: Decimal },
): Promise<void> {
  if (row.side !== 'SELL' || !isInGreyMarket(fill.instrument.newIssue, fill.tradeDate)) return;
  const asset: LedgerAsset = { kind: 'cash', currency: row.currency as never };
  const hold = {
    account: row.account_number,
    asset,
    reason: 'TRADE' as const,
    reference: `${GREY_PROCEEDS}${row.market}:${row.stock_code}:${fill.executionId}`,
  };
  if (fill.proceeds.lte(0)) return;
  try {
    await context.ledger.placeHold(trx, { ...hold, amount: fill.proceeds });
  } catch (error) {
    if (!(error instanceof LedgerRefusedError)) throw error;
    const balances = await context.ledger.balances(trx, row.account_number);
    const available = balances.cash.find((cash) => cash.currency === row.currency)?.available;
    const amount = available === undefined || available.gte(fill.proceeds) ? fill.proceeds : available;
    if (amount.gt(0)) await context.ledger.placeHold(trx, { ...hold, amount });
  }
}
