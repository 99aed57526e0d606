import type { Account, Ipo, IpoApplication } from '@lantau/contract';
import { ipoQuantityTable } from '@lantau/domain';

const quantities = [500, 1000, 2000, 20000];

/** An HKD issue open for both types, 500 a lot at up to 10.00, financed up to 90% at 3.88% for 7 days. */
export const openIpo: Ipo = {
  ipoID: 'IPO-1',
  market: 'HK',
  stockCode: '02999',
  name: { en_US: 'Lantau Robotics', zh_HK: '大嶼機械人', zh_CN: '大屿机器人' },
  currency: 'HKD',
  status: 'OPEN',
  offerPriceLow: '8.80',
  offerPriceHigh: '10.00',
  finalPrice: null,
  lotSize: 500,
  sharesOffered: 10_000_000,
  quantityTable: ipoQuantityTable(quantities, '10.00').map((row) => ({
    quantity: row.quantity,
    amount: row.amount.toFixed(2),
  })),
  amountPerLot: '5039.25',
  cashHandlingFee: '50',
  financedHandlingFee: '100',
  financing: {
    maxRatio: '0.90',
    annualRate: '0.0388',
    minLoan: '10000',
    maxLoan: '5000000',
    perTransactionLimit: '2000000',
    pool: '100000000',
    poolRemaining: '90000000',
    financingDays: 7,
  },
  cashOpen: true,
  financedOpen: true,
  greyMarketOpen: false,
  oversubscription: null,
  publishedAt: '2026-11-20T01:00:00.000Z',
  openAt: '2026-11-23T01:00:00.000Z',
  financedCutoffAt: '2026-11-25T01:00:00.000Z',
  cashCutoffAt: '2026-11-26T01:00:00.000Z',
  closeAt: '2026-11-26T04:00:00.000Z',
  priceFixingDate: '2026-11-27',
  resultsDate: '2026-11-30',
  greyMarketDate: '2026-11-30',
  listingDate: '2026-12-01',
};

const account = (accountNumber: string, currencies: Account['currencies']): Account => ({
  accountNumber,
  type: 'CASH',
  nickname: null,
  markets: ['HK'],
  currencies,
  rri: false,
  ceNumber: 'AAA001',
  bcan: '',
  professionalInvestor: false,
});

export const hkdAccount = account('LTU1004C', ['HKD', 'USD']);
export const usdAccount = account('LTU1004U', ['USD']);

/** A received cash application of 1000 shares, cancellable. */
export const receivedApplication: IpoApplication = {
  applicationID: 'APP-1',
  reference: 'P-2611-000012',
  ipoID: openIpo.ipoID,
  stockCode: openIpo.stockCode,
  name: openIpo.name,
  currency: 'HKD',
  accountNumber: hkdAccount.accountNumber,
  type: 'CASH',
  quantity: 1000,
  status: 'RECEIVED',
  eipoCode: 'ACK',
  eipoFlag: 'S',
  displayStatus: 'RECEIVED',
  amount: '10078.50',
  handlingFee: '50.00',
  loanRatio: null,
  loanAmount: '0.00',
  interest: '0.00',
  ownPart: '10078.50',
  totalDue: '10128.50',
  allottedQuantity: null,
  refundAmount: null,
  cutoffAt: openIpo.cashCutoffAt,
  canCancel: true,
  reason: null,
  submittedAt: '2026-11-24T02:00:00.000Z',
  updatedAt: '2026-11-24T02:00:00.000Z',
};
