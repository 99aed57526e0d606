import { describe, expect, it } from 'vitest';
import { aShareInstrument, bShareInstrument, hkInstrument, usInstrument } from './instruments';
import { OrderBook } from './order-book';
import { limit, px, recordingBook } from './test-helpers';

const tencent = () => hkInstrument({ code: '00700', lotSize: 100, previousClose: px('400') });

describe('price-time priority', () => {
  it('fills the best price first, then the earliest order at that price', () => {
    const { book, trades } = recordingBook(tencent());
    book.submit(limit('sell', 's1', 100, '400.4'));
    book.submit(limit('sell', 's2', 100, '400.2'));
    book.submit(limit('sell', 's3', 100, '400.2'));
    book.submit({ ...limit('buy', 'b1', 300, '400.4'), type: 'enhanced-limit' });
    expect(trades().map((t) => [t.sellOrderId, t.price, t.quantity, t.aggressor])).toEqual([
      ['s2', px('400.2'), 100, 'buy'],
      ['s3', px('400.2'), 100, 'buy'],
      ['s1', px('400.4'), 100, 'buy'],
    ]);
    expect(book.bestAsk()).toBeUndefined();
  });

  it('emits accepted, trade with both sides and leaves, and ids increasing, stamped by the clock', () => {
    const { book, events } = recordingBook(tencent());
    book.submit({ ...limit('sell', 's1', 200, '400'), owner: 'B1' });
    book.submit({ ...limit('buy', 'b1', 100, '400'), owner: 'B2' });
    expect(events.map((e) => e.type)).toEqual(['accepted', 'accepted', 'trade']);
    expect(events[2]).toMatchObject({
      tradeId: 1,
      buyOrderId: 'b1',
      sellOrderId: 's1',
      buyOwner: 'B2',
      sellOwner: 'B1',
      buyLeaves: 0,
      sellLeaves: 100,
      seq: 3,
      ts: 1_700_000_000_002,
    });
    expect(book.order('s1')).toMatchObject({ filled: 100, leaves: 100 });
    expect(book.order('b1')).toBeUndefined();
  });
});

describe('HK order types', () => {
  const ladder = () => {
    const ctx = recordingBook(tencent());
    for (let i = 0; i < 12; i += 1) {
      ctx.book.submit({
        id: `s${i}`,
        side: 'sell',
        type: 'limit',
        quantity: 100,
        price: px('400') + i * px('0.2'),
      });
    }
    return ctx;
  };

  it('a limit order may not be priced through the best opposite price and trades only at its price', () => {
    const { book, trades } = ladder();
    expect(book.submit(limit('buy', 'b', 200, '400.2'))).toEqual({
      ok: false,
      reason: 'PRICE_THROUGH_BEST',
    });
    book.submit(limit('buy', 'b2', 200, '400'));
    expect(trades()).toHaveLength(1);
    expect(book.bestBid()).toBe(px('400'));
    expect(book.order('b2')).toMatchObject({ leaves: 100 });
  });

  it('an enhanced limit order walks up to 10 queues and rests the remainder at its price', () => {
    const { book, trades } = ladder();
    book.submit({ ...limit('buy', 'b', 1500, '401.8'), type: 'enhanced-limit' });
    expect(trades()).toHaveLength(10);
    expect(book.bestBid()).toBe(px('401.8'));
    expect(book.order('b')).toMatchObject({ leaves: 500 });
    expect(book.bestAsk()).toBe(px('402'));
  });

  it('an enhanced limit order more than 9 spreads from the best price is rejected', () => {
    const { book } = ladder();
    expect(book.submit({ ...limit('buy', 'b', 100, '402'), type: 'enhanced-limit' })).toEqual({
      ok: false,
      reason: 'PRICE_THROUGH_BEST',
    });
  });

  it('a price more than 24 spreads behind the best price of its own side is rejected (HK quotation rule)', () => {
    const { book } = ladder();
    book.submit(limit('buy', 'b0', 100, '399.8'));
    // 399.8 down 24 spreads of 0.20 is 395.0; the best ask 400 up 24 spreads is 404.8.
    const buy = (price: string) => book.submit(limit('buy', `b${price}`, 100, price));
    expect(buy('395')).toEqual({ ok: true });
    expect(buy('394.8')).toEqual({ ok: false, reason: 'PRICE_FAR_FROM_BEST' });
    const sell = (price: string) => book.submit(limit('sell', `s${price}`, 100, price));
    expect(sell('404.8')).toEqual({ ok: true });
    expect(sell('405')).toEqual({ ok: false, reason: 'PRICE_FAR_FROM_BEST' });
  });

  it('a special limit order matches up to 10 queues and cancels the rest', () => {
    const { book, trades, events } = ladder();
    book.submit({ ...limit('buy', 'b', 1500, '403'), type: 'special-limit' });
    expect(trades()).toHaveLength(10);
    expect(events.at(-1)).toMatchObject({
      type: 'cancelled',
      orderId: 'b',
      quantity: 500,
      reason: 'unfilled',
    });
    expect(book.bestBid()).toBeUndefined();
    expect(book.bestAsk()).toBe(px('402'));
  });

  it('market orders are not accepted in Hong Kong', () => {
    const { book } = ladder();
    expect(book.submit({ id: 'm', side: 'buy', type: 'market', quantity: 100 })).toMatchObject({
      reason: 'ORDER_TYPE_NOT_ALLOWED',
    });
  });
});

describe('HK per-order checks', () => {
  it.each([
    [{ quantity: 150 }, 'LOT_SIZE'],
    [{ quantity: 0 }, 'INVALID_QUANTITY'],
    [{ quantity: 1.5 }, 'INVALID_QUANTITY'],
    [{ quantity: 300_100 }, 'MAX_LOTS_EXCEEDED'],
    [{ price: px('400.1') }, 'PRICE_NOT_ON_TICK'],
    [{ price: px('3600') }, 'PRICE_DEVIATION'],
    [{ price: px('44.44') }, 'PRICE_DEVIATION'],
    [{ price: undefined }, 'PRICE_REQUIRED'],
  ] as const)('%o is rejected with %s', (change, reason) => {
    const { book, events } = recordingBook(tencent());
    const result = book.submit({
      id: 'o',
      side: 'buy',
      type: 'limit',
      quantity: 100,
      price: px('400'),
      ...change,
    });
    expect(result).toEqual({ ok: false, reason });
    expect(events).toEqual([
      expect.objectContaining({ type: 'rejected', action: 'new', orderId: 'o', reason }),
    ]);
  });

  it('accepts 3,000 lots and prices just inside the 9x and one-ninth limits', () => {
    const { book } = recordingBook(tencent());
    expect(book.submit(limit('buy', 'a', 300_000, '44.46')).ok).toBe(true);
    expect(book.submit(limit('sell', 'b', 100, '3598')).ok).toBe(true);
    expect(book.submit(limit('sell', 'a', 100, '3595'))).toMatchObject({
      reason: 'DUPLICATE_ORDER_ID',
    });
  });

  it('leaves no trace of a rejected order: its id is free again and a duplicate leaves the open order as it was', () => {
    const seen: Array<string | undefined> = [];
    const book = new OrderBook(tencent(), {
      clock: () => 0,
      // What a sink can see of the id while the rejection is reported.
      sink: (event) => {
        if (event.type === 'rejected') seen.push(book.order(event.orderId)?.id);
      },
    });
    expect(book.submit(limit('buy', 'x', 100, '400.1'))).toMatchObject({ reason: 'PRICE_NOT_ON_TICK' });
    expect(book.order('x')).toBeUndefined();
    expect(book.submit(limit('buy', 'x', 100, '400.2')).ok).toBe(true);
    expect(book.submit(limit('sell', 'x', 200, '401'))).toMatchObject({ reason: 'DUPLICATE_ORDER_ID' });
    expect(book.order('x')).toMatchObject({ side: 'buy', quantity: 100, price: px('400.2') });
    expect(book.openOrders().map((order) => order.id)).toEqual(['x']);
    expect(seen).toEqual([undefined, 'x']);
  });

  it('uses the legacy spread table for ETPs', () => {
    const { book } = recordingBook(
      hkInstrument({ code: '02800', lotSize: 500, previousClose: px('25'), instrumentType: 'ETF' }),
    );
    expect(book.submit(limit('buy', 'a', 500, '25.02'))).toMatchObject({
      reason: 'PRICE_NOT_ON_TICK',
    });
    expect(book.submit(limit('buy', 'b', 500, '25.05')).ok).toBe(true);
  });
});

describe('odd lots', () => {
  it('go to the odd-lot book and trade only at the same price, largest first, without touching the board-lot book', () => {
    const { book, trades } = recordingBook(tencent());
    book.submit(limit('sell', 'lot', 100, '400'));
    book.submit(limit('sell', 'o1', 20, '400'));
    book.submit(limit('sell', 'o2', 60, '400'));
    book.submit(limit('sell', 'o3', 90, '399.8'));
    book.submit(limit('buy', 'ob', 70, '400'));
    expect(trades().map((t) => [t.sellOrderId, t.quantity, t.book])).toEqual([
      ['o2', 60, 'odd-lot'],
      ['o1', 10, 'odd-lot'],
    ]);
    expect(book.order('lot')).toMatchObject({ leaves: 100, book: 'board-lot' });
    expect(book.order('o3')).toMatchObject({ leaves: 90, book: 'odd-lot' });
    expect(book.bestAsk()).toBe(px('400'));
    expect(book.oddLotOrders('sell').map((o) => o.id)).toEqual(['o1', 'o3']);
  });

  it('accepts only limit orders in continuous trading', () => {
    const { book } = recordingBook(tencent());
    expect(book.submit({ ...limit('buy', 'x', 50, '400'), type: 'enhanced-limit' })).toMatchObject({
      reason: 'ODD_LOT_NOT_ALLOWED',
    });
  });
});

describe('cancel and amend', () => {
  const queueOf = (book: ReturnType<typeof recordingBook>['book']) =>
    book.queue('buy', px('400')).map((o) => `${o.id}:${o.leaves}`);

  it('reducing quantity keeps priority; increasing it or changing price loses it', () => {
    const { book, events } = recordingBook(tencent());
    for (const id of ['a', 'b', 'c']) book.submit(limit('buy', id, 300, '400'));
    book.amend('a', { quantity: 200 });
    expect(queueOf(book)).toEqual(['a:200', 'b:300', 'c:300']);
    expect(events.at(-1)).toMatchObject({ type: 'amended', orderId: 'a', quantity: 200, priorityKept: true });
    book.amend('a', { quantity: 400 });
    expect(queueOf(book)).toEqual(['b:300', 'c:300', 'a:400']);
    book.amend('b', { price: px('399.8') });
    book.amend('b', { price: px('400') });
    expect(queueOf(book)).toEqual(['c:300', 'a:400', 'b:300']);
    expect(book.depth('buy')).toEqual([{ price: px('400'), quantity: 1000, orders: 3 }]);
  });

  it('a price amendment that crosses trades at once', () => {
    const { book, trades } = recordingBook(tencent());
    book.submit(limit('sell', 's', 100, '400.2'));
    book.submit(limit('buy', 'b', 100, '400'));
    book.amend('b', { price: px('400.2') });
    expect(trades()).toEqual([
      expect.objectContaining({ buyOrderId: 'b', price: px('400.2'), aggressor: 'buy' }),
    ]);
  });

  it('cancel reports the open quantity; unknown orders and invalid amendments are rejected', () => {
    const { book, events } = recordingBook(tencent());
    book.submit(limit('sell', 's', 300, '400'));
    book.submit(limit('buy', 'b', 100, '400'));
    expect(book.amend('s', { quantity: 100 })).toMatchObject({ reason: 'INVALID_QUANTITY' });
    expect(book.amend('s', { quantity: 250 })).toMatchObject({ reason: 'LOT_SIZE' });
    expect(book.amend('s', { price: px('400.1') })).toMatchObject({ reason: 'PRICE_NOT_ON_TICK' });
    expect(book.cancel('s')).toEqual({ ok: true });
    expect(events.at(-1)).toMatchObject({
      type: 'cancelled',
      orderId: 's',
      quantity: 200,
      reason: 'requested',
    });
    expect(book.cancel('s')).toMatchObject({ reason: 'UNKNOWN_ORDER' });
    expect(book.amend('zzz', { quantity: 100 })).toMatchObject({ reason: 'UNKNOWN_ORDER' });
  });
});

describe('US', () => {
  it('market orders sweep the book and cancel what is left; limit orders walk every level', () => {
    const { book, trades, events } = recordingBook(usInstrument({ code: 'AAPL', previousClose: px('200') }));
    for (let i = 0; i < 15; i += 1) {
      book.submit({
        id: `s${i}`,
        side: 'sell',
        type: 'limit',
        quantity: 10,
        price: px('200') + i * px('0.01'),
      });
    }
    book.submit(limit('buy', 'l', 135, '200.12'));
    expect(trades()).toHaveLength(13);
    expect(book.bestBid()).toBe(px('200.12'));
    book.submit({ id: 'm', side: 'sell', type: 'market', quantity: 10 });
    book.submit({ id: 'm2', side: 'buy', type: 'market', quantity: 50 });
    expect(events.at(-1)).toMatchObject({
      type: 'cancelled',
      orderId: 'm2',
      quantity: 30,
      reason: 'unfilled',
    });
    book.submit({ id: 'm3', side: 'buy', type: 'market', quantity: 5 });
    expect(events.at(-1)).toMatchObject({
      type: 'cancelled',
      orderId: 'm3',
      quantity: 5,
      reason: 'no-liquidity',
    });
  });
  it('prices below USD 1 may use four decimals', () => {
    const { book } = recordingBook(usInstrument({ code: 'PENNY', previousClose: px('0.5') }));
    expect(book.submit(limit('buy', 'a', 7, '0.5123')).ok).toBe(true);
    expect(book.submit(limit('buy', 'b', 7, '1.005')).ok).toBe(false);
  });
});

describe('A- and B-shares', () => {
  const moutai = () => aShareInstrument({ code: '600519', previousClose: px('1500.01') });

  it('enforce the daily price limit, rounded to the tick', () => {
    const { book } = recordingBook(moutai());
    expect(book.priceLimits).toEqual({ up: px('1650.01'), down: px('1350.01') });
    expect(book.submit(limit('buy', 'a', 100, '1650.01')).ok).toBe(true);
    expect(book.submit(limit('buy', 'b', 100, '1650.02'))).toMatchObject({
      reason: 'PRICE_LIMIT',
    });
    expect(book.submit(limit('sell', 'c', 100, '1350.00'))).toMatchObject({
      reason: 'PRICE_LIMIT',
    });
  });

  it('buy in lots of 100, sell odd lots, at most 1,000,000 shares, limit orders only, no amendment', () => {
    const { book } = recordingBook(moutai());
    expect(book.submit(limit('buy', 'a', 150, '1500'))).toMatchObject({
      reason: 'LOT_SIZE',
    });
    expect(book.submit(limit('sell', 'b', 37, '1500')).ok).toBe(true);
    expect(book.submit(limit('buy', 'c', 1_000_100, '1400'))).toMatchObject({
      reason: 'MAX_QUANTITY_EXCEEDED',
    });
    expect(book.submit({ id: 'd', side: 'buy', type: 'market', quantity: 100 })).toMatchObject({
      reason: 'ORDER_TYPE_NOT_ALLOWED',
    });
    expect(book.amend('b', { quantity: 30 })).toMatchObject({ reason: 'AMEND_NOT_ALLOWED' });
  });

  it('B-shares have the 10% limit and lots of 100 for buys', () => {
    const { book } = recordingBook(bShareInstrument({ code: '900901', previousClose: px('0.5') }));
    expect(book.priceLimits).toEqual({ up: px('0.55'), down: px('0.45') });
    expect(book.submit(limit('buy', 'a', 50, '0.5')).ok).toBe(false);
  });
});

describe('order slots reused', () => {
  // The book keeps its orders in slots it reuses: a slot freed by a cancel or a fill must carry nothing of its
  // last order into the next one, and the book's walks keep arrival order whatever slot an order lands in.
  it('a new order in a freed slot starts fresh, in its own queue, and the freed id may be used again', () => {
    const { book, trades } = recordingBook(tencent());
    book.submit({ ...limit('buy', 'a', 100, '399.8'), owner: 'OA' });
    book.submit(limit('buy', 'b', 300, '399.8'));
    book.submit(limit('buy', 'c', 200, '399.8'));
    book.submit(limit('sell', 's', 100, '399.8')); // fills a: its slot is free
    book.cancel('b'); // b's slot is free
    book.submit(limit('buy', 'd', 400, '399.6'));
    book.submit({ ...limit('buy', 'a', 500, '399.6'), owner: 'OA2' });
    expect(book.queue('buy', px('399.8')).map((order) => order.id)).toEqual(['c']);
    expect(book.queue('buy', px('399.6'))).toEqual([
      {
        id: 'd',
        side: 'buy',
        type: 'limit',
        price: px('399.6'),
        quantity: 400,
        filled: 0,
        leaves: 400,
        book: 'board-lot',
      },
      {
        id: 'a',
        side: 'buy',
        type: 'limit',
        price: px('399.6'),
        quantity: 500,
        filled: 0,
        leaves: 500,
        book: 'board-lot',
      },
    ]);
    expect(book.depth('buy')).toEqual([
      { price: px('399.8'), quantity: 200, orders: 1 },
      { price: px('399.6'), quantity: 900, orders: 2 },
    ]);
    expect(book.openOrders().map((order) => order.id)).toEqual(['c', 'd', 'a']);
    book.submit({ ...limit('sell', 't', 700, '399.6'), type: 'enhanced-limit' });
    expect(trades().map((t) => [t.buyOrderId, t.buyOwner, t.quantity, t.buyLeaves])).toEqual([
      ['a', 'OA', 100, 0],
      ['c', undefined, 200, 0],
      ['d', undefined, 400, 0],
      ['a', 'OA2', 100, 400],
    ]);
    expect(book.openOrders()).toEqual([
      {
        id: 'a',
        side: 'buy',
        type: 'limit',
        price: px('399.6'),
        quantity: 500,
        filled: 100,
        leaves: 400,
        book: 'board-lot',
      },
    ]);
  });

  it('grows past its first slots and walks every order oldest first', () => {
    const { book } = recordingBook(tencent());
    const ids: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      ids.push(`o${i}`);
      book.submit(limit(i % 2 === 0 ? 'buy' : 'sell', `o${i}`, 100, i % 2 === 0 ? '399' : '401'));
      if (i % 3 === 0) book.cancel(ids.shift() as string);
    }
    expect(book.openOrders().map((order) => order.id)).toEqual(ids);
    book.expireAll();
    expect(book.openOrders()).toEqual([]);
    expect(book.order('o99')).toBeUndefined();
  });
});
