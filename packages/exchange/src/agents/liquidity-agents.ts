import { roundToTick, ticksAway, type PriceUnits } from '@lantau/domain';
import type { OrderBook } from '../order-book';
import type { BookPhase, OrderType, Side } from '../types';
import type { Random } from '../simulator/deps';
import { HK_BROKERS } from './brokers';
import type { FairValue } from './fair-value';

// Market makers and noise traders for one instrument's book. Market makers keep a ladder of at least
// LADDER_LEVELS prices on each side around the fair value, several brokers per price (one order each) so the
// HK broker queue fills its 40 slots; noise traders send marketable orders leaning towards the fair value (that
// is what moves the traded price) and passive ones near the touch. In call auctions both use the auction's
// order type (HK: at-auction limit, else limit), and noise traders cross around the fair value so the
// indicative equilibrium price and volume mean something.

export const LADDER_LEVELS = 11;
/** Levels beyond this on a side are cancelled, so a drifting price does not pile up stale orders. */
const MAX_LEVELS = 16;
/** Agent orders kept at one price: passive noise orders would otherwise pile up at the touch for ever. */
const MAX_ORDERS_PER_LEVEL = 12;
const BROKER_STRIDES = [1, 7, 11, 13, 17, 19];

/** Uniform integer in [min, max]. */
function between(random: Random, min: number, max: number): number {
  return min + random.int(max - min + 1);
}

export interface AgentContext {
  readonly book: OrderBook;
  readonly random: Random;
  readonly fair: FairValue;
  /** Typical board lots per agent order. */
  readonly lots: number;
  /** A fresh agent order id for a broker; agent ids start with '~'. */
  nextId(brokerId: string): string;
}

/** Agent order ids carry their broker: '~1799.42'. */
export function agentBroker(orderId: string): string | undefined {
  if (!orderId.startsWith('~')) return undefined;
  const dot = orderId.indexOf('.');
  return dot < 0 ? undefined : orderId.slice(1, dot);
}

function inputPhase(phase: BookPhase): boolean {
  return phase === 'continuous' || phase === 'pre-opening' || phase === 'closing-auction';
}

function restingType(ctx: AgentContext): OrderType {
  const { book } = ctx;
  if (book.phase === 'continuous') return 'limit';
  return book.instrument.market === 'HK' ? 'at-auction-limit' : 'limit';
}

/** Whether the book would accept a priced order at `price` in this phase (bands and daily limits). */
function allowedPrice(book: OrderBook, price: PriceUnits): boolean {
  const spec = book.instrument;
  const limits = book.priceLimits;
  if (limits !== undefined && (price > limits.up || price < limits.down)) return false;
  const factor = spec.nominalPriceFactor;
  if (factor !== undefined) {
    const nominal = book.lastPrice ?? spec.previousClose;
    if (price >= factor * nominal || price * factor <= nominal) return false;
  }
  if (book.phase === 'continuous') return true;
  const percent =
    book.phase === 'pre-opening' ? spec.openingAuctionBandPercent : spec.closingAuctionBandPercent;
  if (percent === undefined || spec.market !== 'HK') return true;
  return Math.abs(price - book.referencePrice) * 100 <= percent * book.referencePrice;
}

function quantity(ctx: AgentContext, scale = 1): number {
  const spec = ctx.book.instrument;
  const lots = Math.max(1, Math.round(ctx.lots * scale * Math.exp(0.6 * ctx.random.normal())));
  const capped = Math.min(lots, spec.maxLotsPerOrder ?? Infinity);
  let shares = capped * spec.lotSize;
  // A/B shares buy in round lots of 100 (or the broker's buy lot).
  const buyLot = spec.buyLotSize ?? 1;
  shares = Math.max(buyLot, shares - (shares % buyLot));
  if (spec.maxQuantityPerOrder !== undefined)
    shares = Math.min(shares, spec.maxQuantityPerOrder - (spec.maxQuantityPerOrder % buyLot));
  return shares;
}

/** The market makers' inside prices: around the fair value, never crossing the opposite side. */
function insidePrices(ctx: AgentContext): { bid: PriceUnits; ask: PriceUnits } | undefined {
  const { book } = ctx;
  const table = book.instrument.spreadTable;
  let bid = roundToTick(table, Math.floor(ctx.fair.value), 'down');
  if (bid === undefined) return undefined;
  let ask = ticksAway(table, bid, 1);
  if (ask === undefined) return undefined;
  if (book.phase === 'continuous') {
    const bestAsk = book.bestAsk();
    const bestBid = book.bestBid();
    if (bestAsk !== undefined && bid >= bestAsk) bid = ticksAway(table, bestAsk, -1) ?? bid;
    if (bestBid !== undefined && ask <= bestBid) ask = ticksAway(table, bestBid, 1) ?? ask;
  }
  return { bid, ask };
}

/**
 * Trims every level beyond MAX_LEVELS, then fills missing ladder prices (best first) with what is left of
 * `budget` book operations. Returns the operations used. The trim is not capped by the budget: on a fine tick
 * table (US cents) a drifting fair value leaves levels behind at almost every step, and a trim that only got
 * what filling left over fell behind and let the books grow without bound (hundreds of MB an hour).
 */
export function marketMakerStep(ctx: AgentContext, budget: number): number {
  const { book } = ctx;
  if (!inputPhase(book.phase)) return 0;
  const inside = insidePrices(ctx);
  if (inside === undefined) return 0;
  let ops = 0;
  for (const side of ['buy', 'sell'] as const) ops += trimLadder(ctx, side);
  for (const side of ['buy', 'sell'] as const) {
    if (ops >= budget) break;
    ops += fillLadder(ctx, side, side === 'buy' ? inside.bid : inside.ask, budget - ops);
  }
  return ops;
}

function fillLadder(ctx: AgentContext, side: Side, top: PriceUnits, budget: number): number {
  const { book, random } = ctx;
  const table = book.instrument.spreadTable;
  const present = new Set(book.depth(side, MAX_LEVELS + 4).map((level) => level.price));
  const direction = side === 'buy' ? -1 : 1;
  const type = restingType(ctx);
  let ops = 0;
  let price: PriceUnits | undefined = top;
  for (let level = 0; level < LADDER_LEVELS && price !== undefined && ops < budget; level += 1) {
    if (!present.has(price) && allowedPrice(book, price)) {
      const brokers = between(random, 3, 5);
      const start = between(random, 0, HK_BROKERS.length - 1);
      const stride = BROKER_STRIDES[between(random, 0, BROKER_STRIDES.length - 1)] as number;
      for (let i = 0; i < brokers; i += 1) {
        const broker = HK_BROKERS[(start + i * stride) % HK_BROKERS.length] as (typeof HK_BROKERS)[number];
        // Deeper levels carry more size, as real books do.
        book.submit({
          id: ctx.nextId(broker.id),
          side,
          type,
          quantity: quantity(ctx, 1 + level * 0.15),
          price,
          owner: broker.id,
        });
        ops += 1;
      }
    }
    price = ticksAway(table, price, direction);
  }
  return ops;
}

/**
 * Cancels the agents' orders on the levels beyond MAX_LEVELS, and the oldest agent orders of a level that holds
 * more than MAX_ORDERS_PER_LEVEL (so the front of the broker queue changes hands, as it does on a real book).
 */
function trimLadder(ctx: AgentContext, side: Side): number {
  const { book } = ctx;
  let ops = 0;
  for (const level of book.depth(side, MAX_LEVELS)) {
    let excess = level.orders - MAX_ORDERS_PER_LEVEL;
    for (const id of excess > 0 ? book.queueIds(side, level.price) : []) {
      if (excess <= 0) break;
      if (!id.startsWith('~')) continue;
      book.cancel(id);
      ops += 1;
      excess -= 1;
    }
  }
  // Client orders stay where they are, so a level may survive the trim; the agents' orders around it go.
  for (const price of book.worstPrices(side, book.levelCount(side) - MAX_LEVELS)) {
    for (const id of book.queueIds(side, price)) {
      if (!id.startsWith('~')) continue;
      book.cancel(id);
      ops += 1;
    }
  }
  return ops;
}

/** One noise trader action: a marketable order leaning towards the fair value, or a passive one. */
export function noiseStep(ctx: AgentContext): number {
  const { book, random } = ctx;
  const spec = book.instrument;
  const table = spec.spreadTable;
  if (book.phase !== 'continuous') return auctionNoise(ctx);
  const bestBid = book.bestBid();
  const bestAsk = book.bestAsk();
  if (bestBid === undefined || bestAsk === undefined) return 0;
  const broker = HK_BROKERS[between(random, 0, HK_BROKERS.length - 1)] as (typeof HK_BROKERS)[number];
  const id = ctx.nextId(broker.id);
  const owner = broker.id;
  if (random.next() < 0.6) {
    const tick = (ticksAway(table, bestBid, 1) ?? bestBid + 1) - bestBid;
    const lean = Math.max(-0.35, Math.min(0.35, ((ctx.fair.value - (bestBid + bestAsk) / 2) / tick) * 0.2));
    const side: Side = random.next() < 0.5 + lean ? 'buy' : 'sell';
    const opposite = side === 'buy' ? bestAsk : bestBid;
    const qty = quantity(ctx, 0.8);
    const through = (n: number) => ticksAway(table, opposite, side === 'buy' ? n : -n) ?? opposite;
    const pick = random.next();
    if (spec.market === 'HK') {
      if (pick < 0.75) book.submit({ id, side, type: 'limit', quantity: qty, price: opposite, owner });
      else
        book.submit({
          id,
          side,
          type: 'enhanced-limit',
          quantity: qty * 2,
          price: through(between(random, 1, 3)),
          owner,
        });
    } else if (spec.continuousOrderTypes.includes('market') && pick < 0.3) {
      book.submit({ id, side, type: 'market', quantity: qty, owner });
    } else {
      const price = through(between(random, 0, 1));
      if (allowedPrice(book, price)) book.submit({ id, side, type: 'limit', quantity: qty, price, owner });
    }
    return 1;
  }
  const side: Side = random.next() < 0.5 ? 'buy' : 'sell';
  const own = side === 'buy' ? bestBid : bestAsk;
  const price = ticksAway(table, own, (side === 'buy' ? -1 : 1) * between(random, 0, 4));
  if (price === undefined || !allowedPrice(book, price)) return 0;
  book.submit({ id, side, type: 'limit', quantity: quantity(ctx), price, owner });
  return 1;
}

/** The odd-lot market maker's broker: it takes odd lots for its own book, as HKEX's odd-lot dealers do. */
const ODD_LOT_DEALER = HK_BROKERS[0] as (typeof HK_BROKERS)[number];

/**
 * The odd-lot market maker. HKEX odd lots trade apart from the board (a semi-automatic matching without
 * price-time priority, hk-market.md), where few orders rest: in practice a dealer takes them at the board price.
 * So in continuous trading the dealer takes every client odd-lot order priced at or through the board-lot touch
 * (a sell at or below the best bid, a buy at or above the best ask): it sends the opposite odd-lot order at the
 * client's price and quantity, which the odd-lot book matches at that price. An order priced away from the board
 * rests until the board reaches it. Returns the orders sent.
 */
export function oddLotDealerStep(ctx: AgentContext): number {
  const { book } = ctx;
  if (book.phase !== 'continuous' || !book.hasOddLotOrders()) return 0;
  let sent = 0;
  for (const side of ['buy', 'sell'] as const) {
    const touch = side === 'buy' ? book.bestAsk() : book.bestBid();
    if (touch === undefined) continue;
    for (const order of book.oddLotOrders(side)) {
      if (order.id.startsWith('~') || order.price === null || order.leaves === 0) continue;
      if (side === 'buy' ? order.price < touch : order.price > touch) continue;
      book.submit({
        id: ctx.nextId(ODD_LOT_DEALER.id),
        side: side === 'buy' ? 'sell' : 'buy',
        type: 'limit',
        quantity: order.leaves,
        price: order.price,
        owner: ODD_LOT_DEALER.id,
      });
      sent += 1;
    }
  }
  return sent;
}

/** In an auction's input phase: orders crossing around the fair value (HK: some at-auction orders too). */
function auctionNoise(ctx: AgentContext): number {
  const { book, random } = ctx;
  if (book.phase !== 'pre-opening' && book.phase !== 'closing-auction') return 0;
  // Auctions gather a small share of the day's volume: noise traders join only now and then, in small size.
  if (random.next() >= 0.3) return 0;
  const spec = book.instrument;
  const broker = HK_BROKERS[between(random, 0, HK_BROKERS.length - 1)] as (typeof HK_BROKERS)[number];
  const side: Side = random.next() < 0.5 ? 'buy' : 'sell';
  const id = ctx.nextId(broker.id);
  const qty = quantity(ctx, 0.5);
  if (spec.market === 'HK' && random.next() < 0.15) {
    book.submit({ id, side, type: 'at-auction', quantity: qty, owner: broker.id });
    return 1;
  }
  const base = roundToTick(spec.spreadTable, Math.round(ctx.fair.value), 'nearest');
  if (base === undefined) return 0;
  const price = ticksAway(spec.spreadTable, base, (side === 'buy' ? 1 : -1) * between(random, 0, 3));
  if (price === undefined || !allowedPrice(book, price)) return 0;
  book.submit({ id, side, type: restingType(ctx), quantity: qty, price, owner: broker.id });
  return 1;
}
