import { describe, expect, it } from 'vitest';
import { aShareInstrument, hkInstrument } from './instruments';
import { dailyPriceLimits, isAuctionPhase, isNoCancelPhase } from './order-checks';
import { px, recordingBook } from './test-helpers';

// What the session calendar and the simulator need from the book: end-of-day expiry, the broker queue's
// order ids, call auctions outside Hong Kong, and a closing auction over partly filled continuous orders.

describe('order book session support', () => {
  it('expires every open order at the end of the day, whatever the phase', () => {
    const { book, events } = recordingBook(
      hkInstrument({ code: '00005', lotSize: 400, previousClose: px('98') }),
    );
    book.submit({ id: 'b', side: 'buy', type: 'limit', quantity: 400, price: px('97.9') });
    book.submit({ id: 'odd', side: 'sell', type: 'limit', quantity: 100, price: px('99') });
    book.setPhase('closing-auction-no-cancel');
    book.expireAll('unfilled');
    expect(book.openOrders()).toEqual([]);
    expect(
      events
        .filter((e) => e.type === 'cancelled')
        .map((e) => [e.type === 'cancelled' && e.orderId, e.type === 'cancelled' && e.reason]),
    ).toEqual([
      ['b', 'unfilled'],
      ['odd', 'unfilled'],
    ]);
  });

  it('lists the order ids of a price level in time priority', () => {
    const { book } = recordingBook(hkInstrument({ code: '00700', lotSize: 100, previousClose: px('600') }));
    for (const id of ['~1799.1', '~4088.2', 'client']) {
      book.submit({ id, side: 'buy', type: 'limit', quantity: 100, price: px('599.5') });
    }
    expect(book.queueIds('buy', px('599.5'))).toEqual(['~1799.1', '~4088.2', 'client']);
    expect(book.queueIds('buy', px('599.5'), 2)).toEqual(['~1799.1', '~4088.2']);
  });

  it('runs a mainland call auction with limit orders inside the daily limits', () => {
    const { book, trades } = recordingBook(
      aShareInstrument({ code: '600519', previousClose: px('1460') }),
      'pre-opening',
    );
    expect(book.submit({ id: 'aa', side: 'buy', type: 'at-auction', quantity: 100 })).toEqual({
      ok: false,
      reason: 'ORDER_TYPE_NOT_ALLOWED',
    });
    expect(book.submit({ id: 'b', side: 'buy', type: 'limit', quantity: 200, price: px('1465') }).ok).toBe(
      true,
    );
    expect(book.submit({ id: 's', side: 'sell', type: 'limit', quantity: 100, price: px('1461') }).ok).toBe(
      true,
    );
    expect(book.submit({ id: 'x', side: 'sell', type: 'limit', quantity: 100, price: px('1700') })).toEqual({
      ok: false,
      reason: 'PRICE_LIMIT',
    });
    expect(book.indicativeEquilibrium()).toMatchObject({ volume: 100 });
    book.uncross();
    expect(trades().map((t) => [t.quantity, t.aggressor])).toEqual([[100, null]]);
    expect(book.order('b')).toMatchObject({ type: 'limit', leaves: 100 });
  });

  it('uncrosses a closing auction over orders partly filled in continuous trading (open quantity counts)', () => {
    const { book, trades } = recordingBook(
      hkInstrument({ code: '00700', lotSize: 100, previousClose: px('600') }),
    );
    book.submit({ id: 'bid', side: 'buy', type: 'limit', quantity: 1_000, price: px('600') });
    book.submit({ id: 'hit', side: 'sell', type: 'limit', quantity: 600, price: px('600') });
    book.setPhase('closing-auction', px('600'));
    book.submit({ id: 'ask', side: 'sell', type: 'at-auction', quantity: 1_000 });
    expect(book.indicativeEquilibrium()).toMatchObject({ price: px('600'), volume: 400 });
    book.uncross();
    expect(
      trades()
        .filter((t) => t.aggressor === null)
        .map((t) => t.quantity),
    ).toEqual([400]);
    expect(book.order('bid')).toBeUndefined();
  });

  it('classifies phases and computes A-share limits rounded to the tick', () => {
    expect(isAuctionPhase('pre-opening-no-cancel')).toBe(true);
    expect(isAuctionPhase('closed')).toBe(false);
    expect(isNoCancelPhase('closing-auction-no-cancel')).toBe(true);
    expect(dailyPriceLimits(aShareInstrument({ code: '000001', previousClose: px('11.55') }))).toEqual({
      up: px('12.71'),
      down: px('10.40'),
    });
    expect(
      dailyPriceLimits(aShareInstrument({ code: 'ST', previousClose: px('3.33'), dailyLimitPercent: 5 })),
    ).toEqual({ up: px('3.50'), down: px('3.16') });
  });
});
