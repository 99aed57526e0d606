import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type {
  ApiLanguage,
  FeeEstimate,
  FeeSchedule,
  MarketCode,
  Order,
  OrderRejectReason,
  OrderRequest,
  OrderStatus,
} from '@lantau/contract';
import { marketCodes } from '@lantau/contract';
import {
  instrumentTypeProblem,
  isInGreyMarket,
  minorUnitDecimals,
  professionalInvestorProblem,
} from '@lantau/domain';
import type { InstrumentReference, UniverseMarket } from '@lantau/exchange';
import { AppError } from '../../platform/http/app-error';
import type { IdempotencyClaim } from '../../platform/http/idempotency';
import type { BrokerRepository } from '../brokers/broker-repository';
import { instrumentTypeListsOf } from '../brokers/instrument-type-lists';
import { announce, holdPriceOf, type OrderContext } from './order-context';
import { answerPlacement, sendToExchange } from './exchange-door';
import { acknowledgementsWritten } from './order-exchange';
import { createPlacements } from './order-placements';
import { refused } from './order-refusals';
import { createOrderAmendments, type OrderChange } from './order-amendments';
import { createOrderCancels } from './order-cancels';
import { orderRepository, type OrderActor, type OrderRow } from './order-repository';
import type { ConditionEngine } from './conditional/condition-engine';
import { conditionRefusal, placingTerms } from './conditional/condition-terms';
import { executionView, noAmendMarkets, orderView } from './order-views';
import {
  feeScheduleFor,
  feesBeyondProceeds,
  feesOf,
  investorIdOf,
  liveQuoteOf,
  orderAccountRefusals,
  orderProblems,
} from './domain-rules';
import { northboundRefusal } from './northbound-quota';
import { secondsSince } from '../../platform/metrics/order-timings';

interface Caller {
  userId: string;
  brokerCode: string;
  language: ApiLanguage;
}

/** Placing, amending, cancelling and reading a client's orders. */
export function createOrderService(
  context: OrderContext,
  brokers: Pick<BrokerRepository, 'findConfigurations'>,
  conditional: ConditionEngine,
  limits: { northboundDailyQuota: Decimal },
) {
  const { db, simulator } = context;
  const view = (row: OrderRow, caller: Caller) => orderView(row, simulator, caller.language);
  const amendments = createOrderAmendments(context, conditional, refused);
  const cancels = createOrderCancels(context, conditional);
  const placements = createPlacements(context, limits);

  /** The caller's order, or E6002 (another client's order gets the same answer as a missing one). */
  async function ownOrder(caller: Caller, orderId: string): Promise<OrderRow> {
    await acknowledgementsWritten(context, caller.userId);
    const row = await orderRepository.find(db, orderId);
    if (row === undefined || row.user_id !== caller.userId) throw new AppError('E6002');
    return row;
  }

  /**
   * "Today's orders": an order is today's while its market is still in the trading day it was placed on. A US
   * order placed at 23:00 Hong Kong time works, fills and is cancelled through the US session, which runs past
   * Hong Kong's midnight: a client expects it among today's orders until that session ends, not gone from the
   * list at midnight because the Hong Kong date rolled (nor a Hong Kong date on it that its market never had).
   * So each market is asked for its own trading date, and its orders of that date are today's.
   */
  function todayByMarket(): Map<string, string[]> {
    const byDate = new Map<string, string[]>();
    for (const market of marketCodes) {
      const date = context.clock.tradingDate(market);
      byDate.set(date, [...(byDate.get(date) ?? []), market]);
    }
    return byDate;
  }

  /** The checks before anything is written: market, account, instrument, the domain's order checks. */
  async function admit(caller: Caller, request: OrderRequest) {
    const rows = await brokers.findConfigurations(caller.brokerCode, [
      'WebEnableTradeMarket',
      'WebOddLotOrderEnable',
      'WebGreyMarketEnable',
    ]);
    const configured = (key: string) => rows.find((row) => row.config_key === key)?.value;
    const markets = configured('WebEnableTradeMarket');
    const enabled = Array.isArray(markets) ? (markets as string[]) : [];
    if (!enabled.includes(request.market)) throw new AppError('E6006');
    // A switch the broker never set is off, as the ticket reads it.
    const switches = { oddLotOrdersEnabled: configured('WebOddLotOrderEnable') === true };
    const account = await orderRepository.accountOf(db, caller.userId, request.accountNumber);
    if (account === undefined) throw new AppError('E6008');
    const instrument = simulator.instrument(request.market as UniverseMarket, request.stockCode);
    if (instrument === undefined) throw refused('UNKNOWN_STOCK');
    // A new issue before listing trades only in the broker's own grey market, which the broker may not run.
    const greyMarket = isInGreyMarket(instrument.newIssue, context.clock.tradingDate(request.market));
    if (greyMarket && configured('WebGreyMarketEnable') !== true) throw refused('MARKET_NOT_ENABLED');
    if (!account.markets.includes(request.market) || !account.currencies.includes(instrument.currency))
      throw new AppError('E6005');
    const conditionProblem = conditionRefusal(request, conditional.quoteFor(request));
    if (conditionProblem !== null) throw refused(conditionProblem);
    if (request.timeInForce === 'GTD' && request.expiryDate === undefined) throw refused('EXPIRY_DATE');
    const today = context.clock.tradingDate(request.market);
    const problems = orderProblems(request, instrument, liveQuoteOf(simulator, request), today, switches);
    problems.push(...orderAccountRefusals(request, account.rri));
    const { investor, problem: investorProblem } = investorIdOf(request, account);
    const professional = professionalInvestorProblem(
      request.market,
      request.stockCode,
      request.side,
      account.professional_investor,
    );
    // A buy of an instrument type the broker does not offer (InstTypeHK, InstTypeMA, InstTypeMZ).
    const offered = instrumentTypeProblem(
      await instrumentTypeListsOf(brokers, caller.brokerCode),
      instrument.subMarket,
      instrument.type,
      request.side,
    );
    // Eligibility first: no price or quantity makes the order one this client may place.
    if (professional !== null) problems.unshift(professional);
    if (offered !== null) problems.unshift(offered);
    if (investorProblem !== null && !problems.includes(investorProblem)) problems.push(investorProblem);
    if (problems.length > 0) throw refused(problems[0]!, problems);
    return { instrument, account, investor };
  }

  /** The fees of the order if it traded on `tradeDate` (the market's trading date now). */
  async function estimateOf(
    caller: Caller,
    request: OrderRequest,
    instrument: InstrumentReference,
    tradeDate: string,
  ): Promise<FeeEstimate> {
    const price = holdPriceOf(simulator, {
      market: request.market,
      stock_code: request.stockCode,
      price: request.price ?? null,
    });
    return feesOf(
      price.mul(request.quantity),
      instrument.currency,
      request.side,
      instrument,
      request.quantity,
      tradeDate,
      await context.brokerFees(caller.brokerCode),
    );
  }

  return {
    /**
     * Places an order once per Idempotency-Key (registerCall runs the rule): the key is claimed first in the
     * transaction that holds the money and writes the order; a retry is answered by `placed`.
     */
    async place(caller: Caller, request: OrderRequest, once: IdempotencyClaim): Promise<Order> {
      const started = process.hrtime.bigint();
      const { instrument, account, investor } = await admit(caller, request);
      // Held (HLD) until its condition triggers, or sent now (a chase limit at its chase price).
      const placing = placingTerms(request, conditional.quoteFor(request));
      const tradeDate = context.clock.tradingDate(request.market);
      const estimate = await estimateOf(
        caller,
        { ...request, ...(placing.price !== null && { price: placing.price }) },
        instrument,
        tradeDate,
      );
      // Shares a transaction with other placements, acknowledgements and fills of the moment (group commit):
      // a refusal rolls back this order alone. Resolves once committed.
      const placed = await placements.place({
        orderId: randomUUID(),
        caller,
        request,
        accountType: account.account_type,
        currency: instrument.currency,
        investor,
        placing,
        tradeDate,
        estimate,
        once,
      });
      // Committed: the order is acknowledged on disk. Now the exchange.
      context.timings.placed(secondsSince(started));
      await announce(context, placed);
      if (placed.condition !== null) await conditional.placed(placed);
      if (placed.status === 'HLD') return view(placed, caller);
      // A conditional order's engine acts on the row on disk as soon as the market moves (a chase re-prices it
      // through an amendment): it is answered once its ACK is written, as before.
      if (placed.condition !== null) return view(await sendToExchange(context, placed), caller);
      return view(await answerPlacement(context, placed), caller);
    },

    /** The order a placing created, as it stands: the answer to a retry of the placing. */
    async placed(caller: Caller, orderId: string): Promise<Order> {
      return view(await ownOrder(caller, orderId), caller);
    },

    async estimate(caller: Caller, request: OrderRequest) {
      const problems: OrderRejectReason[] = [];
      let instrument: InstrumentReference | undefined;
      try {
        ({ instrument } = await admit(caller, request));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'E6001') throw error;
        problems.push(...(error.data as { problems: OrderRejectReason[] }).problems);
        instrument = simulator.instrument(request.market as UniverseMarket, request.stockCode);
        if (instrument === undefined) throw error;
      }
      const today = context.clock.tradingDate(request.market);
      const estimate = await estimateOf(caller, request, instrument, today);
      const balances = await context.ledger.balances(db, request.accountNumber, today);
      const cash = balances.cash.find((entry) => entry.currency === instrument.currency);
      const position = balances.securities.find(
        (entry) => entry.market === request.market && entry.stockCode === request.stockCode,
      );
      // The buying power the ticket shows is what placing holds against: the currency's available cash, and on a
      // margin account what the hold check lets it borrow beyond that (its other currencies and its loan, as the
      // overview's buying power counts them, here in the instrument's currency). A cash account converts nothing.
      const available = cash?.available ?? new Decimal(0);
      const account = await orderRepository.accountOf(db, caller.userId, request.accountNumber);
      const headroom =
        account?.account_type === 'MARGIN'
          ? await context.ledger.marginHeadroom(db, request.accountNumber, instrument.currency)
          : new Decimal(0);
      const buyingPower = Decimal.max(available, available.plus(headroom));
      const sellable = position?.sellable ?? 0;
      if (request.side === 'BUY' && buyingPower.lt(estimate.total))
        problems.push('INSUFFICIENT_BUYING_POWER');
      if (request.side === 'SELL' && sellable < request.quantity) problems.push('INSUFFICIENT_SELLABLE');
      if (buyingPower.lt(feesBeyondProceeds(request.side, estimate)))
        problems.push('INSUFFICIENT_BUYING_POWER');
      const quota = await northboundRefusal(
        db,
        limits.northboundDailyQuota,
        request,
        new Decimal(estimate.consideration),
        today,
      );
      if (quota !== null) problems.push(quota);
      const buyingPowerText = buyingPower.toFixed(minorUnitDecimals(instrument.currency));
      return { estimate, problems, buyingPower: buyingPowerText, sellable };
    },

    async amend(
      caller: Caller,
      orderId: string,
      change: OrderChange,
      actor: OrderActor = 'client',
    ): Promise<Order> {
      const found = await ownOrder(caller, orderId);
      if (noAmendMarkets.has(found.market)) throw refused('AMEND_NOT_ALLOWED');
      return view(await amendments.amend(orderId, change, actor), caller);
    },

    async cancel(caller: Caller, orderId: string, actor: OrderActor = 'client'): Promise<Order> {
      await ownOrder(caller, orderId);
      return view(await cancels.cancel(orderId, actor), caller);
    },

    /** The broker's fee schedule in force on the market's trading date, or E6007 when none is. */
    async feeSchedule(caller: Caller, market: MarketCode): Promise<FeeSchedule> {
      const broker = await context.brokerFees(caller.brokerCode);
      const schedule = feeScheduleFor(market, context.clock.tradingDate(market), broker);
      if (schedule === undefined) throw new AppError('E6007');
      return schedule;
    },

    async get(caller: Caller, orderId: string) {
      const row = await ownOrder(caller, orderId);
      const executions = await orderRepository.executionsOf(db, orderId);
      return { order: view(row, caller), executions: executions.map(executionView) };
    },

    async list(
      caller: Caller,
      query: {
        accountNumber?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        status?: OrderStatus | undefined;
        limit: number;
        offset: number;
      },
    ) {
      const { from, to, ...rest } = query;
      await acknowledgementsWritten(context, caller.userId);
      const { total, rows } = await orderRepository.list(db, {
        ...rest,
        userId: caller.userId,
        dates:
          from === undefined && to === undefined
            ? { today: todayByMarket() }
            : { from: from ?? to!, to: to ?? from! },
      });
      return { total, orders: rows.map((row) => view(row, caller)) };
    },

    async executions(
      caller: Caller,
      query: { accountNumber?: string | undefined; from: string; to: string; limit: number; offset: number },
    ) {
      const { total, rows } = await orderRepository.listExecutions(db, { ...query, userId: caller.userId });
      return {
        total,
        executions: rows.map((row) => ({
          ...executionView(row),
          market: row.market as Order['market'],
          stockCode: row.stock_code,
          side: row.side,
        })),
      };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
