import { describe, expect, it } from 'vitest';
import { tencentPosition } from '../test/account-fixtures';
import { atPrice } from './live-position';

const tencent = tencentPosition;

describe('a position at a live price', () => {
  it("moves market value, unrealised and today's P/L by (new - priced) x quantity, in decimals", () => {
    expect(atPrice(tencent, '380.200')).toEqual({
      lastPrice: '380.200',
      marketValue: '114060.00',
      unrealisedPnl: '9060.00',
      unrealisedPnlPercent: '8.63',
      todayPnl: '1560.00',
    });
  });

  it("keeps the server's figures when there is no newer price, or the same one", () => {
    const server = {
      lastPrice: '380.000',
      marketValue: '114000.00',
      unrealisedPnl: '9000.00',
      unrealisedPnlPercent: '8.57',
      todayPnl: '1500.00',
    };
    expect(atPrice(tencent, undefined)).toEqual(server);
    expect(atPrice(tencent, '380')).toEqual(server);
  });

  it('counts a loss below cost, to the cent, without float drift', () => {
    const figures = atPrice(
      { ...tencent, quantity: 3, marketValue: '1140.00', unrealisedPnl: '90.00' },
      '0.1',
    );
    expect(figures.marketValue).toBe('0.30');
    expect(figures.unrealisedPnl).toBe('-1049.70');
  });
});
