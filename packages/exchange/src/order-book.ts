import type { PriceUnits } from '@lantau/domain';
import { findEquilibrium, type AuctionInterest, type Equilibrium } from './auction';
import {
  checkNewOrder,
  checkPrice,
  checkQuantity,
  dailyPriceLimits,
  inAuctionBand,
  isAuctionPhase,
  isNoCancelPhase,
  isOddLot,
  InstrumentRules,
  type BookState,
} from './order-checks';
import type {
  ActionResult,
  BookPhase,
  CancelReason,
  Clock,
  DepthLevel,
  EventSink,
  InstrumentSpec,
  OrderRequest,
  OrderType,
  OrderView,
  RejectReason,
  Side,
} from './types';

// Design notes
// - Prices are integer PriceUnits (1/10,000 of the currency) end to end inside the engine: comparisons, tick
//   walks and auction arithmetic are exact integer operations. Decimal strings are converted at the edges with
//   parsePriceUnits / priceUnitsToString from @lantau/domain.
// - A price level is a FIFO intrusive doubly linked list, so add, cancel and fill are O(1) once the level is
//   found. Each side keeps its prices in a sorted array with the best price last: matching pops from the end and
//   new levels near the touch are spliced in near the end. Levels are looked up by price in a Map.
// - Everything the book does is reported through one event sink, in order, with a per-book sequence number and
//   a timestamp from the injected clock; the same inputs and clock give the same events.

const MAX_MATCHED_QUEUES = 10; // HK enhanced and special limit orders
const OK: ActionResult = { ok: true };

class Order {
  prev: Order | null = null;
  next: Order | null = null;
  level: Level | null = null;
  filled = 0;
  constructor(
    readonly id: string,
    readonly side: Side,
    public type: OrderType,
    public price: PriceUnits | null,
    public quantity: number,
    public leaves: number,
    public priority: number,
    readonly owner: string | undefined,
    readonly oddLot: boolean,
  ) {}
}

/**
 * The id map with Map.prototype.getOrInsert (in Node.js 26, the project's runtime, and the TC39 upsert proposal;
 * TypeScript's ES2023 library does not declare it yet).
 */
type IdMap = Map<string, Order> & { getOrInsert(key: string, value: Order): Order };

class Level {
  head: Order | null = null;
  tail: Order | null = null;
  volume = 0;
  count = 0;
  constructor(readonly price: PriceUnits) {}
}

class BookSide {
  readonly levels = new Map<PriceUnits, Level>();
  /** Sorted worst to best: ascending for bids, descending for asks. */
  readonly prices: PriceUnits[] = [];
  /** The level of the last price (every order and every check asks for it: kept rather than looked up). */
  private bestLevel: Level | undefined = undefined;
  constructor(readonly isBid: boolean) {}

  best(): Level | undefined {
    return this.bestLevel;
  }

  append(order: Order): void {
    const price = order.price as PriceUnits;
    let level = this.levels.get(price);
    if (level === undefined) {
      level = new Level(price);
      this.levels.set(price, level);
      this.insertPrice(price, level);
    }
    order.level = level;
    order.prev = level.tail;
    order.next = null;
    if (level.tail) level.tail.next = order;
    else level.head = order;
    level.tail = order;
    level.volume += order.leaves;
    level.count += 1;
  }

  unlink(order: Order): void {
    const level = order.level as Level;
    if (order.prev) order.prev.next = order.next;
    else level.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else level.tail = order.prev;
    order.prev = order.next = order.level = null;
    level.volume -= order.leaves;
    level.count -= 1;
    if (level.count === 0) this.removeLevel(level);
  }

  private removeLevel(level: Level): void {
    const price = level.price;
    this.levels.delete(price);
    const prices = this.prices;
    const last = prices.length - 1;
    if (prices[last] === price) {
      prices.pop();
      this.bestLevel = last === 0 ? undefined : this.levels.get(prices[last - 1] as PriceUnits);
      return;
    }
    prices.splice(this.searchIndex(price), 1);
  }

  private insertPrice(price: PriceUnits, level: Level): void {
    const prices = this.prices;
    const n = prices.length;
    // Fast path: a new best price.
    if (n === 0 || (this.isBid ? price > (prices[n - 1] as number) : price < (prices[n - 1] as number))) {
      prices.push(price);
      this.bestLevel = level;
      return;
    }
    prices.splice(this.searchIndex(price), 0, price);
  }

  /** First index whose price is better than or equal to `price`. */
  private searchIndex(price: PriceUnits): number {
    const prices = this.prices;
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = prices[mid] as number;
      if (this.isBid ? at < price : at > price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * Consulted before continuous matching fills at a price; false means no trade may print there (the volatility
 * control mechanism's cooling-off band). A guard may change its own state when asked (a VCM trigger).
 */
export type PriceGuard = (price: PriceUnits) => boolean;

export interface OrderBookOptions {
  readonly clock?: Clock;
  readonly sink?: EventSink;
  readonly phase?: BookPhase;
  readonly priceGuard?: PriceGuard;
}

/** The order book and matching engine of one instrument. */
export class OrderBook implements BookState {
  readonly instrument: InstrumentSpec;
  readonly rules: InstrumentRules;
  private readonly clock: Clock;
  private readonly sink: EventSink | undefined;
  private readonly priceGuard: PriceGuard | undefined;
  /** Open orders by id, in arrival order (auctions and end of day walk them so). */
  private readonly orders = new Map<string, Order>() as IdMap;
  private readonly bids = new BookSide(true);
  private readonly asks = new BookSide(false);
  private readonly oddBids = new Map<PriceUnits, Order[]>();
  private readonly oddAsks = new Map<PriceUnits, Order[]>();
  private readonly atAuctionBuys: Order[] = [];
  private readonly atAuctionSells: Order[] = [];
  private seq = 0;
  private priority = 0;
  private tradeId = 0;
  private currentPhase: BookPhase;
  private auctionReference: PriceUnits;
  private last: PriceUnits | null = null;
  private readonly limits: { readonly up: PriceUnits; readonly down: PriceUnits } | undefined;

  constructor(instrument: InstrumentSpec, options: OrderBookOptions = {}) {
    this.instrument = instrument;
    this.rules = new InstrumentRules(instrument);
    this.clock = options.clock ?? Date.now;
    this.sink = options.sink;
    this.priceGuard = options.priceGuard;
    this.currentPhase = options.phase ?? 'continuous';
    this.auctionReference = instrument.previousClose;
    this.limits = dailyPriceLimits(instrument);
  }

  // ---- queries -------------------------------------------------------------------------------------------

  get phase(): BookPhase {
    return this.currentPhase;
  }
  /** Last board-lot trade price, or null before the first trade. */
  get lastPrice(): PriceUnits | null {
    return this.last;
  }
  /** A/B shares: the daily limit prices. */
  get priceLimits(): { readonly up: PriceUnits; readonly down: PriceUnits } | undefined {
    return this.limits;
  }
  bestBid(): PriceUnits | undefined {
    return this.bids.best()?.price;
  }
  bestAsk(): PriceUnits | undefined {
    return this.asks.best()?.price;
  }
  order(id: string): OrderView | undefined {
    const order = this.orders.get(id);
    if (!order) return undefined;
    const { side, type, price, quantity, filled, leaves } = order;
    return { id, side, type, price, quantity, filled, leaves, book: order.oddLot ? 'odd-lot' : 'board-lot' };
  }
  /** Up to `levels` board-lot price levels from the best, with their open quantity and order count. */
  depth(side: Side, levels = 10): DepthLevel[] {
    const bookSide = side === 'buy' ? this.bids : this.asks;
    const out: DepthLevel[] = [];
    for (let i = bookSide.prices.length - 1; i >= 0 && out.length < levels; i -= 1) {
      const level = bookSide.levels.get(bookSide.prices[i] as PriceUnits) as Level;
      out.push({ price: level.price, quantity: level.volume, orders: level.count });
    }
    return out;
  }
  /** How many board-lot price levels a side holds. */
  levelCount(side: Side): number {
    return (side === 'buy' ? this.bids : this.asks).prices.length;
  }
  /** The `count` prices furthest from the touch on a side, worst first (the lowest bids, the highest asks). */
  worstPrices(side: Side, count: number): PriceUnits[] {
    return (side === 'buy' ? this.bids : this.asks).prices.slice(0, Math.max(0, count));
  }
  /** Board-lot orders at one price in time priority (for tests and the broker queue). */
  queue(side: Side, price: PriceUnits): OrderView[] {
    const level = (side === 'buy' ? this.bids : this.asks).levels.get(price);
    const out: OrderView[] = [];
    for (let order = level?.head ?? null; order; order = order.next)
      out.push(this.order(order.id) as OrderView);
    return out;
  }
  /** Ids of the board-lot orders at one price in time priority, at most `max` (cheap: the broker queue). */
  queueIds(side: Side, price: PriceUnits, max = Infinity): string[] {
    const level = (side === 'buy' ? this.bids : this.asks).levels.get(price);
    const out: string[] = [];
    for (let order = level?.head ?? null; order && out.length < max; order = order.next) out.push(order.id);
    return out;
  }
  /** Whether any odd-lot order rests (cheap: the agents ask at every step). */
  hasOddLotOrders(): boolean {
    return this.oddBids.size > 0 || this.oddAsks.size > 0;
  }
  /** Resting odd-lot orders of a side. */
  oddLotOrders(side: Side): OrderView[] {
    const out: OrderView[] = [];
    for (const list of (side === 'buy' ? this.oddBids : this.oddAsks).values()) {
      for (const order of list) out.push(this.order(order.id) as OrderView);
    }
    return out;
  }
  /** Every open order, for invariant checks and end-of-day handling. */
  openOrders(): OrderView[] {
    return [...this.orders.keys()].map((id) => this.order(id) as OrderView);
  }

  // ---- phases and auctions -------------------------------------------------------------------------------

  /**
   * Moves the book to a phase (the session calendar calls this). Entering the closing auction fixes its
   * reference price: the given one, else the last trade, else the previous close.
   */
  setPhase(phase: BookPhase, referencePrice?: PriceUnits): void {
    if (phase === 'pre-opening') this.auctionReference = referencePrice ?? this.instrument.previousClose;
    if (phase === 'closing-auction' && this.currentPhase !== 'closing-auction-no-cancel') {
      this.auctionReference = referencePrice ?? this.last ?? this.instrument.previousClose;
    }
    this.currentPhase = phase;
  }

  /** The auction reference price: previous close in pre-opening, the fixed reference in the closing auction. */
  get referencePrice(): PriceUnits {
    return this.auctionReference;
  }

  /** The indicative equilibrium price and volume of the current auction, or null. */
  indicativeEquilibrium(): Equilibrium | null {
    // Open quantity, not original: orders carried from continuous trading into the closing auction may be
    // partly filled already.
    const interest = (order: Order): AuctionInterest => ({ price: order.price, quantity: order.leaves });
    const buys: AuctionInterest[] = this.atAuctionBuys.map(interest);
    const sells: AuctionInterest[] = this.atAuctionSells.map(interest);
    for (const order of this.orders.values()) {
      if (order.oddLot || order.price === null || !this.inAuctionBand(order.price)) continue;
      (order.side === 'buy' ? buys : sells).push(interest(order));
    }
    return findEquilibrium(buys, sells, this.auctionReference);
  }

  /**
   * Executes the auction at the equilibrium price: at-auction orders first in time order, then limit orders by
   * price and time. Unfilled at-auction orders are cancelled; unfilled at-auction limit orders stay as limit
   * orders (they carry into continuous trading after the pre-opening session). Returns the equilibrium used.
   */
  uncross(): Equilibrium | null {
    const equilibrium = this.indicativeEquilibrium();
    if (equilibrium) {
      const price = equilibrium.price;
      const buys = this.auctionParticipants(this.atAuctionBuys, this.bids, price);
      const sells = this.auctionParticipants(this.atAuctionSells, this.asks, price);
      let remaining = equilibrium.volume;
      let b = 0;
      let s = 0;
      while (remaining > 0) {
        const buy = buys[b] as Order;
        const sell = sells[s] as Order;
        const quantity = Math.min(buy.leaves, sell.leaves, remaining);
        remaining -= quantity;
        this.fill(buy, quantity);
        this.fill(sell, quantity);
        this.emitTrade(buy, sell, price, quantity, null, 'board-lot');
        if (buy.leaves === 0) b += 1;
        if (sell.leaves === 0) s += 1;
      }
      for (const order of [...buys, ...sells]) if (order.leaves === 0) this.retire(order);
      this.last = price;
    }
    for (const list of [this.atAuctionBuys, this.atAuctionSells]) {
      for (const order of list.splice(0)) {
        if (order.leaves > 0) this.cancelOrder(order, 'auction-unfilled');
      }
    }
    for (const order of this.orders.values()) if (order.type === 'at-auction-limit') order.type = 'limit';
    return equilibrium;
  }

  private auctionParticipants(atAuction: Order[], side: BookSide, price: PriceUnits): Order[] {
    const out = atAuction.filter((order) => order.leaves > 0);
    for (let i = side.prices.length - 1; i >= 0; i -= 1) {
      const levelPrice = side.prices[i] as PriceUnits;
      if (side.isBid ? levelPrice < price : levelPrice > price) break;
      if (!this.inAuctionBand(levelPrice)) continue;
      for (let order = side.levels.get(levelPrice)?.head ?? null; order; order = order.next) out.push(order);
    }
    return out;
  }

  private inAuction(): boolean {
    return isAuctionPhase(this.currentPhase);
  }

  private inAuctionBand(price: PriceUnits): boolean {
    return inAuctionBand(this, price);
  }

  // ---- order entry ---------------------------------------------------------------------------------------

  submit(request: OrderRequest): ActionResult {
    const instrument = this.instrument;
    const oddLot = isOddLot(instrument, request.quantity);
    const price =
      request.type === 'market' || request.type === 'at-auction' ? null : (request.price as PriceUnits);
    const order = new Order(
      request.id,
      request.side,
      request.type,
      price,
      request.quantity,
      request.quantity,
      this.priority + 1,
      request.owner,
      oddLot,
    );
    // One lookup of the id both finds a duplicate and files the new order (has then set was a fifth of the
    // matching bench's time); the checks below read the book's prices and phase, never the id map, and a
    // rejected order leaves the map before its event, so what the sink can see is as before.
    const orders = this.orders;
    if (orders.getOrInsert(request.id, order) !== order) {
      return this.reject('new', request.id, 'DUPLICATE_ORDER_ID');
    }
    const reason = checkNewOrder(this, request);
    if (reason !== null) {
      orders.delete(request.id);
      return this.reject('new', request.id, reason);
    }
    this.priority += 1;
    if (this.sink) {
      this.sink({
        type: 'accepted',
        seq: ++this.seq,
        ts: this.clock(),
        instrument: instrument.code,
        orderId: order.id,
        side: order.side,
        orderType: order.type,
        price,
        quantity: order.quantity,
        book: oddLot ? 'odd-lot' : 'board-lot',
      });
    }
    if (oddLot) this.matchOddLot(order);
    else if (this.inAuction()) this.restAuction(order);
    else this.matchContinuous(order);
    return OK;
  }

  /** End of day: cancels every open order (board lot, odd lot, at-auction), whatever the phase. */
  expireAll(reason: CancelReason = 'unfilled'): void {
    for (const order of [...this.orders.values()]) this.cancelOrder(order, reason);
  }

  cancel(orderId: string): ActionResult {
    const order = this.orders.get(orderId);
    if (!order) return this.reject('cancel', orderId, 'UNKNOWN_ORDER');
    if (this.noCancel()) return this.reject('cancel', orderId, 'CANCEL_NOT_ALLOWED');
    this.cancelOrder(order, 'requested');
    return OK;
  }

  /**
   * Amends quantity (the new total, filled plus open) and/or price. Reducing quantity at the same price keeps
   * time priority; a price change or a quantity increase loses it, and a new price may trade at once.
   */
  amend(orderId: string, change: { readonly quantity?: number; readonly price?: PriceUnits }): ActionResult {
    const order = this.orders.get(orderId);
    if (!order) return this.reject('amend', orderId, 'UNKNOWN_ORDER');
    if (this.instrument.amendAllowed === false || this.noCancel()) {
      return this.reject('amend', orderId, 'AMEND_NOT_ALLOWED');
    }
    const quantity = change.quantity ?? order.quantity;
    const price = change.price ?? order.price;
    if (order.price === null && change.price !== undefined)
      return this.reject('amend', orderId, 'AMEND_NOT_ALLOWED');
    if (!Number.isSafeInteger(quantity) || quantity <= order.filled) {
      return this.reject('amend', orderId, 'INVALID_QUANTITY');
    }
    // The order's own quantity passed these rules when it was entered or last amended (same side, same book).
    if (quantity !== order.quantity) {
      const quantityReason = checkQuantity(this.instrument, order.side, quantity, order.oddLot);
      if (quantityReason !== null) return this.reject('amend', orderId, quantityReason);
    }
    if (price !== null && price !== order.price) {
      const priceReason = checkPrice(this, order.side, order.type, price, order.oddLot);
      if (priceReason !== null) return this.reject('amend', orderId, priceReason);
    }
    const keepsPriority = price === order.price && quantity <= order.quantity;
    const newLeaves = quantity - order.filled;
    if (keepsPriority) {
      if (order.level) order.level.volume -= order.leaves - newLeaves;
      order.leaves = newLeaves;
      order.quantity = quantity;
      this.emitAmended(order, true);
      return OK;
    }
    this.detach(order);
    order.quantity = quantity;
    order.leaves = newLeaves;
    order.price = price;
    order.priority = ++this.priority;
    this.emitAmended(order, false);
    if (order.oddLot) this.matchOddLot(order);
    else if (this.inAuction()) this.restAuction(order);
    else this.matchContinuous(order);
    return OK;
  }

  private noCancel(): boolean {
    return isNoCancelPhase(this.currentPhase);
  }

  // ---- matching ------------------------------------------------------------------------------------------

  private matchContinuous(order: Order): void {
    const type = order.type;
    const hk = this.instrument.market === 'HK';
    // HK limit: only at its own price, i.e. at most the best queue; ELO/SLO: up to 10 queues.
    const maxQueues = !hk ? Infinity : type === 'limit' ? 1 : MAX_MATCHED_QUEUES;
    const isBuy = order.side === 'buy';
    const opposite = isBuy ? this.asks : this.bids;
    const limit = order.price;
    let queues = 0;
    let blocked = false;
    while (order.leaves > 0 && queues < maxQueues) {
      const level = opposite.best();
      if (level === undefined) break;
      if (limit !== null && (isBuy ? level.price > limit : level.price < limit)) break;
      if (this.priceGuard !== undefined && !this.priceGuard(level.price)) {
        blocked = true;
        break;
      }
      queues += 1;
      const price = level.price;
      while (order.leaves > 0) {
        const resting = level.head;
        if (resting === null) break;
        const quantity = resting.leaves < order.leaves ? resting.leaves : order.leaves;
        order.leaves -= quantity;
        order.filled += quantity;
        resting.leaves -= quantity;
        resting.filled += quantity;
        level.volume -= quantity;
        this.last = price;
        if (isBuy) this.emitTrade(order, resting, price, quantity, 'buy', 'board-lot');
        else this.emitTrade(resting, order, price, quantity, 'sell', 'board-lot');
        if (resting.leaves === 0) {
          opposite.unlink(resting);
          this.orders.delete(resting.id);
        }
      }
    }
    if (order.leaves === 0) {
      this.orders.delete(order.id);
      return;
    }
    if (type === 'special-limit' || type === 'market') {
      this.cancelOrder(order, order.filled === 0 && type === 'market' ? 'no-liquidity' : 'unfilled');
      return;
    }
    // A guard-blocked order still reaches the opposite best: resting it would cross the book, so the remainder
    // is cancelled instead (it may be re-entered inside the band).
    if (blocked) {
      this.cancelOrder(order, 'unfilled');
      return;
    }
    (isBuy ? this.bids : this.asks).append(order);
  }

  private restAuction(order: Order): void {
    if (order.price === null) (order.side === 'buy' ? this.atAuctionBuys : this.atAuctionSells).push(order);
    else (order.side === 'buy' ? this.bids : this.asks).append(order);
  }

  /**
   * The odd-lot market has no price-time priority: an odd-lot order trades only with opposite odd-lot orders at
   * exactly its price, the largest open quantity first (ties by arrival, for determinism), and rests otherwise.
   */
  private matchOddLot(order: Order): void {
    const price = order.price as PriceUnits;
    const isBuy = order.side === 'buy';
    const opposite = isBuy ? this.oddAsks : this.oddBids;
    const candidates = opposite.get(price);
    while (candidates && candidates.length > 0 && order.leaves > 0) {
      let pick = 0;
      candidates.forEach((candidate, index) => {
        const best = candidates[pick] as Order;
        if (
          candidate.leaves > best.leaves ||
          (candidate.leaves === best.leaves && candidate.priority < best.priority)
        ) {
          pick = index;
        }
      });
      const resting = candidates[pick] as Order;
      const quantity = Math.min(resting.leaves, order.leaves);
      order.leaves -= quantity;
      order.filled += quantity;
      resting.leaves -= quantity;
      resting.filled += quantity;
      if (isBuy) this.emitTrade(order, resting, price, quantity, 'buy', 'odd-lot');
      else this.emitTrade(resting, order, price, quantity, 'sell', 'odd-lot');
      if (resting.leaves === 0) {
        candidates.splice(pick, 1);
        this.orders.delete(resting.id);
      }
    }
    if (candidates && candidates.length === 0) opposite.delete(price);
    if (order.leaves === 0) {
      this.orders.delete(order.id);
      return;
    }
    const own = isBuy ? this.oddBids : this.oddAsks;
    const list = own.get(price);
    if (list) list.push(order);
    else own.set(price, [order]);
  }

  // ---- bookkeeping ---------------------------------------------------------------------------------------

  private fill(order: Order, quantity: number): void {
    order.leaves -= quantity;
    order.filled += quantity;
    if (order.level) order.level.volume -= quantity;
  }

  /** Removes a fully filled order from wherever it rests. */
  private retire(order: Order): void {
    if (order.level) (order.side === 'buy' ? this.bids : this.asks).unlink(order);
    this.orders.delete(order.id);
  }

  /** Takes an order out of its resting place without touching its quantities; it stays known by its id. */
  private detach(order: Order): void {
    if (order.level) {
      (order.side === 'buy' ? this.bids : this.asks).unlink(order);
    } else if (order.oddLot) {
      const map = order.side === 'buy' ? this.oddBids : this.oddAsks;
      const list = map.get(order.price as PriceUnits);
      if (list) {
        const index = list.indexOf(order);
        if (index >= 0) list.splice(index, 1);
        if (list.length === 0) map.delete(order.price as PriceUnits);
      }
    } else if (order.price === null) {
      const list = order.side === 'buy' ? this.atAuctionBuys : this.atAuctionSells;
      const index = list.indexOf(order);
      if (index >= 0) list.splice(index, 1);
    }
  }

  private cancelOrder(order: Order, reason: CancelReason): void {
    this.detach(order);
    this.orders.delete(order.id);
    const quantity = order.leaves;
    order.leaves = 0;
    if (this.sink) {
      this.sink({
        type: 'cancelled',
        seq: ++this.seq,
        ts: this.clock(),
        instrument: this.instrument.code,
        orderId: order.id,
        quantity,
        reason,
      });
    }
  }

  private reject(action: 'new' | 'cancel' | 'amend', orderId: string, reason: RejectReason): ActionResult {
    if (this.sink) {
      this.sink({
        type: 'rejected',
        seq: ++this.seq,
        ts: this.clock(),
        instrument: this.instrument.code,
        action,
        orderId,
        reason,
      });
    }
    return { ok: false, reason };
  }

  private emitAmended(order: Order, priorityKept: boolean): void {
    if (!this.sink) return;
    this.sink({
      type: 'amended',
      seq: ++this.seq,
      ts: this.clock(),
      instrument: this.instrument.code,
      orderId: order.id,
      quantity: order.quantity,
      leaves: order.leaves,
      price: order.price,
      priorityKept,
    });
  }

  private emitTrade(
    buy: Order,
    sell: Order,
    price: PriceUnits,
    quantity: number,
    aggressor: Side | null,
    book: 'board-lot' | 'odd-lot',
  ): void {
    const tradeId = ++this.tradeId;
    if (!this.sink) return;
    this.sink({
      type: 'trade',
      seq: ++this.seq,
      ts: this.clock(),
      instrument: this.instrument.code,
      tradeId,
      price,
      quantity,
      buyOrderId: buy.id,
      sellOrderId: sell.id,
      buyOwner: buy.owner,
      sellOwner: sell.owner,
      aggressor,
      buyLeaves: buy.leaves,
      sellLeaves: sell.leaves,
      book,
    });
  }
}
