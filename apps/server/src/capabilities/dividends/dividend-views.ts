import Decimal from 'decimal.js';
import type {
  ClientDividend,
  DividendAnnouncement,
  DividendElection,
  DividendPayment,
  LocalizedText,
  MarketCode,
} from '@lantau/contract';
import { dividendOptions } from '@lantau/contract';
import { dividendPayout, scripSharesOf } from '@lantau/domain';
import { findInstrument, type UniverseMarket } from '@lantau/exchange';
import type { AnnouncementRow, ElectionRow, PaymentRow } from './dividend-repository';
import { openStatuses } from './dividend-states';

/** A NUMERIC column as a plain decimal ('2.400000' -> '2.4'). */
const plain = (value: string) => new Decimal(value).toFixed();

export function instrumentName(market: string, stockCode: string): LocalizedText {
  return (
    findInstrument(market as UniverseMarket, stockCode)?.name ?? {
      en_US: stockCode,
      zh_HK: stockCode,
      zh_CN: stockCode,
    }
  );
}

/** A row's instrument as the API names it: market, code and the name in every language. */
export function instrumentOf(row: { market: string; stock_code: string }) {
  return {
    market: row.market as MarketCode,
    stockCode: row.stock_code,
    name: instrumentName(row.market, row.stock_code),
  };
}

export function announcementView(row: AnnouncementRow): DividendAnnouncement {
  return {
    announcementID: row.announcement_id,
    ...instrumentOf(row),
    currency: row.currency as DividendAnnouncement['currency'],
    cashRate: plain(row.cash_rate),
    scripPrice: row.scrip_price === null ? null : plain(row.scrip_price),
    exDate: row.ex_date,
    recordDate: row.record_date,
    electionDeadline: row.election_deadline,
    paymentDate: row.payment_date,
    status: row.status,
    options: row.scrip_price === null ? ['CASH'] : [...dividendOptions],
    createdAt: row.created_at.toISOString(),
  };
}

export function electionView(row: ElectionRow, sharesHeld: number): DividendElection {
  return {
    option: row.option,
    scripShares: scripSharesOf(row.option, sharesHeld, row.mixed_scrip_shares),
    electedAt: row.elected_at.toISOString(),
  };
}

export function paymentView(row: PaymentRow): DividendPayment {
  return {
    cashAmount: new Decimal(row.cash_amount).toFixed(2),
    scripQuantity: row.scrip_quantity,
    scripCost: new Decimal(row.scrip_cost).toFixed(2),
    paidAt: row.paid_at.toISOString(),
  };
}

export const grossOf = (row: AnnouncementRow, sharesHeld: number): Decimal =>
  dividendPayout({ sharesHeld, cashRate: row.cash_rate, scripPrice: null, scripShares: 0 }).gross;

/** Whether the announcement takes elections on `today` (the deadline day included). */
export const electionsOpen = (row: AnnouncementRow, today: string): boolean =>
  openStatuses.includes(row.status) && today <= row.election_deadline;

export function clientDividendView(input: {
  row: AnnouncementRow;
  accountNumber: string;
  sharesHeld: number;
  today: string;
  election: ElectionRow | undefined;
  payment: PaymentRow | undefined;
}): ClientDividend {
  const { row, sharesHeld, election, payment } = input;
  const canElect = electionsOpen(row, input.today) && payment === undefined;
  const status = payment ? 'PAID' : election ? 'ELECTED' : canElect ? 'TO_ELECT' : 'PAST_DEADLINE';
  return {
    announcement: announcementView(row),
    accountNumber: input.accountNumber,
    sharesHeld,
    grossAmount: grossOf(row, sharesHeld).toFixed(2),
    entitlementFixed: row.status !== 'ANNOUNCED',
    election: election ? electionView(election, sharesHeld) : null,
    status,
    canElect,
    payment: payment ? paymentView(payment) : null,
  };
}
