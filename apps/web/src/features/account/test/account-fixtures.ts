import type { Account, AccountOverview, AccountRecord, Position } from '@lantau/contract';
import type { FakeRoute } from '../../../test/fake-api';

export const cashAccount: Account = {
  accountNumber: 'LTU1004C',
  type: 'CASH',
  nickname: null,
  markets: ['HK', 'US'],
  currencies: ['HKD', 'USD'],
  rri: false,
  ceNumber: 'ABC123',
  bcan: '1000001',
  professionalInvestor: false,
};

export const marginAccount: Account = {
  ...cashAccount,
  accountNumber: 'LTU1004M',
  type: 'MARGIN',
  nickname: 'Growth',
};

export const tencentPosition: Position = {
  market: 'HK',
  stockCode: '00700',
  name: { en_US: 'Tencent Holdings', zh_HK: '騰訊控股', zh_CN: '腾讯控股' },
  currency: 'HKD',
  quantity: 300,
  sellable: 200,
  onHold: 100,
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

export function overviewOf(account: Account, change: Partial<AccountOverview> = {}): AccountOverview {
  return {
    account,
    baseCurrency: 'HKD',
    quotePlan: 'DELAYED',
    cash: [
      {
        currency: 'HKD',
        available: '52345.67',
        onHold: '38100.00',
        unsettled: '-1200.50',
        settled: '90445.67',
      },
      { currency: 'USD', available: '1000.00', onHold: '0.00', unsettled: '0.00', settled: '1000.00' },
    ],
    positions: [tencentPosition],
    totals: {
      buyingPower: '52345.67',
      marketValue: '114000.00',
      cash: '98245.67',
      netAssets: '212245.67',
      unrealisedPnl: '9000.00',
      todayPnl: '1500.00',
    },
    margin:
      account.type === 'MARGIN'
        ? {
            state: 'MARGIN_CALL',
            creditLimit: '500000.00',
            marginValue: '57000.00',
            maintenance: '80000.00',
            equity: '70000.00',
            loan: '44000.00',
          }
        : null,
    ...change,
  };
}

export function recordOf(index: number, change: Partial<AccountRecord> = {}): AccountRecord {
  return {
    entryID: `E${index}`,
    journalID: `J${index}`,
    time: '2026-11-20T02:30:00Z',
    reason: 'TRADE',
    reference: `O-${index}`,
    referenceText: `O-2611-${String(index).padStart(6, '0')}`,
    description: `Buy 100 00700 @ 380.000 #${index}`,
    asset: { kind: 'cash', currency: 'HKD' },
    amount: '-38000.00',
    balanceAfter: '62000.00',
    state: 'POSTED',
    ...change,
  };
}

/** The broker switches the account pages read. */
export const brokerConfigRoute =
  (values: Record<string, unknown>): FakeRoute =>
  (url) =>
    /^\/api\/brokers\/\w+\/configurations$/.test(url.pathname)
      ? { data: Object.entries(values).map(([key, value]) => ({ key, value })) }
      : undefined;
