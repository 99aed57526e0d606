import { Decimal } from 'decimal.js';
import type { LocalizedText } from '@lantau/contract';
import type { UniverseMarket } from '@lantau/exchange';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { JournalInput } from '../ledger';
import { GREY_PROCEEDS } from './grey-fills';
import { announce, inTransaction, releaseHold, transition, type OrderContext } from './order-context';
import { feeJournal, tradeJournal, type TradeFacts } from './trade-journals';
import { orderRepository, type ExecutionRow, type OrderRow } from './order-repository';
import { isFinal } from './order-states';

// A new issue's grey market after its trades (grey-fills.ts books them): the listing day releases the frozen
// sale proceeds; a cancelled listing voids every grey trade: the journals reversed, money and shares back, the
// orders CAN (LISTING_CANCELLED).

/** How long a cancel's caller may take to commit before its voided orders go unannounced (20 x 250 ms). */
const ANNOUNCE_ATTEMPTS = 20;
const ANNOUNCE_PAUSE_MS = 250;

const parseProceedsReference = (reference: string) => {
  const [market, code] = reference.slice(GREY_PROCEEDS.length).split(':');
  return { market: market ?? '', code: code ?? '' };
};

export function createGreyMarket(context: OrderContext) {
  /** Releases the frozen proceeds of every new issue whose listing day has come. Returns how many. */
  async function releaseDueProceeds(db: Kysely<Database> = context.db): Promise<number> {
    let released = 0;
    for (const hold of await context.ledger.activeHolds(db, GREY_PROCEEDS)) {
      const { market, code } = parseProceedsReference(hold.reference);
      const listing = context.simulator.instrument(market as UniverseMarket, code)?.newIssue?.listingDate;
      // An issue the exchange does not know (yet): kept frozen; a cancelled one's holds went with its trades.
      if (listing === undefined || listing > context.clock.tradingDate(market)) continue;
      await inTransaction(context, (trx) => context.ledger.voidHold(trx, hold.holdID));
      released += 1;
    }
    return released;
  }

  /**
   * Voids every grey market order of a cancelled new issue in the caller's transaction: open orders cancelled
   * and their holds released, every fill's trade and fee journals reversed (at their own value dates, so
   * settled and unsettled figures return exactly), frozen proceeds released. Returns the orders changed.
   */
  async function voidTrades(
    trx: Transaction<Database>,
    market: string,
    stockCode: string,
  ): Promise<OrderRow[]> {
    const frozen = await context.ledger.activeHolds(trx, `${GREY_PROCEEDS}${market}:${stockCode}:`);
    for (const hold of frozen) await context.ledger.voidHold(trx, hold.holdID);
    const changed: OrderRow[] = [];
    for (const row of await orderRepository.lockOrdersOf(trx, market, stockCode)) {
      if (row.reject_reason === 'LISTING_CANCELLED' || row.status === 'REJ') continue;
      if (!isFinal(row.status as never)) await releaseHold(context, trx, row);
      const executions = await orderRepository.executionsOf(trx, row.order_id);
      const journals: JournalInput[] = [];
      for (const execution of executions) journals.push(...(await reversalOf(trx, row, execution)));
      if (journals.length > 0) await context.ledger.postJournals(trx, journals);
      const changes = {
        remaining_quantity: 0,
        hold_amount: '0',
        exchange_order_id: null,
        reject_reason: 'LISTING_CANCELLED' as const,
      };
      if (row.status === 'CAN') {
        await orderRepository.update(trx, row.order_id, changes);
        changed.push({ ...row, ...changes });
      } else {
        changed.push(await transition(trx, row, 'CAN', 'platform', changes, 'listing cancelled'));
      }
    }
    announceOnceCommitted(changed.map((row) => row.order_id));
    return changed;
  }

  /**
   * The owners' browsers hear of the voided orders once the caller's transaction has committed: this module
   * cannot see the commit, so it looks for the void in the database for a while (a rollback is never told).
   */
  function announceOnceCommitted(orderIds: readonly string[], attempt = 0): void {
    if (orderIds.length === 0 || attempt >= ANNOUNCE_ATTEMPTS) return;
    const timer = setTimeout(() => {
      void (async () => {
        const rows = await Promise.all(orderIds.map((id) => orderRepository.find(context.db, id)));
        if (!rows.every((row) => row?.reject_reason === 'LISTING_CANCELLED'))
          return announceOnceCommitted(orderIds, attempt + 1);
        for (const row of rows) await announce(context, row!);
      })().catch((error: unknown) =>
        context.log.error({ err: error }, 'voided grey market orders could not be announced'),
      );
    }, ANNOUNCE_PAUSE_MS);
    timer.unref();
  }

  /**
   * The journals that undo one fill: its trade and fee journals as the fill posted them, every leg negated on
   * its own value date. A grey trade's cash and shares settle on the same day (listing day + 2).
   */
  async function reversalOf(
    trx: Transaction<Database>,
    row: OrderRow,
    execution: ExecutionRow,
  ): Promise<JournalInput[]> {
    const fees = (execution.fees as { amount: string }[]).reduce(
      (sum, line) => sum.add(line.amount),
      new Decimal(0),
    );
    const trade: TradeFacts = {
      executionId: execution.execution_id,
      price: execution.price,
      quantity: execution.quantity,
      consideration: new Decimal(execution.price).mul(execution.quantity),
      fees,
      settles: { cash: execution.settlement_date, securities: execution.settlement_date },
      releases: [],
    };
    // Shares a sale gave up come back at the position's average cost, so the void leaves the cost unchanged;
    // shares a buy took go as any sale does (the ledger removes cost in proportion).
    let returnedCost: Decimal | undefined;
    if (row.side === 'SELL') {
      const balances = await context.ledger.balances(trx, row.account_number);
      const position = balances.securities.find(
        (entry) => entry.market === row.market && entry.stockCode === row.stock_code,
      );
      returnedCost = (position?.averageCost ?? new Decimal(execution.price)).mul(execution.quantity);
    }
    const posted = [tradeJournal(row, trade), ...(fees.isZero() ? [] : [feeJournal(row, trade)])];
    return posted.map((journal) => ({
      reason: journal.reason,
      reference: `void:${execution.execution_id}`,
      fact: true,
      description: voided(journal.description),
      legs: journal.legs.map(({ cost, ...leg }) => {
        const sharesBack = leg.asset.kind === 'security' && leg.account === row.account_number && !cost;
        return {
          ...leg,
          amount: leg.amount.neg(),
          ...(sharesBack && returnedCost !== undefined && { cost: returnedCost }),
        };
      }),
    }));
  }

  return { releaseDueProceeds, voidTrades };
}
export type GreyMarket = ReturnType<typeof createGreyMarket>;

/** A journal's description, marked void because the listing was cancelled. */
function voided(description: LocalizedText): LocalizedText {
  return {
    en_US: `Void (listing cancelled): ${description.en_US}`,
    zh_HK: `作廢（上市取消）：${description.zh_HK}`,
    zh_CN: `作废（上市取消）：${description.zh_CN}`,
  };
}
