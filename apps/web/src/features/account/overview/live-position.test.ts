import { describe, expect, it } from 'vitest';
import type { Position } from '@lantau/contract';
import { atPrice } from './live-position';

const tencent: Position = {
  market: 'HK',
  stockCode: '00700',
  name: { en_US: 'Tencent', zh_HK: '騰訊控股', zh_CN: '腾讯控股' },
  currency: 'HKD',
  quantity: 300,
  sellable: 300,
  onHold: 0,
  lotSize: 100,
  averageCost: '350.000',
  costEdited: false,
  lastPrice: '380.000',
  previousClose: '375.000',
  marketValue: '114000.00',
  unrealisedPnl: '9000.00',
  unrealisedPnlPercent: '8.57',
  todayPnl: '1500.00',
};

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
