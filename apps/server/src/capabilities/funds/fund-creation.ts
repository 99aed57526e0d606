import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FundRequest, FundRequestDetails, FundRequestType } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { jsonb } from '../../platform/db/jsonb';
import { AppError } from '../../platform/http/app-error';
import type { FundCaller, FundContext } from './fund-context';
import { initialFundStatus } from './fund-request-states';
import { fundRepository } from './fund-repository';
import { recordCreated } from './fund-transitions';
import { fundRequestViews } from './fund-views';

const idempotencyKeyPattern = /^[\x21-\x7e]{8,64}$/;

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
 * Creates a fund request once per Idempotency-Key: the key is claimed first in the transaction that checks,
 * holds and inserts (`build` does the checks and holds, reading only through `trx`); a retry, or a racing twin
 * that lost the claim, answers with the first request. The same key with other content is refused (E7022).
 * `checkFirst` runs before the transaction, for a new key only: a check with effects of its own that must stay
 * when the request is refused (a wrong SMS code counts against the code).
 */
export async function createOnce(
  context: FundContext,
  caller: FundCaller,
  idempotencyKey: string | undefined,
  content: unknown,
  build: (trx: Transaction<Database>, requestId: string) => Promise<NewFundRequest>,
  checkFirst?: () => Promise<void>,
): Promise<FundRequest> {
  if (idempotencyKey === undefined || !idempotencyKeyPattern.test(idempotencyKey))
    throw new AppError('E7022');
  const requestHash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  const answerWith = async (key: { request_hash: string; request_id: string }) => {
    if (key.request_hash !== requestHash) throw new AppError('E7022');
    const row = await fundRepository.find(context.db, key.request_id);
    return (await fundRequestViews(context.db, [row!]))[0]!;
  };
  const earlier = await fundRepository.findKey(context.db, caller.userId, idempotencyKey);
  if (earlier) return answerWith(earlier);
  await checkFirst?.();

  const requestId = await fundRepository.nextRequestId(context.db);
  const created = await context.db.transaction().execute(async (trx) => {
    const claimed = await fundRepository.claimKey(trx, {
      userId: caller.userId,
      idempotencyKey,
      requestHash,
      requestId,
    });
    if (!claimed) return false;
    const request = await build(trx, requestId);
    const row = await trx
      .insertInto('fund_requests')
      .values({
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, row, { kind: 'CLIENT', id: caller.userId });
    return true;
  });
  if (!created) {
    const winner = await fundRepository.findKey(context.db, caller.userId, idempotencyKey);
    if (!winner) throw new AppError('E7022');
    return answerWith(winner);
  }
  const row = await fundRepository.find(context.db, requestId);
  return (await fundRequestViews(context.db, [row!]))[0]!;
}
