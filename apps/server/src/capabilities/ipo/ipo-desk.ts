import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { IpoStatus, IpoTerms, StaffIpo, StaffIpoApplication } from '@lantau/contract';
import { ballotAllotment, checkIpoTerms } from '@lantau/domain';
import { createRandom } from '@lantau/exchange';
import { jsonb } from '../../platform/db/jsonb';
import type { Transaction } from 'kysely';
import type { Database, IpoPendingStepColumn } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { recordAudit, type AuditActor } from '../../platform/workflow/audit';
import { assertFourEyes } from '../back-office/four-eyes';
import type { IpoContext } from './ipo-context';
import { listingFactsOf, type IpoProcessing } from './ipo-processing';
import { issueStateTable, ipoRepository, type ApplicationRow, type IssueRow } from './ipo-repository';
import { applicationView, issueView, termsOf } from './ipo-views';

export interface IpoStaff {
  brokerCode: string;
  staffId: string;
}

type Step = StaffIpo['nextSteps'][number];
const staffActor = (staff: IpoStaff): AuditActor => ({ kind: 'STAFF', id: staff.staffId });
const cents = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/** The steps open in each status (with nothing pending; a pending step leaves only its approval). */
const stepsByStatus: Record<IpoStatus, readonly Step[]> = {
  DRAFT: ['EDIT', 'PUBLISH', 'CANCEL'],
  UPCOMING: ['EDIT', 'OPEN', 'POSTPONE', 'CANCEL'],
  OPEN: ['EDIT', 'CLOSE', 'POSTPONE', 'CANCEL'],
  CLOSED: ['RESULTS', 'POSTPONE', 'CANCEL'],
  ALLOTTED: ['LIST', 'POSTPONE', 'CANCEL'],
  LISTED: [],
  CANCELLED: [],
};

/** The terms as the table's columns. */
function termColumns(terms: IpoTerms) {
  return {
    stock_code: terms.stockCode,
    name: jsonb(terms.name),
    currency: terms.currency,
    offer_price_low: terms.offerPriceLow,
    offer_price_high: terms.offerPriceHigh,
    lot_size: terms.lotSize,
    shares_offered: terms.sharesOffered,
    quantities: jsonb(terms.quantities),
    cash_handling_fee: terms.cashHandlingFee,
    financed_handling_fee: terms.financedHandlingFee,
    financing: terms.financing && jsonb(terms.financing),
    open_at: terms.openAt,
    financed_cutoff_at: terms.financedCutoffAt,
    cash_cutoff_at: terms.cashCutoffAt,
    close_at: terms.closeAt,
    price_fixing_date: terms.priceFixingDate,
    results_date: terms.resultsDate,
    grey_market_date: terms.greyMarketDate,
    listing_date: terms.listingDate,
  };
}

/** Whether two sets of terms agree on everything applications are priced and lent by (decimals by value). */
function sameMoneyTerms(before: IpoTerms, after: IpoTerms): boolean {
  const equal = (a: Decimal.Value | null, b: Decimal.Value | null) =>
    a === null || b === null ? a === b : new Decimal(a).equals(b);
  const lending = (of: IpoTerms['financing']) =>
    of &&
    ([
      of.maxRatio,
      of.annualRate,
      of.minLoan,
      of.maxLoan,
      of.perTransactionLimit,
      of.pool,
      of.financingDays,
    ] as const);
  const [x, y] = [lending(before.financing), lending(after.financing)];
  return (
    before.stockCode === after.stockCode &&
    before.currency === after.currency &&
    before.lotSize === after.lotSize &&
    before.sharesOffered === after.sharesOffered &&
    before.quantities.join() === after.quantities.join() &&
    equal(before.offerPriceLow, after.offerPriceLow) &&
    equal(before.offerPriceHigh, after.offerPriceHigh) &&
    equal(before.cashHandlingFee, after.cashHandlingFee) &&
    equal(before.financedHandlingFee, after.financedHandlingFee) &&
    (x === null || y === null ? x === y : x.every((value, index) => equal(value, y[index]!)))
  );
}

function assertTerms(terms: IpoTerms, listing: IpoContext['listing']): void {
  const problem = checkIpoTerms(terms);
  if (problem) throw new AppError('E7071', { problem });
  // A code the exchange already trades would be refused when the issue is listed: say so while it is typed.
  if (listing.isListedStock(terms.stockCode)) throw new AppError('E7071', { problem: 'STOCK_CODE_LISTED' });
}

/** The audit record of a desk step that changes no status (the state table records the others). */
function auditStep(
  trx: Transaction<Database>,
  staff: IpoStaff,
  ipoId: string,
  action: string,
  entry: { before?: unknown; after: unknown },
): Promise<void> {
  return recordAudit(trx, {
    brokerCode: staff.brokerCode,
    actor: staffActor(staff),
    action,
    subjectType: 'IPO',
    subjectId: ipoId,
    ...entry,
  });
}

/** E7072 unless the issue is in one of `statuses` with nothing pending approval. */
function assertStep(row: IssueRow, statuses: readonly IpoStatus[]): void {
  if (!statuses.includes(row.status) || row.pending_step) throw new AppError('E7072', { status: row.status });
}

/**
 * Allotments from a results file: a header, then 'reference,allottedQuantity' per line, for lodged applications
 * of this issue, each a whole number of lots not above what it applied for; applications not in the file get
 * none. E7073 names the line and the problem.
 */
function allotmentsFromFile(
  file: string,
  lodged: readonly ApplicationRow[],
  lotSize: number,
  offered: number,
) {
  const byNumber = new Map(lodged.map((row) => [row.application_number, row]));
  const allotments: Record<string, number> = {};
  const lines = file.split(/\r?\n/);
  let total = 0;
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const [reference = '', quantityText = '', ...rest] = line.split(',').map((cell) => cell.trim());
    const fail = (problem: string) => new AppError('E7073', { line: index + 1, problem });
    const row = byNumber.get(reference);
    if (rest.length > 0 || !/^\d+$/.test(quantityText)) throw fail('Expected reference,allottedQuantity');
    if (!row) throw fail(`No lodged application ${reference}`);
    if (row.application_id in allotments) throw fail(`${reference} appears twice`);
    const quantity = Number(quantityText);
    if (quantity % lotSize !== 0 || quantity > row.quantity)
      throw fail(`${reference}: ${quantity} is not allowed`);
    allotments[row.application_id] = quantity;
    total += quantity;
  }
  if (lines[0]?.trim() === '' || lines.length === 0)
    throw new AppError('E7073', { line: 0, problem: 'Empty file' });
  if (total > offered) throw new AppError('E7073', { line: 0, problem: 'More shares allotted than offered' });
  return allotments;
}

/** The back office's IPO desk: create and edit issues, move them through their life, prepare and approve. */
export function createIpoDesk(context: IpoContext, processing: IpoProcessing) {
  const { db, clock } = context;

  async function issueOf(staff: IpoStaff, ipoId: string): Promise<IssueRow> {
    const row = await ipoRepository.findIssue(db, ipoId, staff.brokerCode);
    if (!row) throw new AppError('E7060');
    return row;
  }

  async function staffView(row: IssueRow): Promise<StaffIpo> {
    const counted = await ipoRepository.countsOf(db, row.ipo_id);
    const step = row.pending_step;
    const allotted = step?.allotments ? Object.values(step.allotments) : null;
    const nextSteps: Step[] = step
      ? ['APPROVE']
      : stepsByStatus[row.status].filter(
          (candidate) => candidate !== 'LIST' || row.listing_date <= clock.today(),
        );
    return {
      ...issueView(row, { now: clock.now(), today: clock.today(), greyMarketEnabled: true }),
      quantities: row.quantities,
      createdBy: row.created_by,
      createdAt: row.created_at.toISOString(),
      counts: {
        applications: Number(counted.applications),
        cash: Number(counted.cash),
        financed: Number(counted.financed),
        appliedShares: Number(counted.applied_shares),
        appliedAmount: cents(counted.applied_amount),
        loanTotal: cents(counted.loan_total),
      },
      pendingStep: step && {
        kind: step.kind,
        preparedBy: step.preparedBy,
        preparedAt: step.preparedAt,
        finalPrice: step.finalPrice,
        allottedApplications: allotted && allotted.filter((quantity) => quantity > 0).length,
        allottedShares: allotted && allotted.reduce((total, quantity) => total + quantity, 0),
        reason: step.reason,
      },
      nextSteps,
    };
  }

  /** Locks the issue, checks the step is open, runs `change` in the transaction; answers the issue after. */
  async function step(
    staff: IpoStaff,
    ipoId: string,
    statuses: readonly IpoStatus[],
    change: (trx: Transaction<Database>, row: IssueRow) => Promise<void>,
  ): Promise<StaffIpo> {
    await issueOf(staff, ipoId);
    await db.transaction().execute(async (trx) => {
      const row = (await ipoRepository.lockIssue(trx, ipoId, 'update'))!;
      assertStep(row, statuses);
      await change(trx, row);
    });
    return staffView(await issueOf(staff, ipoId));
  }

  return {
    async create(staff: IpoStaff, terms: IpoTerms): Promise<StaffIpo> {
      assertTerms(terms, context.listing);
      const ipoId = `IPO-${randomBytes(5).toString('hex').toUpperCase()}`;
      await db.transaction().execute(async (trx) => {
        const row = await ipoRepository.insertIssue(trx, {
          ipo_id: ipoId,
          broker_code: staff.brokerCode,
          ...termColumns(terms),
          status: 'DRAFT',
          created_by: staff.staffId,
        });
        await issueStateTable.started(trx, row, staffActor(staff), { action: 'ipo.created', detail: terms });
      });
      return staffView(await issueOf(staff, ipoId));
    },

    async edit(staff: IpoStaff, ipoId: string, terms: IpoTerms): Promise<StaffIpo> {
      assertTerms(terms, context.listing);
      return step(staff, ipoId, ['DRAFT', 'UPCOMING', 'OPEN'], async (trx, row) => {
        // Applications hold figures computed from the money terms: with any made, only the name and the dates
        // may change (the cut-offs of those still RECEIVED follow).
        const counts = await ipoRepository.countsOf(trx, ipoId);
        if (Number(counts.applications) > 0) {
          if (!sameMoneyTerms(termsOf(row), terms))
            throw new AppError('E7071', { problem: 'APPLICATIONS_MADE' });
          await ipoRepository.moveCutoffs(trx, ipoId, {
            CASH: new Date(terms.cashCutoffAt),
            FINANCED: new Date(terms.financedCutoffAt),
          });
        }
        await ipoRepository.updateIssue(trx, ipoId, termColumns(terms));
        await issueStateTable.note(trx, row, staffActor(staff), 'terms edited');
        await auditStep(trx, staff, ipoId, 'ipo.edited', {
          after: terms,
        });
      });
    },

    async list(staff: IpoStaff, query: { status?: IpoStatus | undefined; limit: number; offset: number }) {
      const { rows, total } = await ipoRepository.staffIssues(db, staff.brokerCode, query);
      const ipos: StaffIpo[] = [];
      for (const row of rows) ipos.push(await staffView(row));
      return { ipos, total };
    },

    async detail(staff: IpoStaff, ipoId: string): Promise<StaffIpo> {
      return staffView(await issueOf(staff, ipoId));
    },

    async applications(
      staff: IpoStaff,
      ipoId: string,
      query: Parameters<typeof ipoRepository.issueApplications>[2],
    ): Promise<{ applications: StaffIpoApplication[]; total: number }> {
      const issue = await issueOf(staff, ipoId);
      const { rows, total } = await ipoRepository.issueApplications(db, ipoId, query);
      const now = clock.now();
      return {
        applications: rows.map((row) => ({
          ...applicationView(row, issue, { now, language: 'en_US' }),
          userID: row.user_id,
        })),
        total,
      };
    },

    /** Every application as CSV: what the desk lodges with, or reconciles against, the exchange's platform. */
    async export(staff: IpoStaff, ipoId: string): Promise<string> {
      await issueOf(staff, ipoId);
      const rows = await ipoRepository.applicationsIn(db, ipoId);
      const header =
        'reference,account,user,type,quantity,amount,handlingFee,loanAmount,interest,totalDue,status,eipoCode,allottedQuantity';
      const lines = rows.map((row) =>
        [
          row.application_number,
          row.account_number,
          row.user_id,
          row.type,
          row.quantity,
          cents(row.amount),
          cents(row.handling_fee),
          cents(row.loan_amount),
          cents(row.interest),
          cents(row.total_due),
          row.status,
          row.eipo_code,
          row.allotted_quantity ?? '',
        ].join(','),
      );
      return [header, ...lines].join('\r\n') + '\r\n';
    },

    publish(staff: IpoStaff, ipoId: string) {
      return step(staff, ipoId, ['DRAFT'], async (trx, row) => {
        const to = row.open_at.getTime() <= clock.now() ? 'OPEN' : 'UPCOMING';
        const after = await issueStateTable.move(trx, row, to, staffActor(staff), {
          action: 'ipo.published',
          set: { published_at: new Date() },
        });
        await context.listing.list(trx, listingFactsOf(after));
      });
    },

    open(staff: IpoStaff, ipoId: string) {
      return step(staff, ipoId, ['UPCOMING'], async (trx, row) => {
        await issueStateTable.move(trx, row, 'OPEN', staffActor(staff), { action: 'ipo.opened' });
      });
    },

    async close(staff: IpoStaff, ipoId: string): Promise<StaffIpo> {
      const row = await issueOf(staff, ipoId);
      assertStep(row, ['OPEN']);
      await processing.close(row, staffActor(staff));
      return staffView(await issueOf(staff, ipoId));
    },

    async results(
      staff: IpoStaff,
      ipoId: string,
      request: { finalPrice: string; method: 'BALLOT' | 'FILE'; file?: string | undefined },
    ) {
      // What a closed issue still has RECEIVED (the job not yet run since the close) is lodged first.
      await processing.lodgeDue(staffActor(staff));
      return step(staff, ipoId, ['CLOSED'], async (trx, row) => {
        const price = new Decimal(request.finalPrice);
        if (price.gt(row.offer_price_high) || price.lt(row.offer_price_low ?? row.offer_price_high))
          throw new AppError('E7071', { problem: 'PRICE_RANGE' });
        const lodged = await ipoRepository.applicationsIn(trx, ipoId, ['LODGED']);
        const offered = Number(row.shares_offered);
        let allotments: Record<string, number>;
        if (request.method === 'FILE') {
          if (request.file === undefined) throw new AppError('E7073', { line: 0, problem: 'No file' });
          allotments = allotmentsFromFile(request.file, lodged, row.lot_size, offered);
        } else {
          const drawn = ballotAllotment(
            lodged.map((application) => ({ id: application.application_id, quantity: application.quantity })),
            offered,
            row.lot_size,
            createRandom(ipoId).int,
          );
          allotments = Object.fromEntries(drawn);
        }
        const pending: IpoPendingStepColumn = {
          kind: 'RESULTS',
          preparedBy: staff.staffId,
          preparedAt: new Date().toISOString(),
          finalPrice: price.toFixed(),
          allotments,
          reason: null,
        };
        await ipoRepository.updateIssue(trx, ipoId, { pending_step: jsonb(pending) });
        await auditStep(trx, staff, ipoId, 'ipo.results.prepared', {
          after: { finalPrice: pending.finalPrice, method: request.method, allotments },
        });
        await context.listing.list(trx, listingFactsOf({ ...row, final_price: pending.finalPrice }));
      });
    },

    async approve(staff: IpoStaff, ipoId: string): Promise<StaffIpo> {
      const row = await issueOf(staff, ipoId);
      const pending = row.pending_step;
      if (!pending) throw new AppError('E7072', { status: row.status });
      assertFourEyes({ preparedBy: pending.preparedBy }, staff);
      await processing.approve(ipoId, pending, staffActor(staff));
      return staffView(await issueOf(staff, ipoId));
    },

    postpone(
      staff: IpoStaff,
      ipoId: string,
      dates: { resultsDate: string; greyMarketDate: string; listingDate: string },
    ) {
      return step(staff, ipoId, ['UPCOMING', 'OPEN', 'CLOSED', 'ALLOTTED'], async (trx, row) => {
        const later =
          dates.resultsDate >= row.results_date &&
          dates.greyMarketDate >= row.grey_market_date &&
          dates.listingDate >= row.listing_date;
        const problem = later ? checkIpoTerms({ ...termsOf(row), ...dates }) : 'DATES_OUT_OF_ORDER';
        if (problem) throw new AppError('E7071', { problem });
        await ipoRepository.updateIssue(trx, ipoId, {
          results_date: dates.resultsDate,
          grey_market_date: dates.greyMarketDate,
          listing_date: dates.listingDate,
        });
        await issueStateTable.note(trx, row, staffActor(staff), `postponed to ${dates.listingDate}`);
        await auditStep(trx, staff, ipoId, 'ipo.postponed', {
          before: {
            resultsDate: row.results_date,
            greyMarketDate: row.grey_market_date,
            listingDate: row.listing_date,
          },
          after: dates,
        });
        await context.listing.list(
          trx,
          listingFactsOf({
            ...row,
            ...{
              results_date: dates.resultsDate,
              grey_market_date: dates.greyMarketDate,
              listing_date: dates.listingDate,
            },
          }),
        );
      });
    },

    /** A DRAFT or UPCOMING issue (no money moved) is cancelled at once; later ones wait for approval. */
    cancel(staff: IpoStaff, ipoId: string, reason: string) {
      return step(staff, ipoId, ['DRAFT', 'UPCOMING', 'OPEN', 'CLOSED', 'ALLOTTED'], async (trx, row) => {
        if (row.status === 'DRAFT' || row.status === 'UPCOMING') {
          await issueStateTable.move(trx, row, 'CANCELLED', staffActor(staff), {
            action: 'ipo.cancelled',
            detail: { reason },
            reason,
          });
          return;
        }
        const pending: IpoPendingStepColumn = {
          kind: 'CANCELLATION',
          preparedBy: staff.staffId,
          preparedAt: new Date().toISOString(),
          finalPrice: null,
          allotments: null,
          reason,
        };
        await ipoRepository.updateIssue(trx, ipoId, { pending_step: jsonb(pending) });
        await auditStep(trx, staff, ipoId, 'ipo.cancellation.prepared', {
          after: { reason },
        });
      });
    },

    listing(staff: IpoStaff, ipoId: string) {
      return step(staff, ipoId, ['ALLOTTED'], async (trx, row) => {
        if (row.listing_date > clock.today()) throw new AppError('E7072', { status: row.status });
        await issueStateTable.move(trx, row, 'LISTED', staffActor(staff), { action: 'ipo.listed' });
      });
    },
  };
}

export type IpoDesk = ReturnType<typeof createIpoDesk>;
