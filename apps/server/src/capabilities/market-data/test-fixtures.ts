import { findInstrument, type InstrumentReference, type QuoteState } from '@lantau/exchange';

// Hand-made simulator states for the pure modules' unit tests (the integration tests run the real simulator).

const listedTencent = findInstrument('HK', '00700');
if (!listedTencent) throw new Error('00700 is not in the simulated universe');

/** Tencent as listed, with the round numbers the tests compute from. */
export const tencent: InstrumentReference = {
  ...listedTencent,
  referencePrice: '380.000',
  averageDailyVolume: 20_000_000,
  sharesOutstanding: 9_000_000_000,
  equity: { eps: '20.00', dividendPerShare: '3.40', nav: '95.10' },
  linked: [],
};

export const tencentCall: InstrumentReference = {
  ...tencent,
  code: '12345',
  name: { en_US: 'TENCENT CALL 2612', zh_HK: '騰訊認購', zh_CN: '腾讯认购' },
  type: 'WRNT',
  lotSize: 5000,
  sharesOutstanding: undefined,
  equity: undefined,
  shortSell: false,
  marginable: false,
  warrant: {
    kind: 'CALL',
    underlying: '00700',
    issuer: 'HSBC',
    strike: '400.000',
    maturity: '2026-12-30',
    conversionRatio: 100,
  },
  linked: ['00700'],
};

const units = (text: string) => Math.round(Number(text) * 10_000);

export function quoteState(overrides: Partial<QuoteState> = {}): QuoteState {
  return {
    instrument: tencent,
    seq: 7,
    time: 1_790_000_000_000,
    phase: 'CONTINUOUS',
    previousClose: units('380'),
    last: units('383.8'),
    open: units('381'),
    high: units('385'),
    low: units('379.4'),
    volume: 1_234_500,
    turnover: 472_000_123.456,
    monthOpenReference: units('370'),
    yearOpenReference: units('400'),
    high52w: units('420'),
    low52w: units('290'),
    bids: Array.from({ length: 10 }, (_, i) => ({
      price: units('383.6') - i * 2000,
      quantity: 1000 * (i + 1),
      orders: i + 1,
    })),
    asks: Array.from({ length: 10 }, (_, i) => ({
      price: units('383.8') + i * 2000,
      quantity: 900 * (i + 1),
      orders: i + 2,
    })),
    bidBrokers: Array.from({ length: 45 }, (_, i) =>
      i % 10 === 0 ? { spread: 1 + i / 10 } : { brokerId: String(1000 + i), brokerName: `Broker ${i}` },
    ),
    askBrokers: [{ brokerId: '8888', brokerName: 'Goldman' }],
    trades: Array.from({ length: 30 }, (_, i) => ({
      time: 1_790_000_000_000 - i * 1000,
      price: units('383.8'),
      quantity: 100,
      aggressor: i % 2 === 0 ? 'buy' : 'sell',
    })),
    iep: null,
    iev: null,
    vcm: null,
    cas: null,
    pos: null,
    suspended: false,
    ...overrides,
  } as QuoteState;
}
