import { orderStatuses, type OrderStatus } from '@lantau/contract';
import { describe, expect, it } from 'vitest';
import {
  orderNoticeContent,
  orderNoticeEventOf,
  orderNoticeTitle,
  type OrderNoticeEvent,
  type OrderNoticeFacts,
} from './order-notice-texts';

const facts: OrderNoticeFacts = {
  orderId: '5b0d3c2e-8f1a-4c11-9e2b-7d4c1a0f6e42',
  orderNumber: 'O-2611-000042',
  side: 'BUY',
  market: 'HK',
  stockCode: '00700',
  stockName: { en_US: 'Tencent', zh_HK: '騰訊控股', zh_CN: '腾讯控股' },
  quantity: 300,
  filledQuantity: 200,
  currency: 'HKD',
  price: '380.000',
  fill: { price: '379.800', quantity: 100 },
  rejectReason: { en_US: 'Not enough buying power.', zh_HK: '購買力不足。', zh_CN: '购买力不足。' },
};

describe('order notice texts', () => {
  it('tells a fill with its own quantity and price, and the order so far, in each language', () => {
    const content = orderNoticeContent('filled', facts);
    expect(content.en_US).toBe(
      'Buy 100 00700 Tencent executed at 379.800 HKD; 200 of 300 filled (order O-2611-000042).',
    );
    expect(content.zh_HK).toContain('買入 100 00700 騰訊控股');
    expect(content.zh_HK).toContain('379.800');
    expect(content.zh_CN).toContain('成交价 379.800');
  });

  it('names the reason of a rejection in the reader’s language', () => {
    const content = orderNoticeContent('rejected', facts);
    expect(content.en_US).toContain('Not enough buying power.');
    expect(content.zh_HK).toContain('購買力不足。');
    expect(content.zh_CN).toContain('购买力不足。');
  });

  it('has a title and a text in all three languages for every event', () => {
    const events: OrderNoticeEvent[] = [
      'placed',
      'filled',
      'cancelled',
      'rejected',
      'expired',
      'triggered',
      'amended',
    ];
    for (const event of events) {
      for (const text of [orderNoticeTitle(event), orderNoticeContent(event, facts)]) {
        expect(Object.values(text).every((words) => words.length > 0)).toBe(true);
        expect(new Set(Object.values(text)).size).toBe(3);
      }
    }
  });

  it('gives a fill precedence, tells a trigger, and passes over the in-between statuses', () => {
    expect(orderNoticeEventOf('ACK', 'PFL', true)).toBe('filled');
    expect(orderNoticeEventOf('HLD', 'PND', false)).toBe('triggered');
    const silent = (Object.keys(orderStatuses) as OrderStatus[]).filter(
      (status) => orderNoticeEventOf('PND', status, false) === null,
    );
    expect(silent.sort()).toEqual(['APV', 'FFL', 'HLD', 'PFL', 'PND', 'PTA', 'PTC', 'PTR', 'REG']);
    // A refused cancel or amendment returns the order to work: no second 'placed'.
    expect(orderNoticeEventOf('PTR', 'ACK', false)).toBeNull();
    expect(orderNoticeEventOf('PTC', 'ACK', false)).toBeNull();
  });
});
