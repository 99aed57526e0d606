import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type {
  ClientDividend,
  DividendElectionRequest,
  DividendTerms,
  StaffDividendAnnouncement,
  StaffDividendEntitlement,
} from '@lantau/contract';
import { scripSharesOf } from '@lantau/domain';
import { findInstrument, type UniverseMarket } from '@lantau/exchange';
import { recordAudit } from '../back-office/audit';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { MarketClock } from '../../platform/time/market-clock';
import type { DividendPayments } from './dividend-payments';
import {
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

const idempotencyKeyPattern = /^[\x21-\x7e]{8,64}$/;
/** Paid dividends stay on the client's list this long after their payment date. */
const PAID_LIST_DAYS = 90;
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
    const rows = await db
      .selectFrom('accounts')
      .select('account_number')
      .where('user_id', '=', client.userId)
      .orderBy('account_number')
      .execute();
    const numbers = rows.map((row) => row.account_number);
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
      const rows = await db
        .selectFrom('dividend_announcements')
        .selectAll()
        .where('broker_code', '=', client.brokerCode)
        .where('status', '<>', 'CANCELLED')
        .where('payment_date', '>=', since.toISOString().slice(0, 10))
        .orderBy('election_deadline')
        .orderBy('announcement_id')
        .execute();
      return { dividends: await clientItems(rows, accounts) };
    },

    get: clientDividend,

    async elect(
      client: DividendClient,
      announcementId: string,
      request: DividendElectionRequest,
      idempotencyKey: string | undefined,
    ): Promise<ClientDividend> {
      if (idempotencyKey === undefined || !idempotencyKeyPattern.test(idempotencyKey))
        throw new AppError('E7034');
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ announcementId, ...request }))
        .digest('hex');
      const answerRetry = (earlier: ElectionRow) => {
        if (earlier.request_hash !== requestHash) throw new AppError('E7034');
        return clientDividend(client, earlier.announcement_id, earlier.account_number);
      };
      const earlier = await dividendRepository.findElectionByKey(db, client.userId, idempotencyKey);
      if (earlier) return answerRetry(earlier);

      const before = await clientDividend(client, announcementId, request.accountNumber);
      const winner = await db.transaction().execute(async (trx) => {
        // One election at a time per account and announcement: the replaced one and the new one stay a pair.
        await sql`select pg_advisory_xact_lock(hashtext(${`dividend:${announcementId}:${request.accountNumber}`}))`.execute(
          trx,
        );
        const raced = await dividendRepository.findElectionByKey(trx, client.userId, idempotencyKey);
        if (raced) return raced;
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
        const replaced = await trx
          .updateTable('dividend_elections')
          .set({ replaced_at: replacedAt })
          .where('announcement_id', '=', announcementId)
          .where('account_number', '=', request.accountNumber)
          .where('replaced_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        await trx
          .insertInto('dividend_elections')
          .values({
            election_id: randomUUID(),
            announcement_id: announcementId,
            account_number: request.accountNumber,
            user_id: client.userId,
            option: request.option,
            mixed_scrip_shares: request.option === 'MIXED' ? mixed : 0,
            idempotency_key: idempotencyKey,
            request_hash: requestHash,
            elected_at: replacedAt,
          })
          .execute();
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
        return undefined;
      });
      if (winner) return answerRetry(winner);
      return clientDividend(client, announcementId, request.accountNumber);
    },

    async announce(staff: DividendStaff, terms: DividendTerms): Promise<StaffDividendAnnouncement> {
      checkTerms(terms);
      const announcementId = `DV-${randomBytes(5).toString('hex').toUpperCase()}`;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('dividend_announcements')
          .values({
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
          })
          .execute();
        await trx
          .insertInto('dividend_announcement_events')
          .values({
            announcement_id: announcementId,
            from_status: null,
            to_status: 'ANNOUNCED',
            actor: `STAFF:${staff.staffId}`,
          })
          .execute();
        await recordAudit(trx, {
          brokerCode: staff.brokerCode,
          actor: { kind: 'STAFF', id: staff.staffId },
          action: 'dividend.announced',
          subjectType: 'DIVIDEND',
          subjectId: announcementId,
          after: terms,
        });
      });
      return staffView(await staffAnnouncement(staff, announcementId));
    },

    async staffList(
      staff: DividendStaff,
      query: { status?: AnnouncementRow['status'] | undefined; limit: number; offset: number },
    ) {
      let matching = db.selectFrom('dividend_announcements').where('broker_code', '=', staff.brokerCode);
      if (query.status) matching = matching.where('status', '=', query.status);
      const [rows, count] = await Promise.all([
        matching
          .selectAll()
          .orderBy('payment_date', 'desc')
          .orderBy('created_at', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const announcements: StaffDividendAnnouncement[] = [];
      for (const row of rows) announcements.push(await staffView(row));
      return { announcements, total: Number(count.total) };
    },

    async staffDetail(staff: DividendStaff, announcementId: string) {
      const row = await staffAnnouncement(staff, announcementId);
      const [holdings, elections, paid, owners] = await Promise.all([
        holdingsOf(row),
        dividendRepository.elections(db, [announcementId]),
        dividendRepository.payments(db, [announcementId]),
        db.selectFrom('accounts').select(['account_number', 'user_id']).execute(),
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
        await dividendRepository.changeStatus(trx, row, 'CANCELLED', `STAFF:${staff.staffId}`);
        await recordAudit(trx, {
          brokerCode: staff.brokerCode,
          actor: { kind: 'STAFF', id: staff.staffId },
          action: 'dividend.cancelled',
          subjectType: 'DIVIDEND',
          subjectId: announcementId,
          before: { status: row.status },
          after: { status: 'CANCELLED' },
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
