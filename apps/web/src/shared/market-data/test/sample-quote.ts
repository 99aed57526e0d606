import type { Quote } from '@lantau/contract';

const levels = (start: number, step: number) =>
  Array.from({ length: 10 }, (_, index) => ({
    price: (start + step * index).toFixed(3),
    quantity: 1000 * (index + 1),
    orders: index + 1,
  }));

/** A LEVEL2 quote of 00700 as the server sends it; tests override what they care about. */
export function sampleQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    market: 'HK',
    subMarket: 'HK',
    stockCode: '00700',
    name: { en_US: 'Tencent Holdings', zh_HK: '騰訊控股', zh_CN: '腾讯控股' },
    instrumentType: 'EQTY',
    currency: 'HKD',
    lotSize: 100,
    spreadTableID: 'HK_STOCK_2025',
    feedPlan: 'LEVEL2',
    delayed: false,
    simulated: true,
    updateTime: Date.UTC(2026, 0, 5, 2, 0),
    phase: 'CONTINUOUS',
    previousClose: '378.000',
    nominal: '380.000',
    change: '2.000',
    changePct: '0.53',
    changePctMTD: null,
    changePctYTD: null,
    open: '379.000',
    high: '381.000',
    low: '377.800',
    volume: 1_000_000,
    turnover: '380000000.000',
    high52w: '420.000',
    low52w: '260.000',
    dividend: '3.400',
    linkedStocks: [],
    flags: {
      suspended: false,
      shortSell: true,
      marginTrade: true,
      preOpening: false,
      vcmCoolingOff: false,
      closingAuction: false,
    },
    equity: { pe: '18.20', dividendYield: '0.89', eps: '20.880', nav: '95.100', marketCap: '3600000000000' },
    warrant: null,
    vcm: null,
    cas: null,
    pos: null,
    iep: null,
    iev: null,
    bids: levels(379.8, -0.2),
    asks: levels(380.0, 0.2),
    bidBrokers: [
      { kind: 'broker', brokerId: '1234', brokerName: 'Lantau Securities' },
      { kind: 'spread', spread: 1 },
      { kind: 'broker', brokerId: '5678', brokerName: 'Harbour Brokers' },
    ],
    askBrokers: [{ kind: 'broker', brokerId: '4321', brokerName: 'Peak Capital' }],
    trades: [{ time: Date.UTC(2026, 0, 5, 2, 0), price: '380.000', quantity: 200, aggressor: 'BUY' }],
    ...overrides,
  };
}
