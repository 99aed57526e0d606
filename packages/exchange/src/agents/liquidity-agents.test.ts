import { describe, expect, it } from 'vitest';
import { hkInstrument } from '../instruments';
import { OrderBook } from '../order-book';
import { createRandom } from '../random';
import { ticksAway } from '@lantau/domain';
import { px } from '../test-helpers';
import { HK_BROKERS } from './brokers';
import { FairValue } from './fair-value';
import {
  agentBroker,
  LADDER_LEVELS,
  marketMakerStep,
  noiseStep,
  oddLotDealerStep,
  type AgentContext,
} from './liquidity-agents';

function context(book: OrderBook, seed = 1): AgentContext {
  let ids = 0;
  return {
    book,
    random: createRandom(seed),
    fair: new FairValue(book.instrument.previousClose, 0.3, 100),
    lots: 5,
    nextId: (broker) => `~${broker}.${++ids}`,
  };
}

describe('liquidity agents', () => {
  it('has about 60 distinct 4-digit HK broker IDs', () => {
    expect(HK_BROKERS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(HK_BROKERS.map((b) => b.id)).size).toBe(HK_BROKERS.length);
    expect(HK_BROKERS.every((b) => /^\d{4}$/.test(b.id) && b.name.length > 0)).toBe(true);
    expect(agentBroker('~4088.17')).toBe('4088');
    expect(agentBroker('client-1')).toBeUndefined();
  });

  it('market makers build a ladder of several brokers per price, one order each, without crossing', () => {
    const book = new OrderBook(hkInstrument({ code: '00700', lotSize: 100, previousClose: px('600') }));
    const ctx = context(book);
    marketMakerStep(ctx, Infinity);
    const bids = book.depth('buy', 30);
    const asks = book.depth('sell', 30);
    expect(bids.length).toBe(LADDER_LEVELS);
    expect(asks.length).toBe(LADDER_LEVELS);
    expect((bids[0]?.price ?? 0) < (asks[0]?.price ?? 0)).toBe(true);
    for (const level of [...bids, ...asks]) {
      expect(level.orders).toBeGreaterThanOrEqual(3);
      const side = bids.includes(level) ? 'buy' : 'sell';
      const brokers = book.queueIds(side, level.price).map(agentBroker);
      expect(new Set(brokers).size).toBe(brokers.length);
    }
    // Within budget, a second step adds nothing to a complete ladder.
    expect(marketMakerStep(ctx, 10)).toBe(0);
  });

  it('noise traders trade against the ladder and the market makers refill it', () => {
    const book = new OrderBook(hkInstrument({ code: '00700', lotSize: 100, previousClose: px('600') }));
    let traded = 0;
    const traced = new OrderBook(book.instrument, {
      sink: (e) => (traded += e.type === 'trade' ? e.quantity : 0),
    });
    const ctx = context(traced, 5);
    marketMakerStep(ctx, Infinity);
    for (let i = 0; i < 500; i += 1) {
      ctx.fair.advance(2_000, ctx.random);
      noiseStep(ctx);
      marketMakerStep(ctx, 10);
      expect(traced.depth('buy', 20).length).toBeGreaterThanOrEqual(10);
      expect(traced.depth('sell', 20).length).toBeGreaterThanOrEqual(10);
    }
    expect(traded).toBeGreaterThan(0);
  });

  it('the odd-lot dealer takes a client odd lot priced at the board touch, and leaves one priced away', () => {
    const trades: { quantity: number; price: number; book: string }[] = [];
    const book = new OrderBook(hkInstrument({ code: '00700', lotSize: 100, previousClose: px('600') }), {
      sink: (e) => {
        if (e.type === 'trade') trades.push({ quantity: e.quantity, price: e.price, book: e.book });
      },
    });
    const ctx = context(book);
    marketMakerStep(ctx, Infinity);
    const bestBid = book.bestBid()!;
    const bestAsk = book.bestAsk()!;
    expect(
      book.submit({ id: 'sell-odd', side: 'sell', type: 'limit', quantity: 30, price: bestBid, owner: 'c' })
        .ok,
    ).toBe(true);
    const away = ticksAway(book.instrument.spreadTable, bestBid, -5)!;
    expect(
      book.submit({ id: 'buy-away', side: 'buy', type: 'limit', quantity: 20, price: away, owner: 'c' }).ok,
    ).toBe(true);
    // Nothing rests on the odd-lot book's other side: without the dealer neither order would ever trade.
    expect(trades).toEqual([]);
    expect(oddLotDealerStep(ctx)).toBe(1);
    expect(trades).toEqual([{ quantity: 30, price: bestBid, book: 'odd-lot' }]);
    expect(book.order('sell-odd')).toBeUndefined();
    expect(book.order('buy-away')?.leaves).toBe(20);
    expect(bestAsk).toBeGreaterThan(bestBid);
    // The board-lot ladder is untouched by odd-lot trading.
    expect(book.bestBid()).toBe(bestBid);
  });

  it('keeps the fair value above its floor and near its anchor', () => {
    const random = createRandom(9);
    const fair = new FairValue(1_000, 3, 900);
    for (let i = 0; i < 10_000; i += 1) fair.advance(60_000, random);
    expect(fair.value).toBeGreaterThanOrEqual(900);
  });
});
