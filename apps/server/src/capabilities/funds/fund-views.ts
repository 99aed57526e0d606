import Decimal from 'decimal.js';
import type { FundRequest, FundRequestDetails, LocalizedText, StaffFundRequest } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import { fundReferenceRepository } from './fund-reference-repository';
import { canCancelFundRequest } from './fund-request-states';
import { fundRepository, type FundEventRow, type FundRequestRow } from './fund-repository';

/** Money as the wire shows it: to the cent (the columns keep six places; fund amounts have two at most). */
export const moneyText = (value: string | Decimal): string => new Decimal(value).toFixed(2);

export function fundRequestView(row: FundRequestRow, events: readonly FundEventRow[]): FundRequest {
  const status = row.status;
  return {
    requestID: row.request_id,
    requestNumber: row.request_number,
    type: row.type,
    accountNumber: row.account_number,
    currency: row.currency_code as FundRequest['currency'],
    amount: moneyText(row.amount),
    fee: moneyText(row.fee),
    status,
    details: row.details as unknown as FundRequestDetails,
    rejectReason: row.reject_reason,
    canCancel: canCancelFundRequest(status),
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    events: events
      .filter((event) => event.request_id === row.request_id)
      .map((event) => ({
        from: event.from_status,
        to: event.to_status,
        actorKind: event.actor_kind,
        actorID: event.actor_id,
        reason: event.reason,
        at: event.at.toISOString(),
      })),
  };
}

/** Requests with their histories, read in one query. */
export async function fundRequestViews(
  executor: Executor,
  rows: readonly FundRequestRow[],
): Promise<FundRequest[]> {
  const events = await fundRepository.events(
    executor,
    rows.map((row) => row.request_id),
  );
  return rows.map((row) => fundRequestView(row, events));
}

/** The client's name in the three languages (the Chinese name serves both scripts). */
export const clientNameOf = (user: { name_en: string; name_zh: string }): LocalizedText => ({
  en_US: user.name_en,
  zh_HK: user.name_zh,
  zh_CN: user.name_zh,
});

/** Requests as the back office sees them: whose, and who prepared them. */
export async function staffFundRequestViews(
  executor: Executor,
  rows: readonly FundRequestRow[],
): Promise<StaffFundRequest[]> {
  const views = await fundRequestViews(executor, rows);
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const users = await fundReferenceRepository.clientNames(executor, userIds);
  const names = new Map(users.map((user) => [user.user_id, clientNameOf(user)]));
  return views.map((view, index) => ({
    ...view,
    userID: rows[index]!.user_id,
    clientName: names.get(rows[index]!.user_id) ?? { en_US: '', zh_HK: '', zh_CN: '' },
    preparedBy: rows[index]!.prepared_by,
  }));
}
