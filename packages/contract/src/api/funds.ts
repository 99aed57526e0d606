import { z } from 'zod';
import { defineCall, staffStepsOn } from './define-call';
import { commaList } from './common';
import { accountNumberSchema, businessDateSchema } from './accounts';
import { moneyAmountSchema } from './input-limits';
import { decimalTextSchema } from './market-data';
import { auditActorKindSchema, staffListCall } from './staff';
import { currencyCodeSchema } from '../currencies';
import { localizedTextSchema } from '../headers';
import { eddaStateSchema, fundRequestStatusSchema, type FundRequestStatus } from '../statuses';

// Money movement (spec sections 2-5, 8): deposits (with a transfer certificate, or eDDI debits under an eDDA
// authorisation), withdrawals to a bank account in the client's own name (SMS code), currency exchanges,
// transfers between the stock account and the client's crypto account, the fund records with each request's
// history, and the back office's queues that move the money. Amounts are decimal strings; every POST that
// creates a request is `idempotent` (see define-call.ts): a retry with the same key answers with the first
// request, never a second one.

/** What a fund request asks for. */
export const fundRequestTypes = ['DEPOSIT', 'WITHDRAWAL', 'EXCHANGE', 'TRANSFER'] as const;
export const fundRequestTypeSchema = z.enum(fundRequestTypes);
export type FundRequestType = z.infer<typeof fundRequestTypeSchema>;

/**
 * How a deposit is paid (spec section 3): FPS (HKD only), e-banking, ATM, cheque, EDDA (an eDDI debit the
 * broker pulls under a confirmed authorisation, HKD only), telegraphic transfer, other.
 */
export const depositMethods = ['FPS', 'E_BANK', 'ATM', 'CHEQUE', 'EDDA', 'TELEGRAPHIC', 'OTHER'] as const;
export const depositMethodSchema = z.enum(depositMethods);
export type DepositMethod = z.infer<typeof depositMethodSchema>;
/** Methods that only take HKD. */
export const hkdOnlyDepositMethods: readonly DepositMethod[] = ['FPS', 'EDDA'];

/** Which way a transfer between the stock account and the crypto account goes. */
export const transferDirections = ['TO_CRYPTO', 'FROM_CRYPTO'] as const;
export const transferDirectionSchema = z.enum(transferDirections);
export type TransferDirection = z.infer<typeof transferDirectionSchema>;

/**
 * Transfer limits between a stock account and its crypto account, per currency: at most `perTransfer` in one
 * request and `perDay` in requests placed on one business date (cancelled and rejected ones do not count).
 * Currencies not listed cannot be transferred.
 */
export const cryptoTransferLimits = {
  HKD: { perTransfer: '200000', perDay: '500000' },
  USD: { perTransfer: '25000', perDay: '64000' },
} as const satisfies Partial<
  Record<z.infer<typeof currencyCodeSchema>, { perTransfer: string; perDay: string }>
>;

/**
 * Transfer certificates: these file types, at most 10 MB (10 * 1024 * 1024 bytes) once decoded. The one home of
 * these limits: the server checks them on upload and the portal's certificate field before it sends.
 */
export const certificateContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const certificateContentTypeSchema = z.enum(certificateContentTypes);
export type CertificateContentType = z.infer<typeof certificateContentTypeSchema>;
export const certificateMaxBytes = 10 * 1024 * 1024;

const bankCodeSchema = z.string().regex(/^\d{3}$/, 'A three-digit bank code');
const idText = z.string().min(1).max(40);
const isoTime = z.iso.datetime({ offset: true });

/** One of the broker's bank accounts clients pay deposits into. */
export const payeeBankSchema = z.object({
  payeeBankID: z.string(),
  bankCode: z.string(),
  bankName: localizedTextSchema,
  accountName: z.string(),
  accountNumber: z.string(),
  /** The FPS identifier of the broker's account (HKD); null where the account takes no FPS. */
  fpsID: z.string().nullable(),
  currency: currencyCodeSchema,
});
export type PayeeBank = z.infer<typeof payeeBankSchema>;

/** A bank account registered in the client's own name: withdrawals are paid only to these. */
export const registeredBankAccountSchema = z.object({
  bankAccountID: z.string(),
  bankCode: z.string(),
  bankName: localizedTextSchema,
  accountName: z.string(),
  /** Masked but for the last four digits ('***-***123-4567'). */
  maskedAccountNumber: z.string(),
  /** Currencies the account can be paid in. */
  currencies: z.array(currencyCodeSchema),
});
export type RegisteredBankAccount = z.infer<typeof registeredBankAccountSchema>;

/** Per currency: how it can be deposited, the minimum deposit, the fees and the broker's accounts for it. */
export const fundCurrencyRuleSchema = z.object({
  currency: currencyCodeSchema,
  depositMethods: z.array(depositMethodSchema),
  minimumDeposit: decimalTextSchema,
  /** Charged on each withdrawal, in the currency; null: the fee is unavailable (withdrawal refused, E7014). */
  withdrawalFee: decimalTextSchema.nullable(),
  /** Charged on each exchange that sells this currency; null: unavailable (E7014). */
  exchangeFee: decimalTextSchema.nullable(),
  payeeBanks: z.array(payeeBankSchema),
});
export type FundCurrencyRule = z.infer<typeof fundCurrencyRuleSchema>;

export const fundSettingsSchema = z.object({
  /** The broker's switches (spec section 6), as the screens need them. */
  switches: z.object({
    WebFundInEnable: z.boolean(),
    WebFundOutEnable: z.boolean(),
    WebFundExEnable: z.boolean(),
    WebFundInAllowNonRegBank: z.boolean(),
    WebFundInSuspendDDA: z.boolean(),
    WebFundInSuspendDDI: z.boolean(),
    WebFundInMinAmountDDI: decimalTextSchema,
    FundHistRangeLimit: z.number().int(),
    DDASupportBankInfoLink: z.string(),
  }),
  currencies: z.array(fundCurrencyRuleSchema),
  /** The client's stock accounts and the currencies each holds: money moves only in those currencies (E7002). */
  accounts: z.array(
    z.object({
      accountNumber: z.string(),
      currencies: z.array(currencyCodeSchema),
      /** The crypto account paired with it; null when the client has none. */
      cryptoAccountNumber: z.string().nullable(),
    }),
  ),
  registeredBankAccounts: z.array(registeredBankAccountSchema),
  /** See cryptoTransferLimits. */
  transferLimits: z.array(
    z.object({ currency: currencyCodeSchema, perTransfer: decimalTextSchema, perDay: decimalTextSchema }),
  ),
});
export type FundSettings = z.infer<typeof fundSettingsSchema>;

/** One step of a request's history: who moved it from which status to which, when, and why. */
export const fundRequestEventSchema = z.object({
  from: fundRequestStatusSchema.nullable(),
  to: fundRequestStatusSchema,
  actorKind: auditActorKindSchema,
  actorID: z.string(),
  /** A refusal's reason, as the staff member typed it; null otherwise. */
  reason: z.string().nullable(),
  at: isoTime,
});
export type FundRequestEvent = z.infer<typeof fundRequestEventSchema>;

const depositDetails = z.object({
  type: z.literal('DEPOSIT'),
  method: depositMethodSchema,
  payerBankCode: z.string(),
  payerBankName: localizedTextSchema,
  payerAccountName: z.string(),
  payerAccountNumber: z.string(),
  /** The broker's account paid into; null for an eDDI debit. */
  payeeBankID: z.string().nullable(),
  nonRegisteredBank: z.boolean(),
  /** The transfer certificate; null for an eDDI debit. */
  certificateID: z.string().nullable(),
  /** eDDI debits: the authorisation used. */
  eddaID: z.string().nullable(),
});
const withdrawalDetails = z.object({
  type: z.literal('WITHDRAWAL'),
  bankAccountID: z.string(),
  bankCode: z.string(),
  bankName: localizedTextSchema,
  maskedAccountNumber: z.string(),
});
const exchangeDetails = z.object({
  type: z.literal('EXCHANGE'),
  /** The currency bought; the request's `currency` and `amount` are what is sold. */
  toCurrency: currencyCodeSchema,
  /** Units of toCurrency per unit sold, fixed when the request was placed. */
  rate: decimalTextSchema,
  /** What the client receives: (amount) * rate, to the cent, rounded down. */
  toAmount: decimalTextSchema,
});
const transferDetails = z.object({
  type: z.literal('TRANSFER'),
  direction: transferDirectionSchema,
  cryptoAccountNumber: z.string(),
});
export const fundRequestDetailsSchema = z.discriminatedUnion('type', [
  depositDetails,
  withdrawalDetails,
  exchangeDetails,
  transferDetails,
]);
export type FundRequestDetails = z.infer<typeof fundRequestDetailsSchema>;

/** A deposit, withdrawal, exchange or transfer, with its full history (oldest event first). */
export const fundRequestSchema = z.object({
  requestID: z.string(),
  /** The short number shown to people, 'W-2611-000042' (D, W, X or T by type, then the month; unique). */
  requestNumber: z.string(),
  type: fundRequestTypeSchema,
  accountNumber: z.string(),
  currency: currencyCodeSchema,
  amount: decimalTextSchema,
  /** Handling fee charged on top (withdrawals, exchanges), '0' when none. */
  fee: decimalTextSchema,
  status: fundRequestStatusSchema,
  details: fundRequestDetailsSchema,
  /** The refusal's reason (REJ), else null. */
  rejectReason: z.string().nullable(),
  /** The client may still withdraw it (PND or ACK). */
  canCancel: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
  events: z.array(fundRequestEventSchema),
});
export type FundRequest = z.infer<typeof fundRequestSchema>;

/** An eDDA authorisation as the client sees it. */
export const eddaAuthorisationSchema = z.object({
  eddaID: z.string(),
  accountNumber: z.string(),
  bankCode: z.string(),
  bankName: localizedTextSchema,
  /** The debtor account at the bank, masked but for the last four digits. */
  maskedBankAccountNumber: z.string(),
  accountHolderName: z.string(),
  state: eddaStateSchema,
  /** Why it is INVALID or REFUSED, in the caller's language; null otherwise. */
  stateMessage: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type EddaAuthorisation = z.infer<typeof eddaAuthorisationSchema>;

// ---------------------------------------------------------------------------------------------- client calls

export const getFundSettings = defineCall({
  service: 'main',
  method: 'GET',
  path: '/funds/settings',
  summary:
    "Everything the fund screens need at once: the broker's switches, per currency the deposit methods, minimum, fees and payee banks, the client's accounts and their currencies, registered bank accounts and transfer limits",
  access: 'client',
  data: fundSettingsSchema,
});

export const postFundCertificate = defineCall({
  service: 'main',
  method: 'POST',
  path: '/funds/certificates',
  summary:
    'Uploads a transfer certificate (PNG, JPEG, WebP or PDF, at most 10 MB decoded) as base64 in JSON, so the request signature covers it as any other body; answers its ID for POST /funds/deposits. E7006 when too large, empty or not the declared type; a PDF is drawn as a picture for staff on upload: E2030 when it cannot be (damaged, password-protected, too large or slow), E2031 when too many are being drawn',
  access: 'client',
  body: z.object({
    fileName: z.string().min(1).max(200),
    contentType: certificateContentTypeSchema,
    /** The file's bytes, base64 (no data: prefix). */
    dataBase64: z
      .string()
      .min(1)
      .max(Math.ceil(certificateMaxBytes / 3) * 4 + 4),
  }),
  data: z.object({ certificateID: z.string(), sizeBytes: z.number().int() }),
});

/**
 * A deposit. Every method but EDDA names the payer's bank and account, the broker's payee account and the
 * uploaded certificate; EDDA names the confirmed authorisation (the payer is the authorised account).
 */
export const depositRequestSchema = z
  .object({
    accountNumber: accountNumberSchema,
    currency: currencyCodeSchema,
    method: depositMethodSchema,
    amount: moneyAmountSchema,
    payerBank: bankCodeSchema.optional(),
    payerAccountName: z.string().trim().min(1).max(120).optional(),
    payerAccountNumber: z
      .string()
      .regex(/^[0-9-]{4,30}$/, 'Digits and hyphens')
      .optional(),
    payeeBankID: idText.optional(),
    /** The payer's account is not registered with the broker (only where WebFundInAllowNonRegBank). */
    nonRegisteredBank: z.boolean().default(false),
    certificateID: idText.optional(),
    /** EDDA only: the confirmed authorisation to debit. */
    eddaID: idText.optional(),
  })
  .superRefine((value, context) => {
    const needed: (keyof typeof value)[] =
      value.method === 'EDDA'
        ? ['eddaID']
        : ['payerBank', 'payerAccountName', 'payerAccountNumber', 'payeeBankID', 'certificateID'];
    for (const field of needed)
      if (value[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: `Required for ${value.method}` });
  });
export type DepositRequest = z.input<typeof depositRequestSchema>;

export const postDeposit = defineCall({
  service: 'main',
  method: 'POST',
  path: '/funds/deposits',
  summary:
    'Submits a deposit (PND) for the broker to verify, or an eDDI debit under a confirmed eDDA authorisation',
  access: 'client',
  idempotent: true,
  body: depositRequestSchema,
  data: fundRequestSchema,
});

export const getEddaAuthorisations = defineCall({
  service: 'main',
  method: 'GET',
  path: '/funds/edda',
  summary: "The client's eDDA authorisations and their states, newest first",
  access: 'client',
  data: z.array(eddaAuthorisationSchema),
});

export const postEddaAuthorisation = defineCall({
  service: 'main',
  method: 'POST',
  path: '/funds/edda',
  summary:
    "Asks for an eDDA authorisation (SUBMITTED). The holder's name and ID number must match the bank's record (in the simulation: the client's own name and ID on file), else it is recorded INVALID. E7008 while WebFundInSuspendDDA",
  access: 'client',
  body: z.object({
    accountNumber: accountNumberSchema,
    bankCode: bankCodeSchema,
    bankAccountNumber: z.string().regex(/^[0-9-]{4,30}$/, 'Digits and hyphens'),
    accountHolderName: z.string().trim().min(1).max(120),
    /** HKID or passport number as on the bank's record ('A123456(7)'). */
    idNumber: z.string().trim().min(4).max(20),
  }),
  data: eddaAuthorisationSchema,
});

export const withdrawableSchema = z.object({
  accountNumber: z.string(),
  currency: currencyCodeSchema,
  /** Settled cash less holds; unsettled sale proceeds are never withdrawable. */
  withdrawable: decimalTextSchema,
  /** The handling fee a withdrawal adds (it is held and charged on top); null when unavailable. */
  fee: decimalTextSchema.nullable(),
  /** The largest amount a withdrawal may ask for now: withdrawable less the fee, never below zero. */
  maxAmount: decimalTextSchema,
});
export type Withdrawable = z.infer<typeof withdrawableSchema>;

export const getWithdrawable = defineCall({
  service: 'main',
  method: 'GET',
  path: '/funds/withdrawable',
  summary: 'What one currency of an account can withdraw now and the handling fee',
  access: 'client',
  query: z.object({ accountNumber: accountNumberSchema, currency: currencyCodeSchema }),
  data: withdrawableSchema,
});

export const postWithdrawalCode = defineCall({
  service: 'main',
  method: 'POST',
  path: '/funds/withdrawals/codes',
  summary:
    "Sends a one-time code by SMS to the client's registered mobile to sign a withdrawal; E2006 before the resend countdown ends, E2020 when the gateway did not take it",
  access: 'client',
  data: z.object({
    /** Names the code; sent back with the withdrawal. */
    codeID: z.string(),
    maskedContact: z.string(),
    otpLength: z.number().int(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  }),
});

export const postWithdrawal = defineCall({
  service: 'main',
  method: 'POST',
  path: '/funds/withdrawals',
  summary:
    'Asks for a withdrawal to a registered bank account, signed with the SMS code (E2003/E2004/E2005 as at login); amount plus fee are held at once. A retry need not repeat the code',
  access: 'client',
  idempotent: { ignoredBodyFields: ['smsCode'] },
  body: z.object({
    accountNumber: accountNumberSchema,
    currency: currencyCodeSchema,
    amount: moneyAmountSchema,
    bankAccountID: idText,
    codeID: idText,
    smsCode: z.string().regex(/^\d{4,8}$/, 'A code is 4 to 8 digits'),
  }),
  data: fundRequestSchema,
});

export const exchangeQuoteSchema = z.object({
  accountNumber: z.string(),
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  /** Units of `to` per unit of `from`, from the broker's reference rates (8 decimal places). */
  rate: decimalTextSchema,
  /** When the reference rates were last set. */
  rateTime: isoTime,
  /** Handling fee in `from`, charged on top of the amount sold. */
  fee: decimalTextSchema,
  /** The most of `from` that can be sold now: settled cash less holds, less the fee. */
  exchangeable: decimalTextSchema,
  /** With `amount`: what selling it gives in `to`, to the cent, rounded down. */
  amount: decimalTextSchema.nullable(),
  toAmount: decimalTextSchema.nullable(),
});
export type ExchangeQuote = z.infer<typeof exchangeQuoteSchema>;

export const getExchangeQuote = defineCall({
  service: 'main',
  method: 'GET',
  path: '/funds/exchange_quote',
  summary:
    'The reference rate, fee and exchangeable amount for selling one currency of an account for another. E7016 for an account holding one currency, E7015 without a rate',
  access: 'client',
  query: z.object({
    accountNumber: accountNumberSchema,
    from: currencyCodeSchema,
    to: currencyCodeSchema,
    amount: moneyAmountSchema.optional(),
  }),
  data: exchangeQuoteSchema,
});

export const postExchange = defineCall({
  service: 'main',
  method: 'POST',
  path: '/funds/exchanges',
  summary:
    'Asks to sell an amount of one currency for another at the reference rate of the moment; the amount plus fee are held at once',
  access: 'client',
  idempotent: true,
  body: z.object({
    accountNumber: accountNumberSchema,
    from: currencyCodeSchema,
    to: currencyCodeSchema,
    amount: moneyAmountSchema,
  }),
  data: fundRequestSchema,
});

export const postTransfer = defineCall({
  service: 'main',
  method: 'POST',
  path: '/funds/transfers',
  summary:
    'Asks to move cash between a stock account and its crypto account, within cryptoTransferLimits (E7017); the amount is held in the paying account at once',
  access: 'client',
  idempotent: true,
  body: z.object({
    accountNumber: accountNumberSchema,
    direction: transferDirectionSchema,
    currency: currencyCodeSchema,
    amount: moneyAmountSchema,
  }),
  data: fundRequestSchema,
});

export const cryptoBalanceSchema = z.object({
  cryptoAccountNumber: z.string(),
  stockAccountNumber: z.string(),
  cash: z.array(
    z.object({ currency: currencyCodeSchema, balance: decimalTextSchema, available: decimalTextSchema }),
  ),
});

export const getCryptoAccounts = defineCall({
  service: 'main',
  method: 'GET',
  path: '/funds/crypto_accounts',
  summary: "The client's crypto accounts, each with its paired stock account and its cash",
  access: 'client',
  data: z.array(cryptoBalanceSchema),
});

export const fundRecordsQuerySchema = z.object({
  type: fundRequestTypeSchema.optional(),
  status: fundRequestStatusSchema.optional(),
  accountNumber: accountNumberSchema.optional(),
  /** Business dates (Asia/Shanghai), inclusive; the range may span at most FundHistRangeLimit days (E7019). */
  from: businessDateSchema,
  to: businessDateSchema,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const getFundRequests = defineCall({
  service: 'main',
  method: 'GET',
  path: '/funds/requests',
  summary:
    "The client's fund records, newest first, each with its history; E7019 beyond FundHistRangeLimit days",
  access: 'client',
  query: fundRecordsQuerySchema,
  data: z.object({ total: z.number().int(), requests: z.array(fundRequestSchema) }),
});

const requestParams = z.object({ requestID: idText });

export const getFundRequest = defineCall({
  service: 'main',
  method: 'GET',
  path: '/funds/requests/:requestID',
  summary: "One of the client's fund requests with its history (E7020 when not the client's)",
  access: 'client',
  params: requestParams,
  data: fundRequestSchema,
});

export const postFundRequestCancel = defineCall({
  service: 'main',
  method: 'POST',
  path: '/funds/requests/:requestID/cancel',
  summary:
    'Withdraws a pending request (PND or ACK: PTC then CAN in one transaction, releasing any hold); E7021 once the broker is paying it',
  access: 'client',
  params: requestParams,
  data: fundRequestSchema,
});

// ----------------------------------------------------------------------------------------------- staff calls

/** A request as the back office sees it: whose it is and who took its first step (four-eyes). */
export const staffFundRequestSchema = fundRequestSchema.extend({
  userID: z.string(),
  clientName: localizedTextSchema,
  /**
   * Who took the first of two steps (ACK: waiting for another member's approval): who prepared a withdrawal or
   * transfer out, or verified a deposit or processed an exchange above the broker's four-eyes amount; 'platform'
   * for demo processing. Null while nobody has.
   */
  preparedBy: z.string().nullable(),
});
export type StaffFundRequest = z.infer<typeof staffFundRequestSchema>;

export const staffEddaAuthorisationSchema = eddaAuthorisationSchema.extend({
  userID: z.string(),
  clientName: localizedTextSchema,
  /** Whether the holder's name and ID matched the client's record when it was submitted. */
  matchesRecord: z.boolean(),
});
export type StaffEddaAuthorisation = z.infer<typeof staffEddaAuthorisationSchema>;

const refusal = z.object({ reason: z.string().trim().min(1).max(500) });

/**
 * The queue a request is worked in: money coming in (deposits), money leaving the broker (withdrawals and
 * transfers to the crypto account: payments), money changing currency or account (exchanges and transfers from
 * the crypto account).
 */
export const fundQueues = ['DEPOSIT', 'PAYMENT', 'EXCHANGE'] as const;
export const fundQueueSchema = z.enum(fundQueues);
export type FundQueue = z.infer<typeof fundQueueSchema>;

export function fundQueueOf(type: FundRequestType, direction?: TransferDirection): FundQueue {
  if (type === 'DEPOSIT') return 'DEPOSIT';
  if (type === 'WITHDRAWAL' || (type === 'TRANSFER' && direction === 'TO_CRYPTO')) return 'PAYMENT';
  return 'EXCHANGE';
}

/**
 * What each staff step on a fund request accepts, stated once: the queues it works in and the statuses it
 * starts from. The server refuses a step on anything else (E7021); the back office lists each queue by the
 * statuses its step accepts. The state machine (ARCHITECTURE.md, "Fund requests") says where each step leads.
 */
export const fundStaffSteps = {
  /** Verify a deposit: credited, or above the four-eyes amount waiting for approval. */
  creditDeposit: { queues: ['DEPOSIT'], from: ['PND'] },
  refuseDeposit: { queues: ['DEPOSIT'], from: ['PND', 'ACK'] },
  /** The first pair of eyes on a payment. */
  preparePayment: { queues: ['PAYMENT'], from: ['PND'] },
  approvePayment: { queues: ['PAYMENT'], from: ['ACK'] },
  refusePayment: { queues: ['PAYMENT'], from: ['PND', 'ACK'] },
  /** Process an exchange or transfer in: completed, or above the four-eyes amount waiting for approval. */
  processExchange: { queues: ['EXCHANGE'], from: ['PND'] },
  refuseExchange: { queues: ['EXCHANGE'], from: ['PND', 'ACK'] },
  /** The second pair of eyes on whatever waits for approval, in every queue. */
  approve: { queues: fundQueues, from: ['ACK'] },
  refuseApproval: { queues: fundQueues, from: ['ACK'] },
} as const satisfies Record<string, { queues: readonly FundQueue[]; from: readonly FundRequestStatus[] }>;
export type FundStaffStep = keyof typeof fundStaffSteps;

export const getStaffFundRequests = staffListCall({
  path: '/staff/funds/requests',
  summary:
    "A page of a queue of the broker's fund requests, by queue, type and status (oldest first, as a queue is worked); any staff member may read it",
  access: 'staff',
  filters: {
    /** The queue (fundQueueOf): what staff do with the request. */
    queue: fundQueueSchema.optional(),
    type: fundRequestTypeSchema.optional(),
    /** One or more statuses, comma-separated ('PND,ACK'); all when absent. */
    status: commaList(fundRequestStatusSchema).optional(),
    userID: z.string().max(32).optional(),
  },
  rows: 'requests',
  row: staffFundRequestSchema,
});

export const getStaffFundRequest = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/funds/requests/:requestID',
  summary: 'One fund request of the broker with its history',
  access: 'staff',
  params: requestParams,
  data: staffFundRequestSchema,
});

/**
 * Not an envelope: answers the certificate as a picture (inline), for the deposit queue to show: an uploaded
 * PNG, JPEG or WebP as it is, a PDF as a JPEG of its first three pages drawn on the server (never the PDF).
 * Signed as any staff call. E2030 for an old PDF that cannot be drawn.
 */
export const getStaffCertificate = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/funds/certificates/:certificateID',
  summary:
    "A deposit's transfer certificate as a picture (a PDF's first pages drawn as JPEG), not an envelope",
  access: { staff: 'deposits.verify' },
  params: z.object({ certificateID: idText }),
  data: z.unknown(),
});

// Staff steps on one fund request, each answering the request as it now stands.
const requestStep = staffStepsOn(requestParams, staffFundRequestSchema);

export const postStaffDepositCredit = requestStep(
  '/staff/funds/deposits/:requestID/credit',
  'deposits.verify',
  "Verifies a deposit. Up to the broker's four-eyes amount in its currency it is credited at once (the client's cash from HOUSE:BANK, CLS); above it, it waits for another member's approval (ACK, no money moves yet)",
);

export const postStaffDepositRefuse = requestStep(
  '/staff/funds/deposits/:requestID/refuse',
  'deposits.verify',
  'Refuses a pending deposit, or one waiting for approval (no money arrived, certificate unreadable...): REJ with the reason',
  refusal,
);

export const postStaffPaymentPrepare = requestStep(
  '/staff/funds/payments/:requestID/prepare',
  'withdrawals.prepare',
  'Prepares a withdrawal or a transfer to the crypto account for payment (PND to ACK): the first pair of eyes',
);

export const postStaffPaymentApprove = requestStep(
  '/staff/funds/payments/:requestID/approve',
  'funds.approve',
  'Approves a prepared payment and pays it (ACK to APV to CLS: the held cash leaves for HOUSE:BANK or the crypto account, the fee to HOUSE:FEES). E8002 for whoever prepared it. The approvals queue uses POST /staff/funds/requests/{requestID}/approve, which does the same for every type',
);

export const postStaffPaymentRefuse = requestStep(
  '/staff/funds/payments/:requestID/refuse',
  'funds.approve',
  'Refuses a pending or prepared withdrawal or transfer out (REJ with the reason); its hold is released',
  refusal,
);

export const postStaffExchangeProcess = requestStep(
  '/staff/funds/exchanges/:requestID/process',
  'exchanges.process',
  "Processes an exchange or a transfer from the crypto account at the rate fixed when placed. Up to the broker's four-eyes amount in the sold currency, both legs post against HOUSE:FX at once (CLS); above it, it waits for another member's approval (ACK, the hold stays)",
);

export const postStaffExchangeRefuse = requestStep(
  '/staff/funds/exchanges/:requestID/refuse',
  'exchanges.process',
  'Refuses a pending exchange or transfer from the crypto account, or one waiting for approval (REJ with the reason); its hold is released',
  refusal,
);

/**
 * The second pair of eyes on any request waiting for approval (ACK): a prepared payment, or a deposit verified or
 * an exchange processed above the broker's four-eyes amount by another member. The money moves here, in the
 * transaction that records the approval.
 */
export const postStaffFundApprove = requestStep(
  '/staff/funds/requests/:requestID/approve',
  'funds.approve',
  'Approves a request another member prepared, verified or processed (ACK to APV to CLS, the money moving as it completes). E8002 for whoever took the first step, E7021 for a request not waiting for approval',
);

export const postStaffFundRefuse = requestStep(
  '/staff/funds/requests/:requestID/refuse',
  'funds.approve',
  'Refuses a request waiting for approval (ACK to REJ with the reason): nothing is credited, a hold is released',
  refusal,
);

export const getStaffEddaAuthorisations = staffListCall({
  path: '/staff/funds/edda',
  summary: "The broker's eDDA authorisations, optionally of one state (oldest first)",
  access: 'staff',
  filters: {
    state: eddaStateSchema.optional(),
  },
  rows: 'authorisations',
  row: staffEddaAuthorisationSchema,
});

const eddaStep = staffStepsOn(z.object({ eddaID: idText }), staffEddaAuthorisationSchema);

export const postStaffEddaConfirm = eddaStep(
  '/staff/funds/edda/:eddaID/confirm',
  'edda.review',
  'Confirms a SUBMITTED eDDA authorisation (the bank has accepted it): CONFIRMED',
);

export const postStaffEddaRefuse = eddaStep(
  '/staff/funds/edda/:eddaID/refuse',
  'edda.review',
  'Refuses a SUBMITTED eDDA authorisation: REFUSED with the reason',
  refusal,
);
