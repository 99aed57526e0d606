import { roundToTick, type PriceUnits } from '@lantau/domain';
import { brokerById } from '../agents/brokers';
import type { Equilibrium } from '../auction';
import { brokerQueue } from './broker-queue';
import type { InstrumentRuntime } from './instrument-runtime';
import type { AuctionState, BrokerQueueSlot, MarketPhase, PriceBand, QuoteState } from './types';

// Builds the immutable QuoteState of an instrument from its runtime and book.

const DEPTH_LEVELS = 10;
const NONE: readonly never[] = [];
const PRE_OPENING_PHASES: ReadonlySet<MarketPhase> = new Set([
  'PRE_OPENING',
  'PRE_OPENING_NO_CANCEL',
  'RANDOM_MATCHING',
]);
const CLOSING_PHASES: ReadonlySet<MarketPhase> = new Set([
  'CLOSING_REFERENCE',
  'CLOSING_AUCTION',
  'CLOSING_NO_CANCEL',
  'RANDOM_CLOSE',
]);

export interface PlatformBroker {
  readonly id: string;
  readonly name: string;
}

export function buildQuote(
  rt: InstrumentRuntime,
  phase: MarketPhase,
  time: number,
  platform: PlatformBroker,
): QuoteState {
  const { book, ref } = rt;
  const auction = book.phase !== 'continuous' && book.phase !== 'closed';
  const equilibrium = auction ? book.indicativeEquilibrium() : null;
  const hk = ref.market === 'HK';
  const brokerOf = (orderId: string): BrokerQueueSlot => {
    const id = rt.brokerOf(orderId);
    return id === undefined ? platformSlot(platform) : brokerSlot(id);
  };
  const vcm = rt.vcm?.state(time) ?? null;
  rt.seq += 1;
  return {
    instrument: ref,
    seq: rt.seq,
    time,
    phase,
    previousClose: rt.previousClose,
    last: rt.last,
    open: rt.open,
    high: rt.high,
    low: rt.low,
    volume: rt.volume,
    turnover: rt.turnover,
    monthOpenReference: rt.stats.monthOpenReference,
    yearOpenReference: rt.stats.yearOpenReference,
    high52w: maxOrNull(rt.stats.high52w, rt.high),
    low52w: minOrNull(rt.stats.low52w, rt.low),
    bids: book.depth('buy', DEPTH_LEVELS),
    asks: book.depth('sell', DEPTH_LEVELS),
    bidBrokers: hk ? brokerQueue(book, 'buy', brokerOf) : NONE,
    askBrokers: hk ? brokerQueue(book, 'sell', brokerOf) : NONE,
    trades: rt.trades,
    iep: equilibrium?.price ?? null,
    iev: equilibrium?.volume ?? null,
    vcm,
    pos: hk && PRE_OPENING_PHASES.has(phase) ? auctionPanel(rt, book.referencePrice, 15, equilibrium) : null,
    cas:
      hk && CLOSING_PHASES.has(phase)
        ? auctionPanel(rt, rt.closingReference ?? book.referencePrice, 5, equilibrium)
        : null,
    suspended: false,
  };
}

const BROKER_SLOTS = new Map<string, BrokerQueueSlot>();
const PLATFORM_SLOTS = new WeakMap<PlatformBroker, BrokerQueueSlot>();

/** Slots are immutable and shared: a quote rebuild allocates no slot objects. */
function brokerSlot(id: string): BrokerQueueSlot {
  let slot = BROKER_SLOTS.get(id);
  if (slot === undefined) {
    const broker = brokerById(id);
    slot = broker ? { brokerId: broker.id, brokerName: broker.name } : { brokerId: id };
    BROKER_SLOTS.set(id, slot);
  }
  return slot;
}

function platformSlot(platform: PlatformBroker): BrokerQueueSlot {
  let slot = PLATFORM_SLOTS.get(platform);
  if (slot === undefined) {
    slot = { brokerId: platform.id, brokerName: platform.name };
    PLATFORM_SLOTS.set(platform, slot);
  }
  return slot;
}

function auctionPanel(
  rt: InstrumentRuntime,
  reference: PriceUnits,
  defaultPercent: number,
  equilibrium: Equilibrium | null,
): AuctionState {
  const spec = rt.spec;
  const percent =
    (defaultPercent === 15 ? spec.openingAuctionBandPercent : spec.closingAuctionBandPercent) ??
    defaultPercent;
  const band = priceBand(rt, reference, percent);
  const imbalance = equilibrium ? equilibrium.buyVolume - equilibrium.sellVolume : 0;
  return {
    ...band,
    imbalanceSide: imbalance > 0 ? 'buy' : imbalance < 0 ? 'sell' : null,
    imbalanceQuantity: Math.abs(imbalance),
  };
}

/** The band's edges on the tick table, rounded inwards so both edges are valid prices inside the band. */
export function priceBand(rt: InstrumentRuntime, reference: PriceUnits, percent: number): PriceBand {
  const table = rt.spec.spreadTable;
  return {
    reference,
    lower: roundToTick(table, Math.ceil((reference * (100 - percent)) / 100), 'up') ?? table.min,
    upper: roundToTick(table, Math.floor((reference * (100 + percent)) / 100), 'down') ?? table.max,
  };
}

function maxOrNull(a: PriceUnits | null, b: PriceUnits | null): PriceUnits | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

function minOrNull(a: PriceUnits | null, b: PriceUnits | null): PriceUnits | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}
