import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { marketCodes, type AccountQuotePlan, type MarketCode, type QuotePlan } from '@lantau/contract';
import type { InstrumentTypeLists } from '@lantau/domain';
import type { BrokerRepository } from '../brokers/broker-repository';
import { instrumentTypeListsOf } from '../brokers/instrument-type-lists';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import type { IdempotencyClaim } from '../../platform/http/idempotency';
import { keyedExpiringCache } from '../../platform/shared/keyed-expiring-cache';
import { includesPlan, webPlanOf } from './plan-rules';
import type { QuotePlanRepository } from './quote-plan-repository';

export interface Entitlement {
  market: MarketCode;
  /** The plan on record (LEVEL1 included: the web serves it as DELAYED). */
  plan: QuotePlan;
  clicksRemaining: number | null;
}

/**
 * How long a node serves a user's plans from its copy without hearing of a change: spending a click announces
 * `quote-plans-changed` on the event bus, which drops the copy at once on the nodes that hear it; a plan set
 * straight in SQL (operators) is seen within this time. The click itself is always spent in the database.
 */
export const QUOTE_PLAN_CACHE_TTL_MS = 1_000;

type ApplicationRow = Awaited<ReturnType<QuotePlanRepository['findPendingApplications']>>[number];

const pendingOf = (row: ApplicationRow) => ({
  plan: row.plan,
  appliedAt: new Date(row.created_at).toISOString(),
  applicationID: row.application_id,
});

/**
 * Quote plans: which markets a client has quotes for (its broker's markets that the exchange simulates), the
 * plan in each (no row: DELAYED), click spending and upgrade applications.
 */
export function createQuotePlanService(
  db: Kysely<Database>,
  repository: QuotePlanRepository,
  brokers: Pick<BrokerRepository, 'findConfigurations'>,
  simulatedMarkets: ReadonlySet<string>,
  bus: EventBus,
) {
  /** The user's broker and plans: read on every snapshot, list and chart, changed rarely. */
  const brokerAndPlans = keyedExpiringCache((userId: string) => repository.findBrokerAndPlans(userId), {
    ttlMs: QUOTE_PLAN_CACHE_TTL_MS,
  });
  const stop = bus.subscribe((event) => {
    if (event.type === 'quote-plans-changed') {
      brokerAndPlans.dropWhere((rows) => rows[0]?.user_id === event.userId);
    }
  });

  /** The markets the broker lets its clients trade, which are the markets they have quotes for. */
  async function marketsOfBroker(brokerCode: string | undefined): Promise<MarketCode[]> {
    if (brokerCode === undefined) return [];
    const [row] = await brokers.findConfigurations(brokerCode, ['WebEnableTradeMarket']);
    const traded = new Set(Array.isArray(row?.value) ? (row.value as string[]) : []);
    return marketCodes.filter((market) => traded.has(market) && simulatedMarkets.has(market));
  }

  async function supportedMarkets(userId: string): Promise<MarketCode[]> {
    const [row] = await brokerAndPlans.get(userId);
    return marketsOfBroker(row?.broker_code);
  }

  async function entitlements(userId: string): Promise<Entitlement[]> {
    // No query on the hot path (snapshots, lists, charts) while the copy is fresh; the broker's markets come
    // from the cached configuration.
    const rows = await brokerAndPlans.get(userId);
    const markets = await marketsOfBroker(rows[0]?.broker_code);
    const byMarket = new Map(rows.map((row) => [row.market, row]));
    return markets.map((market) => {
      const row = byMarket.get(market);
      return { market, plan: row?.plan ?? 'DELAYED', clicksRemaining: row?.clicks_remaining ?? null };
    });
  }

  async function entitlement(userId: string, market: MarketCode): Promise<Entitlement> {
    const found = (await entitlements(userId)).find((candidate) => candidate.market === market);
    if (!found) throw new AppError('E3003');
    return found;
  }

  function accountPlan(entry: Entitlement, pending: ApplicationRow | undefined): AccountQuotePlan {
    return {
      market: entry.market,
      plan: entry.plan,
      clicksRemaining: entry.plan === 'CLICK' ? (entry.clicksRemaining ?? 0) : null,
      pendingApplication: pending ? pendingOf(pending) : null,
    };
  }

  /** The plan an application was made for, with that application: the answer to a retry of applying. */
  async function applied(userId: string, applicationId: string): Promise<AccountQuotePlan> {
    const row = await repository.findApplication(db, userId, applicationId);
    if (!row) throw new AppError('E8010');
    return accountPlan(await entitlement(userId, row.market as MarketCode), row);
  }

  return {
    /** Stops listening to the event bus (the server is closing). */
    stop,
    supportedMarkets,
    entitlement,

    /** The instrument types the user's broker offers per exchange (InstTypeHK, InstTypeMA, InstTypeMZ). */
    async instrumentTypeLists(userId: string): Promise<InstrumentTypeLists> {
      const [row] = await brokerAndPlans.get(userId);
      return row ? instrumentTypeListsOf(brokers, row.broker_code) : {};
    },

    /** What the web may stream or be served per market: LEVEL1 shows as DELAYED. */
    async webPlans(userId: string): Promise<Record<string, QuotePlan>> {
      const list = await entitlements(userId);
      return Object.fromEntries(list.map((entry) => [entry.market, webPlanOf(entry.plan)]));
    },

    /** GET /users/:userID/quote_plans: one plan per supported market, with a pending upgrade if any. */
    async plans(userId: string): Promise<AccountQuotePlan[]> {
      const [list, pending] = await Promise.all([
        entitlements(userId),
        repository.findPendingApplications(db, userId),
      ]);
      // Newest first, so find() gives the latest pending application of each market.
      return list.map((entry) =>
        accountPlan(
          entry,
          pending.find((row) => row.market === entry.market),
        ),
      );
    },

    /** Spends one click of the CLICK plan; E3002 (upgrade) when none is left. Returns the clicks left. */
    async spendClick(userId: string, market: MarketCode): Promise<number> {
      const left = await db
        .transaction()
        .execute((transaction) => repository.spendClick(transaction, userId, market));
      await bus.publish({ type: 'quote-plans-changed', userId });
      if (left === undefined) throw new AppError('E3002');
      return left;
    },

    /**
     * Records an application to upgrade (its call is `idempotent`: a retry is answered by `applied`). A pending
     * application for the same market and plan is answered rather than repeated; a plan the client already has
     * (or exceeds) is E3004.
     */
    async apply(
      userId: string,
      request: { market: MarketCode; plan: 'LEVEL1' | 'LEVEL2' },
      once: IdempotencyClaim,
    ): Promise<AccountQuotePlan> {
      const current = await entitlement(userId, request.market);
      if (includesPlan(current.plan, request.plan)) throw new AppError('E3004');
      const applicationId = await db.transaction().execute(async (transaction) => {
        const pending = await repository.findPendingApplications(transaction, userId);
        const same = pending.find((entry) => entry.market === request.market && entry.plan === request.plan);
        const id = same?.application_id ?? randomUUID();
        await once.claim(transaction, id);
        if (!same) {
          await repository.insertApplication(transaction, {
            applicationId: id,
            userId,
            market: request.market,
            plan: request.plan,
          });
        }
        return id;
      });
      return applied(userId, applicationId);
    },

    applied,
  };
}

export type QuotePlanService = ReturnType<typeof createQuotePlanService>;
