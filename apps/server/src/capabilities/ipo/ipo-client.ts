import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Ipo, IpoApplication, IpoApplicationRequest } from '@lantau/contract';
import { businessDateOf, checkIpoLoan, ipoApplicationFigures } from '@lantau/domain';
import { AppError } from '../../platform/http/app-error';
import type { IdempotencyClaim } from '../../platform/http/idempotency';
import { addClientMessage } from '../messages/message-repository';
import { stockAccountOf } from '../funds/fund-settings';
import { announceMoves, assertEipoEnabled, type IpoClient, type IpoContext } from './ipo-context';
import { holdTotalDue } from './ipo-ledger';
import { applicationStateTable, ipoRepository, type ApplicationRow, type IssueRow } from './ipo-repository';
import { publishedStatuses } from './ipo-states';
import { submittedMessage } from './ipo-texts';
import { acceptsApplications, applicationView, cancellable, issueView, poolRemaining } from './ipo-views';

/** Allotted and listed issues stay among the client's listings this long after their listing date. */
const LISTINGS_DAYS = 30;
const clientActor = (client: IpoClient) => ({ kind: 'CLIENT', id: client.userId }) as const;
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/** The facts the texts of an application need. */
export const factsOf = (row: ApplicationRow, issue: IssueRow) => ({
  reference: row.application_number,
  stockCode: issue.stock_code,
  name: issue.name,
  accountNumber: row.account_number,
  currency: issue.currency,
  quantity: row.quantity,
});

/** The client's IPO calls: the calendar, one issue, applying (held once per Idempotency-Key) and cancelling. */
export function createIpoClient(context: IpoContext) {
  const { db, ledger, clock } = context;

  async function publishedIssue(client: IpoClient, ipoId: string): Promise<IssueRow> {
    const row = await ipoRepository.findIssue(db, ipoId, client.brokerCode);
    if (!row || !publishedStatuses.includes(row.status)) throw new AppError('E7060');
    return row;
  }

  async function views(client: IpoClient, rows: ApplicationRow[]): Promise<IpoApplication[]> {
    const issues = new Map<string, IssueRow>();
    const answer: IpoApplication[] = [];
    for (const row of rows) {
      let issue = issues.get(row.ipo_id);
      if (!issue) {
        issue = (await ipoRepository.findIssue(db, row.ipo_id, client.brokerCode))!;
        issues.set(row.ipo_id, issue);
      }
      answer.push(applicationView(row, issue, { now: clock.now(), language: client.language }));
    }
    return answer;
  }

  async function ownApplication(client: IpoClient, applicationId: string): Promise<IpoApplication> {
    const row = await ipoRepository.findApplication(db, applicationId, client.userId);
    if (!row) throw new AppError('E7061');
    return (await views(client, [row]))[0]!;
  }

  async function issueViewOf(client: IpoClient, row: IssueRow, greyMarket: boolean): Promise<Ipo> {
    return issueView(row, { now: clock.now(), today: clock.today(), greyMarketEnabled: greyMarket });
  }

  return {
    async list(client: IpoClient, view: 'ALL' | 'OPEN' | 'LISTINGS'): Promise<{ ipos: Ipo[] }> {
      const switches = await assertEipoEnabled(context, client.brokerCode);
      const today = clock.today();
      const rows =
        view === 'OPEN'
          ? await ipoRepository.clientIssues(db, client.brokerCode, ['OPEN'])
          : view === 'LISTINGS'
            ? (await ipoRepository.clientIssues(db, client.brokerCode, ['ALLOTTED', 'LISTED'])).filter(
                (row) => row.listing_date >= daysBefore(today, LISTINGS_DAYS),
              )
            : await ipoRepository.clientIssues(db, client.brokerCode, [
                'UPCOMING',
                'OPEN',
                'CLOSED',
                'ALLOTTED',
              ]);
      const ipos: Ipo[] = [];
      for (const row of rows) ipos.push(await issueViewOf(client, row, switches.greyMarket));
      return { ipos };
    },

    async get(client: IpoClient, ipoId: string) {
      const switches = await assertEipoEnabled(context, client.brokerCode);
      const row = await publishedIssue(client, ipoId);
      const applications = await ipoRepository.userApplications(db, client.userId, { ipoID: ipoId });
      return {
        ipo: await issueViewOf(client, row, switches.greyMarket),
        applications: await views(client, applications),
      };
    },

    async applications(client: IpoClient, filter: Parameters<typeof ipoRepository.userApplications>[2]) {
      await assertEipoEnabled(context, client.brokerCode);
      return {
        applications: await views(client, await ipoRepository.userApplications(db, client.userId, filter)),
      };
    },

    async application(client: IpoClient, applicationId: string): Promise<IpoApplication> {
      await assertEipoEnabled(context, client.brokerCode);
      return ownApplication(client, applicationId);
    },

    /** A retried application's answer: the application its key made, as it now is. */
    replay: ownApplication,

    async apply(
      client: IpoClient,
      request: IpoApplicationRequest,
      once: IdempotencyClaim,
    ): Promise<IpoApplication> {
      await assertEipoEnabled(context, client.brokerCode);
      const issue = await publishedIssue(client, request.ipoID);
      if (!issue.quantities.includes(request.quantity))
        throw new AppError('E7063', { quantities: issue.quantities });
      const account = await stockAccountOf(db, client.userId, request.accountNumber);
      if (!(account.currencies as string[]).includes(issue.currency)) throw new AppError('E7065');
      const financed = request.type === 'FINANCED';
      const ratio = financed ? (request.loanRatio ?? issue.financing?.maxRatio ?? '0') : undefined;
      const figures = ipoApplicationFigures({
        quantity: request.quantity,
        maxOfferPrice: issue.offer_price_high,
        handlingFee: financed ? issue.financed_handling_fee : issue.cash_handling_fee,
        ...(financed && { loanRatio: ratio, terms: issue.financing }),
      });
      if (financed) {
        const problems = checkIpoLoan({ amount: figures.amount, ratio: ratio!, terms: issue.financing });
        if (problems.length > 0) throw new AppError('E7064', { problems });
      }
      if (!acceptsApplications(issue, request.type, clock.now())) throw new AppError('E7062');

      const applicationId = randomUUID();
      const row = await db
        .transaction()
        .execute(async (trx) => {
          await once.claim(trx, applicationId);
          // Financed: the issue locked so the pool is checked and taken by one application at a time.
          const locked = (await ipoRepository.lockIssue(trx, issue.ipo_id, financed ? 'update' : 'share'))!;
          if (!acceptsApplications(locked, request.type, clock.now())) throw new AppError('E7062');
          if (financed) {
            const problems = checkIpoLoan({
              amount: figures.amount,
              ratio: ratio!,
              terms: locked.financing,
              poolRemaining: poolRemaining(locked),
            });
            if (problems.length > 0) throw new AppError('E7064', { problems });
            await ipoRepository.updateIssue(trx, locked.ipo_id, {
              pool_used: new Decimal(locked.pool_used).plus(figures.loanAmount).toFixed(),
            });
          }
          const live = await ipoRepository.applicationsIn(trx, issue.ipo_id, [
            'RECEIVED',
            'LODGED',
            'ALLOTTED',
            'REJECTED',
            'VOIDED',
          ]);
          if (live.some((other) => other.account_number === request.accountNumber))
            throw new AppError('E7066');
          const holdId = await holdTotalDue(trx, ledger, {
            account: request.accountNumber,
            currency: issue.currency,
            amount: figures.totalDue,
            applicationId,
          });
          const inserted = await ipoRepository.insertApplication(trx, {
            application_id: applicationId,
            broker_code: client.brokerCode,
            ipo_id: issue.ipo_id,
            user_id: client.userId,
            account_number: request.accountNumber,
            type: request.type,
            quantity: request.quantity,
            status: 'RECEIVED',
            eipo_code: 'ACK',
            eipo_flag: 'S',
            amount: figures.amount.toFixed(2),
            handling_fee: figures.handlingFee.toFixed(2),
            loan_ratio: financed ? new Decimal(ratio!).toFixed() : null,
            loan_amount: figures.loanAmount.toFixed(2),
            interest: figures.interest.toFixed(2),
            own_part: figures.ownPart.toFixed(2),
            total_due: figures.totalDue.toFixed(2),
            hold_id: holdId,
            cutoff_at: financed ? locked.financed_cutoff_at : locked.cash_cutoff_at,
            business_date: businessDateOf(clock.now()),
          });
          await applicationStateTable.started(trx, inserted, clientActor(client), {
            action: 'ipo.application.received',
            detail: {
              status: 'RECEIVED',
              ipoID: issue.ipo_id,
              type: request.type,
              quantity: request.quantity,
              totalDue: figures.totalDue.toFixed(2),
              loanAmount: figures.loanAmount.toFixed(2),
            },
          });
          const message = submittedMessage(factsOf(inserted, issue), figures.totalDue.toFixed(2));
          await addClientMessage(trx, {
            brokerCode: client.brokerCode,
            userId: client.userId,
            type: 'inform',
            ...message,
            reference: applicationId,
          });
          return inserted;
        })
        .catch((error: unknown) => {
          // Two first applications of one account racing: the unique index lets one in.
          if (isUniqueViolation(error)) throw new AppError('E7066');
          throw error;
        });
      await announceMoves(context, [row]);
      return ownApplication(client, row.application_id);
    },

    async cancel(client: IpoClient, applicationId: string, once: IdempotencyClaim): Promise<IpoApplication> {
      await assertEipoEnabled(context, client.brokerCode);
      const found = await ipoRepository.findApplication(db, applicationId, client.userId);
      if (!found) throw new AppError('E7061');
      const moved = await db.transaction().execute(async (trx) => {
        await once.claim(trx, applicationId);
        // The issue first, then the application, in the order the cut-off takes them: a cancel racing the
        // cut-off waits for it (and finds the application lodged), or the cut-off finds it cancelled.
        const issue = (await ipoRepository.lockIssue(
          trx,
          found.ipo_id,
          found.type === 'FINANCED' ? 'update' : 'share',
        ))!;
        const row = (await ipoRepository.lockApplication(trx, applicationId))!;
        if (!cancellable(row, issue, clock.now())) throw new AppError('E7067');
        if (row.hold_id) await ledger.voidHold(trx, row.hold_id);
        if (row.type === 'FINANCED') {
          await ipoRepository.releasePool(trx, issue.ipo_id, row.loan_amount);
        }
        return applicationStateTable.move(trx, row, 'CANCELLED', clientActor(client), {
          action: 'ipo.application.cancelled',
          set: { eipo_code: 'AEE', eipo_flag: 'X' },
        });
      });
      await announceMoves(context, [moved]);
      return ownApplication(client, applicationId);
    },
  };
}

export type IpoClientCalls = ReturnType<typeof createIpoClient>;
