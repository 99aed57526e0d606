import type { FundRequest, FundSettings } from '@lantau/contract';

const bankName = (en: string) => ({ en_US: en, zh_HK: en, zh_CN: en });

/** The fund settings of a client with an HKD and USD cash account at a broker allowing unregistered banks. */
export const fundSettings: FundSettings = {
  switches: {
    WebFundInEnable: true,
    WebFundOutEnable: true,
    WebFundExEnable: true,
    WebFundInAllowNonRegBank: true,
    WebFundInSuspendDDA: false,
    WebFundInSuspendDDI: false,
    WebFundInMinAmountDDI: '100',
    FundHistRangeLimit: 90,
    DDASupportBankInfoLink: 'https://example.com/edda-banks',
  },
  currencies: [
    {
      currency: 'HKD',
      depositMethods: ['FPS', 'E_BANK', 'ATM', 'CHEQUE', 'EDDA', 'TELEGRAPHIC', 'OTHER'],
      minimumDeposit: '1000.00',
      withdrawalFee: '20.00',
      exchangeFee: '10.00',
      payeeBanks: [
        {
          payeeBankID: 'PB-HKD-1',
          bankCode: '004',
          bankName: bankName('HSBC'),
          accountName: 'Lantau Securities Ltd - Client Account',
          accountNumber: '004-123-456789-001',
          fpsID: '1234567',
          currency: 'HKD',
        },
      ],
    },
    {
      currency: 'USD',
      depositMethods: ['E_BANK', 'TELEGRAPHIC', 'OTHER'],
      minimumDeposit: '100.00',
      withdrawalFee: null,
      exchangeFee: '2.00',
      payeeBanks: [],
    },
  ],
  accounts: [{ accountNumber: 'LTU1004C', currencies: ['HKD', 'USD'], cryptoAccountNumber: null }],
  registeredBankAccounts: [],
  transferLimits: [],
};

export function placedDeposit(amount: string): FundRequest {
  const at = '2026-03-10T02:00:00.000Z';
  return {
    requestID: 'FR-1',
    requestNumber: 'D-2603-000001',
    type: 'DEPOSIT',
    accountNumber: 'LTU1004C',
    currency: 'HKD',
    amount,
    fee: '0',
    status: 'PND',
    details: {
      type: 'DEPOSIT',
      method: 'E_BANK',
      payerBankCode: '024',
      payerBankName: bankName('Hang Seng Bank'),
      payerAccountName: 'YEUNG Chi Wai',
      payerAccountNumber: '024-888-999999',
      payeeBankID: 'PB-HKD-1',
      nonRegisteredBank: false,
      certificateID: 'CERT-1',
      eddaID: null,
    },
    rejectReason: null,
    canCancel: true,
    createdAt: at,
    updatedAt: at,
    events: [{ from: null, to: 'PND', actorKind: 'CLIENT', actorID: 'LTU1004', reason: null, at }],
  };
}
