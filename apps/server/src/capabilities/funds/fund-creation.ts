import type { Transaction } from 'kysely';
import type { FundRequest, FundRequestDetails, FundRequestType } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { jsonb } from '../../platform/db/jsonb';
import type { IdempotencyClaim } from '../../platform/http/idempotency';
import type { FundCaller, FundContext } from './fund-context';
import { initialFundStatus } from './fund-request-states';
import { fundRepository } from './fund-repository';
import { recordCreated } from './fund-transitions';
import { fundRequestViews } from './fund-views';

/** What a request type decides about a new request, inside its creating transaction. */
export interface NewFundRequest {
  type: FundRequestType;
  accountNumber: string;
  currency: string;
  amount: string;
  fee?: string;
  details: FundRequestDetails;
  holdId?: string;
  certificateId?: string;
}

/**
 * Creates a fund request; its call is `idempotent`, so registerCall runs this for a new Idempotency-Key only
 * (a retry is answered with the request its key made). The key is claimed first in the transaction that
 * checks, holds and inserts (`build` does the checks and holds, reading only through `trx`).
 */
export async function createOnce(
  context: FundContext,
  caller: FundCaller,
  once: IdempotencyClaim,
  build: (trx: Transaction<Database>, requestId: string) => Promise<NewFundRequest>,
): Promise<FundRequest> {
  const requestId = await fundRepository.nextRequestId(context.db);
  await context.db.transaction().execute(async (trx) => {
    await once.claim(trx, requestId);
    const request = await build(trx, requestId);
    const row = await fundRepository.insert(trx, {
      request_id: requestId,
      broker_code: caller.brokerCode,
      user_id: caller.userId,
      account_number: request.accountNumber,
      type: request.type,
      currency_code: request.currency,
      amount: request.amount,
      fee: request.fee ?? '0',
      status: initialFundStatus,
      details: jsonb(request.details as unknown as Record<string, unknown>),
      hold_id: request.holdId ?? null,
      certificate_id: request.certificateId ?? null,
      business_date: context.clock.today(),
    });
    await recordCreated(trx, row, { kind: 'CLIENT', id: caller.userId });
  });
  const row = await fundRepository.find(context.db, requestId);
  return (await fundRequestViews(context.db, [row!]))[0]!;
}
