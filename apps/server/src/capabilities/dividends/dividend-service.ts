import { randomBytes, randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type {
  ClientDividend,
  DividendElectionRequest,
  DividendTerms,
  StaffDividendAnnouncement,
  StaffDividendEntitlement,
} from '@lantau/contract';
import { scripSharesOf } from '@lantau/domain';
import { findInstrument, type UniverseMarket } from '@lantau/exchange';
import { recordAudit } from '../../platform/workflow/audit';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { IdempotencyClaim } from '../../platform/http/idempotency';
import type { MarketClock } from '../../platform/time/market-clock';
import type { DividendPayments } from './dividend-payments';
import {
  announcementStateTable,
  dividendRepository,
  type AnnouncementRow,
  type ElectionRow,
  type Holdings,
} from './dividend-repository';
import { openStatuses } from './dividend-states';
import {
  announcementView,
  clientDividendView,
  electionsOpen,
  electionView,
  grossOf,
  paymentView,
} from './dividend-views';

export interface DividendClient {
  userId: string;
  brokerCode: string;
}
export interface DividendStaff {
  brokerCode: string;
  staffId: string;
}

/** Paid dividends stay on the client's list this long after their payment date. */
const PAID_LIST_DAYS = 90;
const staffActor = (staff: DividendStaff) => ({ kind: 'STAFF', id: staff.staffId }) as const;
const MAX_DECIMALS = 6;

const current = (elections: readonly ElectionRow[], announcementId: string, account: string) =>
  elections.find(
    (row) =>
      row.announcement_id === announcementId && row.account_number === account && row.replaced_at === null,
  );

export function createDividendService(deps: {
  db: Kysely<Database>;
  /** The market's clock: the business date elections and payments are judged on. */
  clock: Pick<MarketClock, 'today'>;
  payments: DividendPayments;
}) {
  const { db, clock, payments } = deps;

  /** Entitled shares per account: fixed ones once fixed, else the ledger's holdings at the record date so far. */
  function holdingsOf(row: AnnouncementRow, accounts?: readonly string[]): Promise<Holdings> {
    return row.status === 'ANNOUNCED'
      ? dividendRepository.holdingsAtRecordDate(db, row, accounts)
      : dividendRepository.entitlements(db, row.announcement_id, accounts);
  }

  async function accountsOf(client: DividendClient, accountNumber?: string): Promise<string[]> {
    const numbers = await dividendRepository.accountsOf(db, client.userId);
    if (accountNumber === undefined) return numbers;
    if (!numbers.includes(accountNumber)) throw new AppError('E6008');
    return [accountNumber];
  }

  async function clientItems(rows: AnnouncementRow[], accounts: string[]): Promise<ClientDividend[]> {
    const ids = rows.map((row) => row.announcement_id);
    const [elections, paid] = await Promise.all([
      dividendRepository.elections(db, ids, accounts),
      dividendRepository.payments(db, ids, accounts),
    ]);
    const today = clock.today();
    const items: ClientDividend[] = [];
    for (const row of rows) {
      const holdings = await holdingsOf(row, accounts);
      for (const [accountNumber, sharesHeld] of holdings) {
        items.push(
          clientDividendView({
            row,
            accountNumber,
            sharesHeld,
            today,
            election: current(elections, row.announcement_id, accountNumber),
            payment: paid.find(
              (payment) =>
                payment.announcement_id === row.announcement_id && payment.account_number === accountNumber,
            ),
          }),
        );
      }
    }
    return items;
  }

  async function clientDividend(client: DividendClient, announcementId: string, accountNumber: string) {
    const accounts = await accountsOf(client, accountNumber);
    const row = await dividendRepository.find(db, announcementId, client.brokerCode);
    if (!row || row.status === 'CANCELLED') throw new AppError('E7030');
    const [item] = await clientItems([row], accounts);
    if (!item) throw new AppError('E7030');
    return item;
  }

  function checkTerms(terms: DividendTerms): void {
    const rate = new Decimal(terms.cashRate);
    const price = terms.scripPrice === null ? null : new Decimal(terms.scripPrice);
    const inOrder =
      terms.exDate <= terms.recordDate &&
      terms.recordDate <= terms.electionDeadline &&
      terms.electionDeadline <= terms.paymentDate &&
      terms.paymentDate >= clock.today();
    const positive = (value: Decimal | null) =>
      value === null || (value.isPositive() && !value.isZero() && value.decimalPlaces() <= MAX_DECIMALS);
    if (!inOrder || !positive(rate) || !positive(price)) throw new AppError('E7035');
    if (!findInstrument(terms.market as UniverseMarket, terms.stockCode)) throw new AppError('E3001');
  }

  async function staffView(row: AnnouncementRow): Promise<StaffDividendAnnouncement> {
    const [holdings, elections, paid] = await Promise.all([
      holdingsOf(row),
      dividendRepository.elections(db, [row.announcement_id]),
      dividendRepository.payments(db, [row.announcement_id]),
    ]);
    const counts = { entitled: holdings.size, cash: 0, scrip: 0, mixed: 0, none: 0 };
    let grossTotal = new Decimal(0);
    for (const [account, shares] of holdings) {
      grossTotal = grossTotal.plus(grossOf(row, shares));
      const option = current(elections, row.announcement_id, account)?.option;
      if (option === 'CASH') counts.cash += 1;
      else if (option === 'SCRIP') counts.scrip += 1;
      else if (option === 'MIXED') counts.mixed += 1;
      else counts.none += 1;
    }
    return {
      ...announcementView(row),
      createdBy: row.created_by,
      counts,
      grossTotal: grossTotal.toFixed(2),
      entitlementsFixed: row.status !== 'ANNOUNCED',
      canCancel: openStatuses.includes(row.status) && paid.length === 0,
    };
  }

  async function staffAnnouncement(staff: DividendStaff, announcementId: string): Promise<AnnouncementRow> {
    const row = await dividendRepository.find(db, announcementId, staff.brokerCode);
    if (!row) throw new AppError('E7030');
    return row;
  }

  return {
    async list(client: DividendClient, accountNumber?: string): Promise<{ dividends: ClientDividend[] }> {
      const accounts = await accountsOf(client, accountNumber);
      const since = new Date(`${clock.today()}T00:00:00Z`);
      since.setUTCDate(since.getUTCDate() - PAID_LIST_DAYS);
      const rows = await dividendRepository.clientList(
        db,
        client.brokerCode,
        since.toISOString().slice(0, 10),
      );
      return { dividends: await clientItems(rows, accounts) };
    },

    get: clientDividend,

    async elect(
      client: DividendClient,
      announcementId: string,
      request: DividendElectionRequest,
      once: IdempotencyClaim,
    ): Promise<ClientDividend> {
      const before = await clientDividend(client, announcementId, request.accountNumber);
      const electionId = randomUUID();
      await db.transaction().execute(async (trx) => {
        await once.claim(trx, electionId);
        // One election at a time per account and announcement: the replaced one and the new one stay a pair.
        await dividendRepository.lockElections(trx, announcementId, request.accountNumber);
        const row = await dividendRepository.lock(trx, announcementId, 'share');
        const [paid] = await dividendRepository.payments(trx, [announcementId], [request.accountNumber]);
        if (!row || !electionsOpen(row, clock.today()) || paid) throw new AppError('E7031');
        if (request.option !== 'CASH' && row.scrip_price === null) throw new AppError('E7032');
        const mixed = request.scripShares ?? 0;
        const splitValid =
          request.option === 'MIXED'
            ? mixed > 0 && mixed < before.sharesHeld
            : request.scripShares === undefined;
        if (!splitValid) throw new AppError('E7033');
        const replacedAt = new Date();
        const replaced = await dividendRepository.replaceElection(
          trx,
          announcementId,
          request.accountNumber,
          replacedAt,
        );
        await dividendRepository.insertElection(trx, {
          election_id: electionId,
          announcement_id: announcementId,
          account_number: request.accountNumber,
          user_id: client.userId,
          option: request.option,
          mixed_scrip_shares: request.option === 'MIXED' ? mixed : 0,
          elected_at: replacedAt,
        });
        await recordAudit(trx, {
          brokerCode: client.brokerCode,
          actor: { kind: 'CLIENT', id: client.userId },
          action: replaced ? 'dividend.reelected' : 'dividend.elected',
          subjectType: 'DIVIDEND_ENTITLEMENT',
          subjectId: `${announcementId}:${request.accountNumber}`,
          before: replaced
            ? { option: replaced.option, scripShares: replaced.mixed_scrip_shares }
            : undefined,
          after: {
            option: request.option,
            scripShares: scripSharesOf(request.option, before.sharesHeld, mixed),
          },
        });
      });
      return clientDividend(client, announcementId, request.accountNumber);
    },

    /** The dividend an election was made on, as the client sees it now: the answer to a retry of the election. */
    async elected(client: DividendClient, electionId: string): Promise<ClientDividend> {
      const election = await dividendRepository.findElection(db, client.userId, electionId);
      if (!election) throw new AppError('E7030');
      return clientDividend(client, election.announcement_id, election.account_number);
    },

    async announce(staff: DividendStaff, terms: DividendTerms): Promise<StaffDividendAnnouncement> {
      checkTerms(terms);
      const announcementId = `DV-${randomBytes(5).toString('hex').toUpperCase()}`;
      await db.transaction().execute(async (trx) => {
        const row = await dividendRepository.insertAnnouncement(trx, {
          announcement_id: announcementId,
          broker_code: staff.brokerCode,
          market: terms.market,
          stock_code: terms.stockCode,
          currency: terms.currency,
          cash_rate: terms.cashRate,
          scrip_price: terms.scripPrice,
          ex_date: terms.exDate,
          record_date: terms.recordDate,
          election_deadline: terms.electionDeadline,
          payment_date: terms.paymentDate,
          status: 'ANNOUNCED',
          created_by: staff.staffId,
        });
        await announcementStateTable.started(trx, row, staffActor(staff), {
          action: 'dividend.announced',
          detail: terms,
        });
      });
      return staffView(await staffAnnouncement(staff, announcementId));
    },

    async staffList(
      staff: DividendStaff,
      query: { status?: AnnouncementRow['status'] | undefined; limit: number; offset: number },
    ) {
      const { rows, total } = await dividendRepository.staffList(db, staff.brokerCode, query);
      const announcements: StaffDividendAnnouncement[] = [];
      for (const row of rows) announcements.push(await staffView(row));
      return { announcements, total };
    },

    async staffDetail(staff: DividendStaff, announcementId: string) {
      const row = await staffAnnouncement(staff, announcementId);
      const [holdings, elections, paid, owners] = await Promise.all([
        holdingsOf(row),
        dividendRepository.elections(db, [announcementId]),
        dividendRepository.payments(db, [announcementId]),
        dividendRepository.accountOwners(db),
      ]);
      const entitlements: StaffDividendEntitlement[] = [...holdings].map(([account, shares]) => {
        const history = elections.filter((election) => election.account_number === account);
        const payment = paid.find((candidate) => candidate.account_number === account);
        const currentElection = history.find((election) => election.replaced_at === null);
        return {
          accountNumber: account,
          userID: owners.find((owner) => owner.account_number === account)?.user_id ?? '',
          sharesHeld: shares,
          grossAmount: grossOf(row, shares).toFixed(2),
          election: currentElection ? electionView(currentElection, shares) : null,
          electionHistory: history.map((election) => ({
            ...electionView(election, shares),
            replacedAt: election.replaced_at?.toISOString() ?? null,
          })),
          payment: payment ? paymentView(payment) : null,
        };
      });
      entitlements.sort((a, b) => a.accountNumber.localeCompare(b.accountNumber));
      return { announcement: await staffView(row), entitlements };
    },

    async cancel(staff: DividendStaff, announcementId: string): Promise<StaffDividendAnnouncement> {
      await staffAnnouncement(staff, announcementId);
      await db.transaction().execute(async (trx) => {
        const row = await dividendRepository.lock(trx, announcementId, 'update');
        const paid = await dividendRepository.payments(trx, [announcementId]);
        if (!row || !openStatuses.includes(row.status) || paid.length > 0) throw new AppError('E7036');
        await announcementStateTable.move(trx, row, 'CANCELLED', staffActor(staff), {
          action: 'dividend.cancelled',
        });
      });
      return staffView(await staffAnnouncement(staff, announcementId));
    },

    /** Staff pay at once rather than wait for the job: on or after the payment date only. */
    async payNow(staff: DividendStaff, announcementId: string): Promise<StaffDividendAnnouncement> {
      const row = await staffAnnouncement(staff, announcementId);
      if (row.status === 'CANCELLED' || row.payment_date > clock.today()) throw new AppError('E7037');
      await recordAudit(db, {
        brokerCode: staff.brokerCode,
        actor: { kind: 'STAFF', id: staff.staffId },
        action: 'dividend.paymentRun',
        subjectType: 'DIVIDEND',
        subjectId: announcementId,
        before: { status: row.status },
      });
      await payments.payAnnouncement(db, announcementId);
      return staffView(await staffAnnouncement(staff, announcementId));
    },
  };
}

export type DividendService = ReturnType<typeof createDividendService>;
