import type { ClientDividend } from '@lantau/contract';

/** 800 shares of a HKD 0.78 dividend with scrip at HKD 61.5 (the demo's 00005): HKD 624.00 gross. */
export function dividend(overrides: Partial<ClientDividend> = {}): ClientDividend {
  return {
    announcement: {
      announcementID: 'DV-1',
      market: 'HK',
      stockCode: '00005',
      currency: 'HKD',
      cashRate: '0.78',
      scripPrice: '61.5',
      exDate: '2026-11-23',
      recordDate: '2026-11-23',
      electionDeadline: '2026-11-29',
      paymentDate: '2026-12-01',
      name: { en_US: 'HSBC Holdings', zh_HK: '滙豐控股', zh_CN: '汇丰控股' },
      status: 'ANNOUNCED',
      options: ['CASH', 'SCRIP', 'MIXED'],
      createdAt: '2026-11-23T00:00:00Z',
    },
    accountNumber: 'LTU100101',
    sharesHeld: 800,
    grossAmount: '624.00',
    entitlementFixed: true,
    election: null,
    status: 'TO_ELECT',
    canElect: true,
    payment: null,
    ...overrides,
  };
}
