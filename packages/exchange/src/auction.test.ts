import { describe, expect, it } from 'vitest';
import { findEquilibrium } from './auction';
import { hkInstrument } from './instruments';
import { px, recordingBook } from './test-helpers';

const o = (price: string | null, quantity: number) => ({
  price: price === null ? null : px(price),
  quantity,
});

describe('findEquilibrium', () => {
  it('maximises executable volume', () => {
    const eq = findEquilibrium(
      [o('10.2', 100), o('10.1', 200), o('10.0', 300)],
      [o('9.9', 150), o('10.0', 200), o('10.1', 250)],
      px('10.1'),
    );
    expect(eq).toEqual({ price: px('10.0'), volume: 350, buyVolume: 600, sellVolume: 350 });
  });
  it('then minimises the imbalance', () => {
    // 10.0: buy 300 sell 100 (vol 100, imbalance 200); 10.1: buy 100 sell 100 (vol 100, imbalance 0)
    const eq = findEquilibrium([o('10.1', 100), o('10.0', 200)], [o('10.0', 100)], px('10.0'));
    expect(eq?.price).toBe(px('10.1'));
  });
  it('then takes the price nearest the reference, which wins when it lies between candidates', () => {
    const buys = [o('10.4', 100)];
    const sells = [o('10.0', 100)];
    expect(findEquilibrium(buys, sells, px('10.2'))?.price).toBe(px('10.2'));
    expect(findEquilibrium(buys, sells, px('9.5'))?.price).toBe(px('10.0'));
    expect(findEquilibrium(buys, sells, px('11'))?.price).toBe(px('10.4'));
  });
  it('prices at-auction orders at the reference when nothing else sets a price, and returns null with no volume', () => {
    expect(findEquilibrium([o(null, 300)], [o(null, 200)], px('50'))).toEqual({
      price: px('50'),
      volume: 200,
      buyVolume: 300,
      sellVolume: 200,
    });
    expect(findEquilibrium([o('9', 100)], [o('10', 100)], px('9.5'))).toBeNull();
    expect(findEquilibrium([], [o(null, 100)], px('9.5'))).toBeNull();
  });
});

const stock = () => hkInstrument({ code: '00005', lotSize: 400, previousClose: px('100') });

describe('pre-opening auction', () => {
  it('accepts only at-auction and at-auction limit orders, the latter within 15% of the previous close', () => {
    const { book } = recordingBook(stock(), 'pre-opening');
    expect(
      book.submit({ id: 'l', side: 'buy', type: 'limit', quantity: 400, price: px('100') }),
    ).toMatchObject({
      reason: 'ORDER_TYPE_NOT_ALLOWED',
    });
    expect(
      book.submit({ id: 'a', side: 'buy', type: 'at-auction-limit', quantity: 400, price: px('115') }).ok,
    ).toBe(true);
    expect(
      book.submit({ id: 'b', side: 'buy', type: 'at-auction-limit', quantity: 400, price: px('115.1') }),
    ).toMatchObject({ reason: 'AUCTION_PRICE_BAND' });
    expect(
      book.submit({ id: 'c', side: 'sell', type: 'at-auction-limit', quantity: 400, price: px('84.9') }),
    ).toMatchObject({ reason: 'AUCTION_PRICE_BAND' });
    expect(book.submit({ id: 'd', side: 'buy', type: 'at-auction', quantity: 30 })).toMatchObject({
      reason: 'ODD_LOT_NOT_ALLOWED',
    });
  });

  it('uncrosses at the IEP, at-auction orders first; cancels unfilled at-auction orders; carries limits over', () => {
    const { book, trades, events } = recordingBook(stock(), 'pre-opening');
    book.submit({ id: 'ao-b', side: 'buy', type: 'at-auction', quantity: 800 });
    book.submit({ id: 'alo-b1', side: 'buy', type: 'at-auction-limit', quantity: 400, price: px('101') });
    book.submit({ id: 'alo-b2', side: 'buy', type: 'at-auction-limit', quantity: 800, price: px('99') });
    book.submit({ id: 'alo-s1', side: 'sell', type: 'at-auction-limit', quantity: 800, price: px('100') });
    book.submit({ id: 'alo-s2', side: 'sell', type: 'at-auction-limit', quantity: 800, price: px('102') });
    book.submit({ id: 'ao-s', side: 'sell', type: 'at-auction', quantity: 1200 });
    // 99, 100 and 101 all execute 1,200 with an imbalance of 800: the previous close (100) decides.
    expect(book.indicativeEquilibrium()).toEqual({
      price: px('100'),
      volume: 1200,
      buyVolume: 1200,
      sellVolume: 2000,
    });
    book.setPhase('pre-opening-no-cancel');
    expect(book.cancel('ao-b')).toMatchObject({ reason: 'CANCEL_NOT_ALLOWED' });
    book.uncross();
    expect(trades().every((t) => t.price === px('100') && t.aggressor === null)).toBe(true);
    expect(trades().map((t) => `${t.buyOrderId}/${t.sellOrderId}:${t.quantity}`)).toEqual([
      'ao-b/ao-s:800',
      'alo-b1/ao-s:400',
    ]);
    expect(events.filter((e) => e.type === 'cancelled')).toEqual([]);
    expect(book.order('alo-s1')).toMatchObject({ type: 'limit', leaves: 800 });
    expect(book.lastPrice).toBe(px('100'));
    book.setPhase('continuous');
    expect(book.bestBid()).toBe(px('99'));
    expect(book.bestAsk()).toBe(px('100'));
  });

  it('cancels at-auction orders left unfilled', () => {
    const { book, events } = recordingBook(stock(), 'pre-opening');
    book.submit({ id: 'ao-b', side: 'buy', type: 'at-auction', quantity: 1200 });
    book.submit({ id: 's', side: 'sell', type: 'at-auction-limit', quantity: 400, price: px('98') });
    // 98 and 100 both execute 400 with the same imbalance: the previous close wins.
    expect(book.uncross()?.price).toBe(px('100'));
    expect(events.at(-1)).toMatchObject({
      type: 'cancelled',
      orderId: 'ao-b',
      quantity: 800,
      reason: 'auction-unfilled',
    });
  });
});

describe('closing auction', () => {
  it('fixes the reference at the last price, bands input at 5% and ignores carried orders outside the band', () => {
    const { book, trades } = recordingBook(stock());
    book.submit({ id: 's0', side: 'sell', type: 'limit', quantity: 400, price: px('104') });
    book.submit({ id: 'b0', side: 'buy', type: 'limit', quantity: 400, price: px('104') });
    book.submit({ id: 'far', side: 'sell', type: 'limit', quantity: 400, price: px('120') });
    book.submit({ id: 'bid', side: 'buy', type: 'limit', quantity: 800, price: px('103') });
    book.setPhase('closing-auction');
    expect(book.referencePrice).toBe(px('104'));
    expect(
      book.submit({ id: 'x', side: 'sell', type: 'at-auction-limit', quantity: 400, price: px('109.3') }),
    ).toMatchObject({
      reason: 'AUCTION_PRICE_BAND',
    });
    book.submit({ id: 'ao', side: 'sell', type: 'at-auction', quantity: 1200 });
    const eq = book.uncross();
    expect(eq).toMatchObject({ price: px('103'), volume: 800 });
    expect(
      trades()
        .slice(1)
        .map((t) => [t.sellOrderId, t.price]),
    ).toEqual([['ao', px('103')]]);
    expect(book.order('far')).toMatchObject({ leaves: 400 });
  });
});
