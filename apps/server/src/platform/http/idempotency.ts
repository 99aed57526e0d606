import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { idempotencyKeyPattern } from '@lantau/contract';
import type { Database } from '../db/schema';
import { compiledStatement } from '../db/compiled-statement';
import type { Executor } from '../db/insert-missing';
import { AppError } from './app-error';

/**
 * What an idempotent call's handler is given: the one thing it must do, in the transaction that does the work.
 * `claim` records the request's Idempotency-Key with `reference` (what the work creates: an order's ID, a fund
 * request's). Call it first in that transaction: a twin request racing with the same key waits there until the
 * first one commits or rolls back, and the key is stored by the same commit as the work, so a crash never leaves
 * a claimed key without its work, nor work without its key. When the twin committed first, `claim` throws
 * (the transaction rolls back) and the caller is answered with the twin's replay instead.
 */
export interface IdempotencyClaim {
  claim(trx: Transaction<Database>, reference: string): Promise<void>;
}

/** What a call that declares no `idempotent` gets: claiming there is a bug. */
export const noIdempotencyClaim: IdempotencyClaim = {
  claim() {
    return Promise.reject(new Error('claim() of a call that does not declare `idempotent`'));
  },
};

/** Thrown by `claim` when a twin with the same key committed first; registerCall answers the twin's replay. */
class KeyTakenError extends Error {
  override name = 'KeyTakenError';
}

/** One request of an idempotent call, as the key table sees it. */
export interface IdempotentRequest {
  /** Whose keys these are: one client or one member of staff (the session check says). */
  scope: string;
  /** The call: 'POST /api/orders'. A key used for one call is refused for another. */
  call: string;
  /** The Idempotency-Key header as sent. */
  key: string | undefined;
  /** What must be equal for a retry to be the same request: params, query and body (less ignored fields). */
  content: unknown;
}

/** JSON with object keys sorted, so equal content hashes equal whatever order its fields were built in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHashOf = (content: unknown): string =>
  createHash('sha256').update(canonicalJson(content)).digest('hex');

// Every idempotent call reads or claims its key (orders: each one): both built once (compiled-statement.ts).
const keyRead = compiledStatement((db, p: { scope: string; key: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['call', 'request_hash', 'reference'])
    .where('scope', '=', p.scope)
    .where('idempotency_key', '=', p.key),
);

const findKey = (executor: Executor, scope: string, key: string) =>
  keyRead.executeTakeFirst(executor, { scope, key });

const keyClaim = compiledStatement(
  (db, p: { scope: string; key: string; call: string; requestHash: string; reference: string }) =>
    db
      .insertInto('idempotency_keys')
      .values({
        scope: p.scope,
        idempotency_key: p.key,
        call: p.call,
        request_hash: p.requestHash,
        reference: p.reference,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('reference'),
);

/** The key row of one request, without the reference its work creates. */
interface KeyRow {
  scope: string;
  key: string;
  call: string;
  request_hash: string;
}

/** The claim `runOnce` gives its work: its request's key, claimed alone or with others (`claimAll`). */
class KeyClaim implements IdempotencyClaim {
  /** Whether the work claimed at all (a transaction run again after a deadlock claims again). */
  claimed = false;

  constructor(readonly row: KeyRow) {}

  async claim(trx: Transaction<Database>, reference: string): Promise<void> {
    const { scope, key, call, request_hash: requestHash } = this.row;
    const inserted = await keyClaim.executeTakeFirst(trx, { scope, key, call, requestHash, reference });
    if (!inserted) throw new KeyTakenError();
    this.claimed = true;
  }
}

/**
 * The claim of one request's key as `runOnce` makes it (for tests that drive a call's work themselves): a
 * request hashed from its content.
 */
export function claimOf(request: IdempotentRequest & { key: string }): IdempotencyClaim {
  return new KeyClaim({
    scope: request.scope,
    key: request.key,
    call: request.call,
    request_hash: requestHashOf(request.content),
  });
}

/**
 * Many claims in ONE statement (a group commit's batch of idempotent works): every key is stored with its
 * reference, or the call throws and the caller's savepoint undoes what the statement stored. It throws when a
 * key is taken already, or twice among `claims` (a retry racing its first in one batch), and for a claim not
 * made by `runOnce`: the caller then claims each alone (`claim`), where a taken key is answered as a retry.
 */
export async function claimAll(
  trx: Transaction<Database>,
  claims: readonly { once: IdempotencyClaim; reference: string }[],
): Promise<void> {
  const rows = claims.map(({ once, reference }) => {
    if (!(once instanceof KeyClaim)) throw new Error('claimAll: a claim runOnce did not make');
    return { ...once.row, reference };
  });
  if (rows.length === 0) return;
  // The rows travel as one JSON parameter: the same text for any number of keys (prepared once).
  const { rows: inserted } = await sql`
    insert into "idempotency_keys" (scope, idempotency_key, call, request_hash, reference)
    select k.scope, k.key, k.call, k.request_hash, k.reference
      from jsonb_to_recordset(cast(${JSON.stringify(rows)} as jsonb))
        as k(scope text, key text, call text, request_hash text, reference text)
    on conflict do nothing
    returning reference`.execute(trx);
  // Not KeyTakenError: that answers the work's own request as a retry, and here it may be another's key.
  if (inserted.length !== rows.length)
    throw new Error(`claimAll: ${rows.length - inserted.length} key(s) taken; claim each alone`);
  for (const { once } of claims) (once as KeyClaim).claimed = true;
}

/**
 * Runs an idempotent call once per key: the one rule of every call that declares `idempotent`.
 *
 * - No usable key: E1020.
 * - A key seen before, for the same call and content: `replay(reference)`, without running `work`. A key seen
 *   for another call or other content: E1020. (A key carried over from before the one table, migration 0025,
 *   has no content to compare: it answers its own call's replay.)
 * - A new key: `work(claim)`. Its claim in its transaction stores the key with what it created. If a twin with
 *   the same key committed first, the twin's answer is replayed (or E1020 when its content differs).
 *
 * `work` must claim before it answers: an idempotent call that answers without claiming would act again on a
 * retry, so that is a bug (an error, logged as ours).
 *
 * `claimFirst` (for a `work` that does nothing but read before its claim): the key is not read before `work`,
 * so a new request (nearly every one) costs one statement less. A retry then runs `work` up to its claim, whose
 * conflict answers it as above; and whatever else `work` throws, a key found taken afterwards answers it as a
 * retry too (a key seen for another call or content: E1020), as the read before would have.
 */
export async function runOnce<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
  work: (claim: IdempotencyClaim) => Promise<T>,
  replay: (reference: string) => Promise<T>,
  options: { claimFirst?: boolean } = {},
): Promise<T> {
  const { scope, call, key } = request;
  if (key === undefined || !idempotencyKeyPattern.test(key)) throw new AppError('E1020');
  const requestHash = requestHashOf(request.content);
  const answerEarlier = (earlier: { call: string; request_hash: string | null; reference: string }) => {
    if (earlier.call !== call) throw new AppError('E1020');
    if (earlier.request_hash !== null && earlier.request_hash !== requestHash) throw new AppError('E1020');
    return replay(earlier.reference);
  };

  if (options.claimFirst !== true) {
    const earlier = await findKey(db, scope, key);
    if (earlier) return answerEarlier(earlier);
  }

  const claim = new KeyClaim({ scope, key, call, request_hash: requestHash });
  try {
    const answer = await work(claim);
    if (!claim.claimed) throw new Error(`${call} answered without claiming its Idempotency-Key`);
    return answer;
  } catch (error) {
    const taken = error instanceof KeyTakenError;
    if (!taken && options.claimFirst !== true) throw error;
    // The twin committed (that is why our insert found its row): answer as a retry of it. Claiming first, a
    // retry may also fail before its claim (its checks read a world that moved on): if the key is taken, it
    // is a retry all the same, answered as one.
    const winner = await findKey(db, scope, key);
    if (!winner) {
      if (taken) throw new AppError('E1020');
      throw error;
    }
    return answerEarlier(winner);
  }
}
