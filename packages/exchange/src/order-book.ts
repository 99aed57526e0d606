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
// - The book's open orders live in typed arrays (OrderSlots), one slot per order, named by a small integer
//   handle; a freed slot is reused by the next order. The id map only turns a platform id into its handle.
//   Objects per order were 128 bytes apiece scattered over the heap, and every step along a queue or a lookup's
//   hit was a cache miss on one (the matching bench's profile, bench/README.md); slots keep neighbours a few
//   bytes apart and allocate nothing per order.
// - A price level is a FIFO doubly linked list through the slots' prev/next, so add, cancel and fill are O(1)
//   once the level is found. Each side keeps its prices in a sorted array with the best price last: matching
//   pops from the end and new levels near the touch are spliced in near the end. Levels are looked up by price
//   in a Map.
// - Everything the book does is reported through one event sink, in order, with a per-book sequence number and
//   a timestamp from the injected clock; the same inputs and clock give the same events.

const MAX_MATCHED_QUEUES = 10; // HK enhanced and special limit orders
const OK: ActionResult = { ok: true };
/** No order: the end of a queue. */
const NONE = -1;
/** The first slots of a book; the simulator holds one book per instrument, most of them with few orders. */
const INITIAL_SLOTS = 16;

/**
 * Every open order of one book, as columns indexed by the order's handle. A handle is valid from `allocate`
 * until `release`; released handles are reused last-freed first, so a book that holds about n orders touches
 * about n slots.
 *
 * Links and flags are typed arrays. Prices and quantities are plain arrays of small integers instead: a number
 * read from a Float64Array is a double, and V8 boxed each one that went into an event, a level or a map key (the
 * bench allocated 245 bytes an operation with Float64Arrays, 217 without); a plain array holds them as small
 * integers, 8 bytes apiece like a Float64Array, and a null price (market, at-auction) as null.
 */
class OrderSlots {
  prev = new Int32Array(INITIAL_SLOTS);
  next = new Int32Array(INITIAL_SLOTS);
  isBuy = new Uint8Array(INITIAL_SLOTS);
  oddLot = new Uint8Array(INITIAL_SLOTS);
  readonly leaves: number[] = [];
  readonly filled: number[] = [];
  readonly quantity: number[] = [];
  readonly price: Array<PriceUnits | null> = [];
  readonly priority: number[] = [];
  readonly ids: string[] = [];
  readonly owners: Array<string | undefined> = [];
  readonly types: OrderType[] = [];
  /** The board-lot level an order rests in, else null (odd lot, at-auction, or not resting). */
  readonly levels: Array<Level | null> = [];
  private used = 0;
  private readonly free: number[] = [];

  allocate(): number {
    if (this.free.length > 0) return this.free.pop() as number;
    if (this.used === this.prev.length) this.grow();
    const handle = this.used;
    this.used += 1;
    // Filled in order so the arrays stay packed (no holes to check on every read).
    this.ids.push('');
    this.owners.push(undefined);
    this.types.push('limit');
    this.levels.push(null);
    this.leaves.push(0);
    this.filled.push(0);
    this.quantity.push(0);
    this.price.push(null);
    this.priority.push(0);
    return handle;
  }

  release(handle: number): void {
    this.free.push(handle);
  }

  priceOf(handle: number): PriceUnits | null {
    return this.price[handle] as PriceUnits | null;
  }

  private grow(): void {
    const size = this.prev.length * 2;
    const int32 = (from: Int32Array) => {
      const to = new Int32Array(size);
      to.set(from);
      return to;
    };
    const uint8 = (from: Uint8Array) => {
      const to = new Uint8Array(size);
      to.set(from);
      return to;
    };
    this.prev = int32(this.prev);
    this.next = int32(this.next);
    this.isBuy = uint8(this.isBuy);
    this.oddLot = uint8(this.oddLot);
  }
}

/**
 * The id map with Map.prototype.getOrInsert (in Node.js 26, the project's runtime, and the TC39 upsert proposal;
 * TypeScript's ES2023 library does not declare it yet): platform id to handle.
 */
type IdMap = Map<string, number> & { getOrInsert(key: string, value: number): number };

class Level {
  head = NONE;
  tail = NONE;
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
  constructor(
    readonly isBid: boolean,
    private readonly slots: OrderSlots,
  ) {}

  best(): Level | undefined {
    return this.bestLevel;
  }

  append(order: number): void {
    const slots = this.slots;
    const price = slots.price[order] as PriceUnits;
    let level = this.levels.get(price);
    if (level === undefined) {
      level = new Level(price);
      this.levels.set(price, level);
      this.insertPrice(price, level);
    }
    slots.levels[order] = level;
    const tail = level.tail;
    slots.prev[order] = tail;
    slots.next[order] = NONE;
    if (tail !== NONE) slots.next[tail] = order;
    else level.head = order;
    level.tail = order;
    level.volume += slots.leaves[order] as number;
    level.count += 1;
  }

  unlink(order: number): void {
    const slots = this.slots;
    const level = slots.levels[order] as Level;
    const prev = slots.prev[order] as number;
    const next = slots.next[order] as number;
    if (prev !== NONE) slots.next[prev] = next;
    else level.head = next;
    if (next !== NONE) slots.prev[next] = prev;
    else level.tail = prev;
    slots.levels[order] = null;
    level.volume -= slots.leaves[order] as number;
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
  private readonly slots = new OrderSlots();
  /** Open orders' handles by id, in arrival order (auctions and end of day walk them so). */
  private readonly orders = new Map<string, number>() as IdMap;
  private readonly bids: BookSide;
  private readonly asks: BookSide;
  private readonly oddBids = new Map<PriceUnits, number[]>();
  private readonly oddAsks = new Map<PriceUnits, number[]>();
  private readonly atAuctionBuys: number[] = [];
  private readonly atAuctionSells: number[] = [];
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
    this.bids = new BookSide(true, this.slots);
    this.asks = new BookSide(false, this.slots);
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
    const handle = this.orders.get(id);
    return handle === undefined ? undefined : this.view(handle);
  }
  private view(handle: number): OrderView {
    const slots = this.slots;
    return {
      id: slots.ids[handle] as string,
      side: slots.isBuy[handle] === 1 ? 'buy' : 'sell',
      type: slots.types[handle] as OrderType,
      price: slots.priceOf(handle),
      quantity: slots.quantity[handle] as number,
      filled: slots.filled[handle] as number,
      leaves: slots.leaves[handle] as number,
      book: slots.oddLot[handle] === 1 ? 'odd-lot' : 'board-lot',
    };
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
    for (let order = level?.head ?? NONE; order !== NONE; order = this.slots.next[order] as number)
      out.push(this.view(order));
    return out;
  }
  /** Ids of the board-lot orders at one price in time priority, at most `max` (cheap: the broker queue). */
  queueIds(side: Side, price: PriceUnits, max = Infinity): string[] {
    const level = (side === 'buy' ? this.bids : this.asks).levels.get(price);
    const { ids, next } = this.slots;
    const out: string[] = [];
    for (let order = level?.head ?? NONE; order !== NONE && out.length < max; order = next[order] as number)
      out.push(ids[order] as string);
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
      for (const order of list) out.push(this.view(order));
    }
    return out;
  }
  /** Every open order, for invariant checks and end-of-day handling. */
  openOrders(): OrderView[] {
    return [...this.orders.values()].map((order) => this.view(order));
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
    const slots = this.slots;
    // Open quantity, not original: orders carried from continuous trading into the closing auction may be
    // partly filled already.
    const interest = (order: number): AuctionInterest => ({
      price: slots.priceOf(order),
      quantity: slots.leaves[order] as number,
    });
    const buys: AuctionInterest[] = this.atAuctionBuys.map(interest);
    const sells: AuctionInterest[] = this.atAuctionSells.map(interest);
    for (const order of this.orders.values()) {
      const price = slots.priceOf(order);
      if (slots.oddLot[order] === 1 || price === null || !this.inAuctionBand(price)) continue;
      (slots.isBuy[order] === 1 ? buys : sells).push(interest(order));
    }
    return findEquilibrium(buys, sells, this.auctionReference);
  }

  /**
   * Executes the auction at the equilibrium price: at-auction orders first in time order, then limit orders by
   * price and time. Unfilled at-auction orders are cancelled; unfilled at-auction limit orders stay as limit
   * orders (they carry into continuous trading after the pre-opening session). Returns the equilibrium used.
   */
  uncross(): Equilibrium | null {
    const slots = this.slots;
    const equilibrium = this.indicativeEquilibrium();
    if (equilibrium) {
      const price = equilibrium.price;
      const buys = this.auctionParticipants(this.atAuctionBuys, this.bids, price);
      const sells = this.auctionParticipants(this.atAuctionSells, this.asks, price);
      let remaining = equilibrium.volume;
      let b = 0;
      let s = 0;
      while (remaining > 0) {
        const buy = buys[b] as number;
        const sell = sells[s] as number;
        const quantity = Math.min(slots.leaves[buy] as number, slots.leaves[sell] as number, remaining);
        remaining -= quantity;
        this.fill(buy, quantity);
        this.fill(sell, quantity);
        this.emitTrade(buy, sell, price, quantity, null, 'board-lot');
        if (slots.leaves[buy] === 0) b += 1;
        if (slots.leaves[sell] === 0) s += 1;
      }
      // Every retired order's slot is read before any is reused (nothing is allocated until the next submit).
      for (const order of [...buys, ...sells]) if (slots.leaves[order] === 0) this.retire(order);
      this.last = price;
    }
    for (const list of [this.atAuctionBuys, this.atAuctionSells]) {
      for (const order of list.splice(0)) {
        if ((slots.leaves[order] as number) > 0) this.cancelOrder(order, 'auction-unfilled');
      }
    }
    for (const order of this.orders.values()) {
      if (slots.types[order] === 'at-auction-limit') slots.types[order] = 'limit';
    }
    return equilibrium;
  }

  private auctionParticipants(atAuction: number[], side: BookSide, price: PriceUnits): number[] {
    const slots = this.slots;
    const out = atAuction.filter((order) => (slots.leaves[order] as number) > 0);
    for (let i = side.prices.length - 1; i >= 0; i -= 1) {
      const levelPrice = side.prices[i] as PriceUnits;
      if (side.isBid ? levelPrice < price : levelPrice > price) break;
      if (!this.inAuctionBand(levelPrice)) continue;
      const level = side.levels.get(levelPrice);
      for (let order = level?.head ?? NONE; order !== NONE; order = slots.next[order] as number)
        out.push(order);
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
    const slots = this.slots;
    const id = request.id;
    const order = slots.allocate();
    // One lookup of the id both finds a duplicate and files the new order (has then set was a fifth of the
    // matching bench's time); the checks below read the book's prices and phase, never the id map, and a
    // rejected order leaves the map before its event, so what the sink can see is as before.
    const orders = this.orders;
    if (orders.getOrInsert(id, order) !== order) {
      slots.release(order);
      return this.reject('new', id, 'DUPLICATE_ORDER_ID');
    }
    slots.ids[order] = id;
    const reason = checkNewOrder(this, request);
    if (reason !== null) {
      orders.delete(id);
      slots.release(order);
      return this.reject('new', id, reason);
    }
    const oddLot = isOddLot(instrument, request.quantity);
    const type = request.type;
    const price = type === 'market' || type === 'at-auction' ? null : (request.price as PriceUnits);
    const isBuy = request.side === 'buy';
    slots.owners[order] = request.owner;
    slots.types[order] = type;
    slots.levels[order] = null;
    slots.isBuy[order] = isBuy ? 1 : 0;
    slots.oddLot[order] = oddLot ? 1 : 0;
    slots.price[order] = price;
    slots.quantity[order] = request.quantity;
    slots.leaves[order] = request.quantity;
    slots.filled[order] = 0;
    slots.priority[order] = ++this.priority;
    if (this.sink) {
      this.sink({
        type: 'accepted',
        seq: ++this.seq,
        ts: this.clock(),
        instrument: instrument.code,
        orderId: id,
        side: request.side,
        orderType: type,
        price,
        quantity: request.quantity,
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
    if (order === undefined) return this.reject('cancel', orderId, 'UNKNOWN_ORDER');
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
    if (order === undefined) return this.reject('amend', orderId, 'UNKNOWN_ORDER');
    if (this.instrument.amendAllowed === false || this.noCancel()) {
      return this.reject('amend', orderId, 'AMEND_NOT_ALLOWED');
    }
    const slots = this.slots;
    const oldQuantity = slots.quantity[order] as number;
    const oldPrice = slots.priceOf(order);
    const filled = slots.filled[order] as number;
    const oddLot = slots.oddLot[order] === 1;
    const side: Side = slots.isBuy[order] === 1 ? 'buy' : 'sell';
    const quantity = change.quantity ?? oldQuantity;
    const price = change.price ?? oldPrice;
    if (oldPrice === null && change.price !== undefined)
      return this.reject('amend', orderId, 'AMEND_NOT_ALLOWED');
    if (!Number.isSafeInteger(quantity) || quantity <= filled) {
      return this.reject('amend', orderId, 'INVALID_QUANTITY');
    }
    // The order's own quantity passed these rules when it was entered or last amended (same side, same book).
    if (quantity !== oldQuantity) {
      const quantityReason = checkQuantity(this.instrument, side, quantity, oddLot);
      if (quantityReason !== null) return this.reject('amend', orderId, quantityReason);
    }
    if (price !== null && price !== oldPrice) {
      const priceReason = checkPrice(this, side, slots.types[order] as OrderType, price, oddLot);
      if (priceReason !== null) return this.reject('amend', orderId, priceReason);
    }
    const keepsPriority = price === oldPrice && quantity <= oldQuantity;
    const newLeaves = quantity - filled;
    if (keepsPriority) {
      const level = slots.levels[order];
      if (level) level.volume -= (slots.leaves[order] as number) - newLeaves;
      slots.leaves[order] = newLeaves;
      slots.quantity[order] = quantity;
      this.emitAmended(order, true);
      return OK;
    }
    this.detach(order);
    slots.quantity[order] = quantity;
    slots.leaves[order] = newLeaves;
    slots.price[order] = price;
    slots.priority[order] = ++this.priority;
    this.emitAmended(order, false);
    if (oddLot) this.matchOddLot(order);
    else if (this.inAuction()) this.restAuction(order);
    else this.matchContinuous(order);
    return OK;
  }

  private noCancel(): boolean {
    return isNoCancelPhase(this.currentPhase);
  }

  // ---- matching ------------------------------------------------------------------------------------------

  private matchContinuous(order: number): void {
    const slots = this.slots;
    const type = slots.types[order] as OrderType;
    const hk = this.instrument.market === 'HK';
    // HK limit: only at its own price, i.e. at most the best queue; ELO/SLO: up to 10 queues.
    const maxQueues = !hk ? Infinity : type === 'limit' ? 1 : MAX_MATCHED_QUEUES;
    const isBuy = slots.isBuy[order] === 1;
    const opposite = isBuy ? this.asks : this.bids;
    const limit = slots.priceOf(order);
    let queues = 0;
    let blocked = false;
    while ((slots.leaves[order] as number) > 0 && queues < maxQueues) {
      const level = opposite.best();
      if (level === undefined) break;
      if (limit !== null && (isBuy ? level.price > limit : level.price < limit)) break;
      if (this.priceGuard !== undefined && !this.priceGuard(level.price)) {
        blocked = true;
        break;
      }
      queues += 1;
      const price = level.price;
      while ((slots.leaves[order] as number) > 0) {
        const resting = level.head;
        if (resting === NONE) break;
        const restingLeaves = slots.leaves[resting] as number;
        const orderLeaves = slots.leaves[order] as number;
        const quantity = restingLeaves < orderLeaves ? restingLeaves : orderLeaves;
        slots.leaves[order] = orderLeaves - quantity;
        slots.filled[order] = (slots.filled[order] as number) + quantity;
        slots.leaves[resting] = restingLeaves - quantity;
        slots.filled[resting] = (slots.filled[resting] as number) + quantity;
        level.volume -= quantity;
        this.last = price;
        if (isBuy) this.emitTrade(order, resting, price, quantity, 'buy', 'board-lot');
        else this.emitTrade(resting, order, price, quantity, 'sell', 'board-lot');
        if (restingLeaves === quantity) {
          opposite.unlink(resting);
          this.forget(resting);
        }
      }
    }
    if (slots.leaves[order] === 0) {
      this.forget(order);
      return;
    }
    if (type === 'special-limit' || type === 'market') {
      this.cancelOrder(order, slots.filled[order] === 0 && type === 'market' ? 'no-liquidity' : 'unfilled');
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

  private restAuction(order: number): void {
    const isBuy = this.slots.isBuy[order] === 1;
    if (this.slots.priceOf(order) === null) (isBuy ? this.atAuctionBuys : this.atAuctionSells).push(order);
    else (isBuy ? this.bids : this.asks).append(order);
  }

  /**
   * The odd-lot market has no price-time priority: an odd-lot order trades only with opposite odd-lot orders at
   * exactly its price, the largest open quantity first (ties by arrival, for determinism), and rests otherwise.
   */
  private matchOddLot(order: number): void {
    const slots = this.slots;
    const price = slots.price[order] as PriceUnits;
    const isBuy = slots.isBuy[order] === 1;
    const opposite = isBuy ? this.oddAsks : this.oddBids;
    const candidates = opposite.get(price);
    while (candidates && candidates.length > 0 && (slots.leaves[order] as number) > 0) {
      let pick = 0;
      candidates.forEach((candidate, index) => {
        const best = candidates[pick] as number;
        const leaves = slots.leaves[candidate] as number;
        const bestLeaves = slots.leaves[best] as number;
        if (
          leaves > bestLeaves ||
          (leaves === bestLeaves && (slots.priority[candidate] as number) < (slots.priority[best] as number))
        ) {
          pick = index;
        }
      });
      const resting = candidates[pick] as number;
      const quantity = Math.min(slots.leaves[resting] as number, slots.leaves[order] as number);
      this.fill(order, quantity);
      this.fill(resting, quantity);
      if (isBuy) this.emitTrade(order, resting, price, quantity, 'buy', 'odd-lot');
      else this.emitTrade(resting, order, price, quantity, 'sell', 'odd-lot');
      if (slots.leaves[resting] === 0) {
        candidates.splice(pick, 1);
        this.forget(resting);
      }
    }
    if (candidates && candidates.length === 0) opposite.delete(price);
    if (slots.leaves[order] === 0) {
      this.forget(order);
      return;
    }
    const own = isBuy ? this.oddBids : this.oddAsks;
    const list = own.get(price);
    if (list) list.push(order);
    else own.set(price, [order]);
  }

  // ---- bookkeeping ---------------------------------------------------------------------------------------

  /** An order's open quantity goes down (the level's with it, where it rests in one). */
  private fill(order: number, quantity: number): void {
    const slots = this.slots;
    slots.leaves[order] = (slots.leaves[order] as number) - quantity;
    slots.filled[order] = (slots.filled[order] as number) + quantity;
    const level = slots.levels[order];
    if (level) level.volume -= quantity;
  }

  /** An order no longer open and out of every resting place: its id is free and its slot reusable. */
  private forget(order: number): void {
    this.orders.delete(this.slots.ids[order] as string);
    this.slots.release(order);
  }

  /** Removes a fully filled order from wherever it rests. */
  private retire(order: number): void {
    if (this.slots.levels[order]) (this.slots.isBuy[order] === 1 ? this.bids : this.asks).unlink(order);
    this.forget(order);
  }

  /** Takes an order out of its resting place without touching its quantities; it stays known by its id. */
  private detach(order: number): void {
    const slots = this.slots;
    const isBuy = slots.isBuy[order] === 1;
    if (slots.levels[order]) {
      (isBuy ? this.bids : this.asks).unlink(order);
    } else if (slots.oddLot[order] === 1) {
      const map = isBuy ? this.oddBids : this.oddAsks;
      const price = slots.price[order] as PriceUnits;
      const list = map.get(price);
      if (list) {
        const index = list.indexOf(order);
        if (index >= 0) list.splice(index, 1);
        if (list.length === 0) map.delete(price);
      }
    } else if (slots.priceOf(order) === null) {
      const list = isBuy ? this.atAuctionBuys : this.atAuctionSells;
      const index = list.indexOf(order);
      if (index >= 0) list.splice(index, 1);
    }
  }

  private cancelOrder(order: number, reason: CancelReason): void {
    const slots = this.slots;
    this.detach(order);
    const orderId = slots.ids[order] as string;
    const quantity = slots.leaves[order] as number;
    slots.leaves[order] = 0;
    this.forget(order);
    if (this.sink) {
      this.sink({
        type: 'cancelled',
        seq: ++this.seq,
        ts: this.clock(),
        instrument: this.instrument.code,
        orderId,
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

  private emitAmended(order: number, priorityKept: boolean): void {
    if (!this.sink) return;
    const slots = this.slots;
    this.sink({
      type: 'amended',
      seq: ++this.seq,
      ts: this.clock(),
      instrument: this.instrument.code,
      orderId: slots.ids[order] as string,
      quantity: slots.quantity[order] as number,
      leaves: slots.leaves[order] as number,
      price: slots.priceOf(order),
      priorityKept,
    });
  }

  private emitTrade(
    buy: number,
    sell: number,
    price: PriceUnits,
    quantity: number,
    aggressor: Side | null,
    book: 'board-lot' | 'odd-lot',
  ): void {
    const tradeId = ++this.tradeId;
    if (!this.sink) return;
    const slots = this.slots;
    this.sink({
      type: 'trade',
      seq: ++this.seq,
      ts: this.clock(),
      instrument: this.instrument.code,
      tradeId,
      price,
      quantity,
      buyOrderId: slots.ids[buy] as string,
      sellOrderId: slots.ids[sell] as string,
      buyOwner: slots.owners[buy],
      sellOwner: slots.owners[sell],
      aggressor,
      buyLeaves: slots.leaves[buy] as number,
      sellLeaves: slots.leaves[sell] as number,
      book,
    });
  }
}
