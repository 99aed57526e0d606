import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { Database, IpoPendingStepColumn } from '../../platform/db/schema';
import type { AuditActor } from '../../platform/workflow/audit';
import { addClientMessage } from '../messages/message-repository';
import { factsOf } from './ipo-client';
import { announceMoves, type IpoContext } from './ipo-context';
import { allotMoney, lodgeMoney, voidMoney } from './ipo-ledger';
import type { IpoListingFacts } from './ipo-market-listing';
import {
  applicationStateTable,
  issueStateTable,
  ipoRepository,
  liveApplicationStatuses,
  type ApplicationRow,
  type IssueRow,
} from './ipo-repository';
import {
  allottedDescription,
  interestDescription,
  lodgedDescription,
  refundMessage,
  resultMessage,
  voidedDescription,
  voidedReason,
} from './ipo-texts';
import { jsonb } from '../../platform/db/jsonb';

/** What the exchange's listing port is told of an issue (at the final price once fixed, else the maximum). */
export const listingFactsOf = (row: IssueRow): IpoListingFacts => ({
  market: 'HK',
  stockCode: row.stock_code,
  name: row.name.en_US,
  lotSize: row.lot_size,
  currency: row.currency,
  offerPrice: new Decimal(row.final_price ?? row.offer_price_high).toFixed(),
  greyMarketDate: row.grey_market_date,
  listingDate: row.listing_date,
});

/**
 * The steps that move an issue and its applications' money, for the desk, its approvals and the job. Each is one
 * transaction: what it moves and the application's status commit together, so a crash (kill -9) in the middle
 * leaves each application either before or after its step, and the job (or the desk again) takes up the rest.
 */
export function createIpoProcessing(context: IpoContext) {
  const { db, ledger, clock } = context;

  /**
   * Debits one RECEIVED application at its cut-off (or when the desk closes the issue) and lodges it: PTC while
   * the offer runs, ACP once it has closed. False when it moved already (cancelled by a racing client, lodged by
   * another node).
   */
  async function lodge(
    applicationId: string,
    ipoId: string,
    actor: AuditActor,
  ): Promise<ApplicationRow | undefined> {
    return db.transaction().execute(async (trx) => {
      const issue = (await ipoRepository.lockIssue(trx, ipoId, 'share'))!;
      const row = await ipoRepository.lockApplication(trx, applicationId);
      if (row?.status !== 'RECEIVED') return undefined;
      const due = row.cutoff_at.getTime() <= clock.now() || issue.status !== 'OPEN';
      if (!due || !['OPEN', 'CLOSED'].includes(issue.status)) return undefined;
      const facts = factsOf(row, issue);
      await lodgeMoney(trx, ledger, row, issue.currency, {
        lodged: lodgedDescription(facts),
        interest: interestDescription(facts),
      });
      return applicationStateTable.move(trx, row, 'LODGED', actor, {
        action: 'ipo.application.lodged',
        set: { eipo_code: issue.status === 'OPEN' ? 'PTC' : 'ACP', eipo_flag: null, hold_id: null },
      });
    });
  }

  /** Lodges every RECEIVED application that is due; returns how many. */
  async function lodgeDue(actor: AuditActor, signal?: AbortSignal): Promise<number> {
    const now = new Date(clock.now());
    const candidates = await ipoRepository.dueForLodging(db, now);
    const moved: ApplicationRow[] = [];
    for (const candidate of candidates) {
      if (signal?.aborted) break;
      const row = await lodge(candidate.application_id, candidate.ipo_id, actor);
      if (row) moved.push(row);
    }
    await announceMoves(context, moved);
    return moved.length;
  }

  /** OPEN to CLOSED: the offer has closed; lodged applications are ACP. The applications still RECEIVED follow. */
  async function close(row: IssueRow, actor: AuditActor): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const issue = (await ipoRepository.lockIssue(trx, row.ipo_id, 'update'))!;
      if (issue.status !== 'OPEN') return;
      await issueStateTable.move(trx, issue, 'CLOSED', actor, { action: 'ipo.closed' });
      await ipoRepository.acceptLodged(trx, issue.ipo_id);
    });
    await lodgeDue(actor);
  }

  /** Moves one application to its results inside the approval's transaction; returns it as it now is. */
  async function allotOne(
    trx: Transaction<Database>,
    row: ApplicationRow,
    issue: IssueRow,
    quantity: number,
    finalPrice: string,
    actor: AuditActor,
  ): Promise<ApplicationRow> {
    const facts = factsOf(row, issue);
    const clientCash = await allotMoney(trx, ledger, row, issue, {
      quantity,
      finalPrice,
      description: allottedDescription(facts, quantity),
    });
    const refund = clientCash.toFixed(2);
    await addClientMessage(trx, {
      brokerCode: row.broker_code,
      userId: row.user_id,
      type: 'inform',
      ...resultMessage(facts, quantity, Decimal.max(clientCash, 0).toFixed(2)),
      reference: row.application_id,
    });
    return applicationStateTable.move(trx, row, 'ALLOTTED', actor, {
      action: 'ipo.application.allotted',
      set: { eipo_code: 'CLS', eipo_flag: null, allotted_quantity: quantity, refund_amount: refund },
      detail: { allottedQuantity: quantity, refund },
    });
  }

  /** A cancelled listing's step for one application, inside the approval's transaction. */
  async function voidOne(
    trx: Transaction<Database>,
    row: ApplicationRow,
    issue: IssueRow,
    reason: string,
    actor: AuditActor,
  ): Promise<ApplicationRow> {
    const facts = factsOf(row, issue);
    const refund = await voidMoney(trx, ledger, row, issue, voidedDescription(facts));
    if (row.type === 'FINANCED' && row.status === 'RECEIVED') {
      await ipoRepository.releasePool(trx, issue.ipo_id, row.loan_amount);
    }
    if (row.status !== 'RECEIVED') {
      await addClientMessage(trx, {
        brokerCode: row.broker_code,
        userId: row.user_id,
        type: 'inform',
        ...refundMessage(facts, refund.toFixed(2), reason),
        reference: row.application_id,
      });
    }
    return applicationStateTable.move(trx, row, 'VOIDED', actor, {
      action: 'ipo.application.voided',
      set: {
        eipo_code: 'AEE',
        eipo_flag: 'X',
        refund_amount: refund.toFixed(2),
        hold_id: null,
        reason: jsonb(voidedReason),
      },
      reason,
    });
  }

  /**
   * Carries out the step another member prepared, in one transaction: the results (each lodged application
   * allotted, refunded, its loan repaid, its shares credited) or the cancellation (every application refunded,
   * the exchange told to void the grey market). The caller checked four-eyes.
   */
  async function approve(ipoId: string, step: IpoPendingStepColumn, actor: AuditActor): Promise<void> {
    const moved = await db.transaction().execute(async (trx) => {
      const issue = (await ipoRepository.lockIssue(trx, ipoId, 'update'))!;
      const rows = await ipoRepository.applicationsIn(trx, ipoId, liveApplicationStatuses);
      const changed: ApplicationRow[] = [];
      if (step.kind === 'RESULTS') {
        const finalPrice = step.finalPrice!;
        const lodged = rows.filter((row) => row.status === 'LODGED');
        const applied = lodged.reduce((sum, row) => sum + row.quantity, 0);
        const after = await issueStateTable.move(trx, issue, 'ALLOTTED', actor, {
          action: 'ipo.results.approved',
          set: {
            final_price: finalPrice,
            pending_step: null,
            oversubscription: new Decimal(applied).dividedBy(issue.shares_offered).toFixed(2),
          },
          detail: { preparedBy: step.preparedBy, finalPrice },
        });
        for (const row of lodged) {
          changed.push(
            await allotOne(trx, row, after, step.allotments?.[row.application_id] ?? 0, finalPrice, actor),
          );
        }
        await context.listing.list(trx, listingFactsOf(after));
      } else {
        const reason = step.reason ?? '';
        await issueStateTable.move(trx, issue, 'CANCELLED', actor, {
          action: 'ipo.cancellation.approved',
          set: { pending_step: null },
          detail: { preparedBy: step.preparedBy, reason },
          reason,
        });
        // Grey trades first: the allotted shares they sold come back before they are taken back.
        await context.listing.cancel(trx, issue.stock_code);
        for (const row of rows) changed.push(await voidOne(trx, row, issue, reason, actor));
      }
      return changed;
    });
    await announceMoves(context, moved);
  }

  return {
    lodgeDue,
    close,
    approve,

    /**
     * The job's work at the market clock's instant: issues opened at their open time, applications lodged at
     * their cut-offs, issues closed at their close, allotted ones listed on their listing date. Safe to repeat.
     */
    async runDue(actor: AuditActor, signal?: AbortSignal) {
      const now = clock.now();
      const today = clock.today();
      const summary = { opened: 0, lodged: 0, closed: 0, listed: 0 };
      for (const row of await ipoRepository.issuesIn(db, ['UPCOMING'])) {
        if (signal?.aborted || row.open_at.getTime() > now) continue;
        if (await moveIssue(row.ipo_id, 'UPCOMING', 'OPEN', actor, 'ipo.opened')) summary.opened += 1;
      }
      summary.lodged = await lodgeDue(actor, signal);
      for (const row of await ipoRepository.issuesIn(db, ['OPEN'])) {
        if (signal?.aborted || row.close_at.getTime() > now) continue;
        await close(row, actor);
        summary.closed += 1;
      }
      for (const row of await ipoRepository.issuesIn(db, ['ALLOTTED'])) {
        if (signal?.aborted || row.listing_date > today || row.pending_step) continue;
        if (await moveIssue(row.ipo_id, 'ALLOTTED', 'LISTED', actor, 'ipo.listed')) summary.listed += 1;
      }
      return summary;
    },

    moveIssue,
  };

  /** One change of an issue's status when it is still `from`; false when it has moved on. */
  async function moveIssue(
    ipoId: string,
    from: IssueRow['status'],
    to: IssueRow['status'],
    actor: AuditActor,
    action: string,
    set: Parameters<typeof issueStateTable.move>[4] = {},
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const row = await ipoRepository.lockIssue(trx, ipoId, 'update');
      if (row?.status !== from) return false;
      await issueStateTable.move(trx, row, to, actor, { ...set, action });
      return true;
    });
  }
}

export type IpoProcessing = ReturnType<typeof createIpoProcessing>;
