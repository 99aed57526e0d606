import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { dividendPayout, scripSharesOf } from '@lantau/domain';
import type { CurrencyCode, MarketCode } from '@lantau/contract';
import { platformActor, recordAudit } from '../../platform/workflow/audit';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { JournalLeg, Ledger } from '../ledger';
import { addClientMessage } from '../messages/message-repository';
import { announcementStateTable, dividendRepository, type AnnouncementRow } from './dividend-repository';
import { paymentDescription, paymentMessageContent, paymentMessageTitle } from './dividend-texts';
import { grossOf, instrumentName } from './dividend-views';

/** The house account dividends are paid from: the issuer's side of every corporate action. */
export const CORPORATE_ACTIONS = 'HOUSE:CORPORATE_ACTIONS';

export interface PaymentRunSummary {
  entitled: number;
  paid: number;
}

/**
 * Fixing entitlements at the record date and paying them on the payment date, for the job and for staff who
 * pay at once. Each step is its own transaction; a payment is claimed by inserting its unique row first, so a
 * retried or concurrent run (two nodes, the job and a staff call) pays each entitlement once.
 */
export function createDividendPayments(deps: { ledger: Ledger; bus?: EventBus }) {
  const { ledger, bus } = deps;

  /** Records who holds what at the record date; nothing when already fixed (or cancelled). */
  async function fixEntitlements(db: Kysely<Database>, announcementId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const row = await dividendRepository.lock(trx, announcementId, 'update');
      if (row?.status !== 'ANNOUNCED') return false;
      const holdings = await dividendRepository.holdingsAtRecordDate(trx, row);
      const entitlements = [...holdings].map(([account, shares]) => ({
        announcement_id: row.announcement_id,
        account_number: account,
        shares_held: shares,
        gross_amount: grossOf(row, shares).toFixed(2),
      }));
      await dividendRepository.insertEntitlements(trx, entitlements);
      await announcementStateTable.move(trx, row, 'ENTITLED', platformActor, {
        action: 'dividend.entitled',
        detail: { accounts: entitlements.length },
      });
      return true;
    });
  }

  /**
   * Pays one account's entitlement in one transaction; false when it was paid already (or cannot be now). Once
   * committed, the owner's browsers hear of it (session socket `dividends`).
   */
  async function payEntitlement(
    db: Kysely<Database>,
    announcementId: string,
    accountNumber: string,
  ): Promise<boolean> {
    const owner = await payInTransaction(db, announcementId, accountNumber);
    if (owner !== undefined) await bus?.publish({ type: 'dividends-changed', userId: owner });
    return owner !== undefined;
  }

  /** The payment's transaction: the owner's user ID when it paid, undefined when it did not. */
  async function payInTransaction(
    db: Kysely<Database>,
    announcementId: string,
    accountNumber: string,
  ): Promise<string | undefined> {
    return db.transaction().execute(async (trx) => {
      // Shared: a cancellation (FOR UPDATE) waits for the payments under way, and they for it.
      const row = await dividendRepository.lock(trx, announcementId, 'share');
      if (row?.status !== 'ENTITLED') return undefined;
      const held = (await dividendRepository.entitlements(trx, announcementId, [accountNumber])).get(
        accountNumber,
      );
      if (held === undefined) return undefined;
      const [election] = (await dividendRepository.elections(trx, [announcementId], [accountNumber])).filter(
        (candidate) => candidate.replaced_at === null,
      );
      // No election in time: cash, the default.
      const option = row.scrip_price === null ? 'CASH' : (election?.option ?? 'CASH');
      const scripShares = scripSharesOf(option, held, election?.mixed_scrip_shares ?? 0);
      const payout = dividendPayout({
        sharesHeld: held,
        cashRate: row.cash_rate,
        scripPrice: row.scrip_price,
        scripShares,
      });
      const claimed = await dividendRepository.claimPayment(trx, {
        announcement_id: announcementId,
        account_number: accountNumber,
        option,
        scrip_shares: scripShares,
        cash_amount: payout.cashAmount.toFixed(2),
        scrip_quantity: payout.scripQuantity,
        scrip_cost: payout.scripCost.toFixed(),
      });
      if (!claimed) return undefined;

      const facts = {
        stockCode: row.stock_code,
        name: instrumentName(row.market, row.stock_code),
        accountNumber,
        currency: row.currency,
        sharesHeld: held,
        cashAmount: payout.cashAmount,
        scripQuantity: payout.scripQuantity,
      };
      const legs = paymentLegs(row, accountNumber, payout);
      if (legs.length > 0) {
        const { journalID } = await ledger.postJournal(trx, {
          reason: 'CORPORATE_ACTION',
          reference: announcementId,
          description: paymentDescription(facts),
          legs,
        });
        await dividendRepository.setPaymentJournal(trx, announcementId, accountNumber, journalID);
      }
      const ownerId = await dividendRepository.ownerOf(trx, accountNumber);
      await recordAudit(trx, {
        brokerCode: row.broker_code,
        actor: platformActor,
        action: 'dividend.paid',
        subjectType: 'DIVIDEND_ENTITLEMENT',
        subjectId: `${announcementId}:${accountNumber}`,
        after: {
          option,
          sharesHeld: held,
          scripShares,
          cashAmount: payout.cashAmount.toFixed(2),
          scripQuantity: payout.scripQuantity,
          scripCost: payout.scripCost.toFixed(),
        },
      });
      await addClientMessage(trx, {
        brokerCode: row.broker_code,
        userId: ownerId,
        type: 'inform',
        title: paymentMessageTitle(facts),
        content: paymentMessageContent(facts),
        reference: announcementId,
      });
      return ownerId;
    });
  }

  /** PAID once every entitlement has its payment. */
  async function closeIfPaid(db: Kysely<Database>, announcementId: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await dividendRepository.lock(trx, announcementId, 'update');
      if (row?.status !== 'ENTITLED') return;
      const [entitled, paid] = await Promise.all([
        dividendRepository.entitlements(trx, announcementId),
        dividendRepository.payments(trx, [announcementId]),
      ]);
      if (paid.length < entitled.size) return;
      await announcementStateTable.move(trx, row, 'PAID', platformActor, {
        action: 'dividend.allPaid',
        detail: { payments: paid.length },
      });
    });
  }

  /** Fixes (if need be) and pays every unpaid entitlement of one announcement. Returns how many were paid. */
  async function payAnnouncement(db: Kysely<Database>, announcementId: string): Promise<number> {
    await fixEntitlements(db, announcementId);
    const entitled = await dividendRepository.entitlements(db, announcementId);
    const paidAlready = new Set(
      (await dividendRepository.payments(db, [announcementId])).map((payment) => payment.account_number),
    );
    let paid = 0;
    for (const account of entitled.keys()) {
      if (paidAlready.has(account)) continue;
      if (await payEntitlement(db, announcementId, account)) paid += 1;
    }
    await closeIfPaid(db, announcementId);
    return paid;
  }

  return {
    payAnnouncement,

    /**
     * The job's work on business date `today`: entitlements fixed for record dates that have passed, and every
     * announcement due paid. Safe to repeat: what is fixed or paid is not done again.
     */
    async runDue(db: Kysely<Database>, today: string, signal?: AbortSignal): Promise<PaymentRunSummary> {
      const summary: PaymentRunSummary = { entitled: 0, paid: 0 };
      const toFix = await dividendRepository.announcedBeforeRecordDate(db, today);
      for (const { announcement_id } of toFix) {
        if (signal?.aborted) return summary;
        if (await fixEntitlements(db, announcement_id)) summary.entitled += 1;
      }
      // Due on the payment date, but never while clients may still elect (a deadline on the payment date itself
      // runs to the end of that day): staff can pay at once instead.
      const due = await dividendRepository.dueForPayment(db, today);
      for (const { announcement_id } of due) {
        if (signal?.aborted) return summary;
        summary.paid += await payAnnouncement(db, announcement_id);
      }
      return summary;
    },
  };
}

export type DividendPayments = ReturnType<typeof createDividendPayments>;

/** Cash in and new shares in (at their cost) for the client, out of the corporate actions house account. */
function paymentLegs(
  row: AnnouncementRow,
  account: string,
  payout: ReturnType<typeof dividendPayout>,
): JournalLeg[] {
  const legs: JournalLeg[] = [];
  if (payout.cashAmount.isPositive() && !payout.cashAmount.isZero()) {
    const cash = { kind: 'cash', currency: row.currency as CurrencyCode } as const;
    legs.push({ account, asset: cash, amount: payout.cashAmount });
    legs.push({ account: CORPORATE_ACTIONS, asset: cash, amount: payout.cashAmount.negated() });
  }
  if (payout.scripQuantity > 0) {
    const shares = { kind: 'security', market: row.market as MarketCode, stockCode: row.stock_code } as const;
    const quantity = new Decimal(payout.scripQuantity);
    legs.push({ account, asset: shares, amount: quantity, cost: payout.scripCost });
    legs.push({ account: CORPORATE_ACTIONS, asset: shares, amount: quantity.negated() });
  }
  return legs;
}
