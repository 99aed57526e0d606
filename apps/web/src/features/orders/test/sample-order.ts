import type { Order } from '@lantau/contract';

/** A resting buy of 100 Tencent, as the server lists it. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderID: 'O-1001',
    orderNumber: 'O-2611-001001',
    accountNumber: 'C1001',
    market: 'HK',
    stockCode: '00700',
    name: { en_US: 'Tencent', zh_HK: '騰訊控股', zh_CN: '腾讯控股' },
    currency: 'HKD',
    side: 'BUY',
    orderType: 'LO',
    price: '300.000',
    quantity: 100,
    filledQuantity: 0,
    averageFillPrice: null,
    status: 'ACK',
    timeInForce: 'DAY',
    expiryDate: null,
    condition: null,
    linkedOrderID: null,
    rejectReason: null,
    rejectMessage: null,
    fees: {
      currency: 'HKD',
      consideration: '30000.00',
      fees: [{ item: 'BROKERAGE', amount: '50.00' }],
      totalFees: '50.00',
      total: '30050.00',
      scheduleID: 'HK-2025-08-01',
    },
    createdAt: '2026-11-23T02:00:00.000Z',
    updatedAt: '2026-11-23T02:00:00.000Z',
    tradeDate: '2026-11-23',
    canAmend: true,
    canCancel: true,
    investorID: { ceNumber: 'LTU001', bcan: '1001' },
    spreadTableID: 'HK_STOCK_2025',
    ...overrides,
  };
}
