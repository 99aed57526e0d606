import { sql, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { detachedFromHeldConnection } from './one-connection-guard';

// Group commit: many small units of work (an order's placement with its hold, its acknowledgement, a fill with
// its journals) share one transaction and so one commit, one fsync, instead of paying one each. A commit's
// flush costs the same for one unit or fifty, and on a busy disk it is most of what a unit costs.
//
// - Each unit but the batch's first runs inside its own savepoint: a unit that throws (an order the ledger
//   refuses, a constraint) is rolled back to its savepoint alone and its caller gets its error; the others
//   commit. The first needs none: when it throws nothing else has run yet, so the transaction is rolled back
//   and the units after it start the lane's next batch (a batch of one, the usual case when quiet, pays no
//   savepoint round trip).
// - A unit's promise settles only after the batch's commit returned: a caller that answers its client after
//   `run` resolves never acknowledges anything that is not on disk. A crash before the commit loses the whole
//   batch, and with it only work nobody was told of.
// - Units are sorted into lanes by a key (the client account): one batch per lane at a time, so two batches in
//   flight never hold the same account's balance rows (locks are held to commit, a batch holds many accounts'
//   rows at once, and two batches taking two accounts in opposite order would deadlock). A lane starts its next
//   batch the moment the last one committed, with every unit that arrived meanwhile: no timer, so one unit
//   alone waits for nothing, and under load batches grow by themselves.
// - If the database refuses the batch's commit (a deferred constraint), nothing of it is on disk: each unit
//   runs again in a batch of its own, so one bad unit cannot fail the others. If the connection is lost instead,
//   whether the commit happened is unknown: every unit gets the error, as a transaction of its own would. A unit that lost a deadlock
//   or a serialization race (against work outside the lanes) runs again in the next batch. Units must therefore
//   have no effect outside the transaction they are given.
// - Units of one kind (`runMany`: many orders' placements, acknowledgements or fills) run as ONE call for the
//   batch's items of that kind, where the first of them stood, in one savepoint for the set: the database's
//   cost of a write is mostly per statement (a round trip, an executor start, the table's checks rebuilt,
//   triggers), not per row, so one statement for the batch's N items costs little more than one for a single item (bench/README.md,
//   "Orders through the API", session 33). Moving a kind's items together reorders them against the batch's
//   other units, which is safe because units that must follow each other (one order's acknowledgement and its
//   fill) are never in one batch: their callers wait for the first's commit before queueing the next. If the
//   set's call throws, its items run again one by one, each in its own savepoint as a plain unit (`one`), so
//   one bad item fails alone. The kernel knows nothing of what a kind writes: the kind brings both calls.

/** The first unit of a batch failed (it runs without a savepoint): the batch's transaction is rolled back. */
class FirstUnitFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('the first unit of a batch failed');
  }
}

/** PostgreSQL's codes for work that lost a deadlock or a serialization conflict: safe to run again. */
const retryableCodes = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

/**
 * Units that run together as one call for all of a batch's items of the kind (`runMany`). `many` resolves with
 * one result per item, in the items' order, or throws for the set; `one` runs an item alone (after `many`
 * threw, or after a refused commit) and defaults to `many` of that item.
 */
export interface BatchKind<I, R> {
  many(trx: Transaction<Database>, items: readonly I[]): Promise<readonly R[]>;
  one?(trx: Transaction<Database>, item: I): Promise<R>;
}

/** The items of a kind set aside for the whole batch; left out when the set's first call failed. */
class SetFailedFirst extends Error {
  constructor(override readonly cause: unknown) {
    super('the first set of a batch failed');
  }
}

interface Unit {
  /** The unit run alone: a plain unit's work, or a kind's item through `one`. */
  work: (trx: Transaction<Database>) => Promise<unknown>;
  /** A kind's item: runs with the batch's other items of its kind unless `single`. */
  batched?: { kind: BatchKind<unknown, unknown>; item: unknown };
  /** Runs as a plain unit (its kind's set failed, or its batch's commit was refused). */
  single: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  attempts: number;
  /** After a failed batch commit: runs in a batch of its own. */
  alone: boolean;
}

interface Lane {
  waiting: Unit[];
  busy: boolean;
}

export interface GroupCommitOptions {
  /** Batches that may be in flight at once, each on a pooled connection (keep well under the pool's size). */
  lanes: number;
  /** Most units in one transaction (each is a subtransaction; PostgreSQL caches 64 per transaction). */
  maxBatch: number;
  onRetry?: (code: string, attempt: number) => void;
}

/** Runs units of work in shared transactions; see above. */
export function createGroupCommit(db: Kysely<Database>, options: GroupCommitOptions) {
  const lanes: Lane[] = Array.from({ length: Math.max(1, options.lanes) }, () => ({
    waiting: [],
    busy: false,
  }));
  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];

  const laneOf = (key: string): Lane => {
    let hash = 0;
    for (let index = 0; index < key.length; index += 1) hash = (hash * 31 + key.charCodeAt(index)) | 0;
    return lanes[Math.abs(hash) % lanes.length]!;
  };

  function take(lane: Lane): Unit[] {
    const first = lane.waiting[0]!;
    if (first.alone) return lane.waiting.splice(0, 1);
    const end = lane.waiting.findIndex((unit, index) => unit.alone || index >= options.maxBatch);
    return lane.waiting.splice(0, end < 0 ? lane.waiting.length : end);
  }

  function drain(lane: Lane): void {
    if (lane.busy || lane.waiting.length === 0) return;
    lane.busy = true;
    const batch = take(lane);
    // The batch belongs to no caller: a caller's held connection (if any) is not this batch's.
    void detachedFromHeldConnection(() => runBatch(lane, batch)).finally(() => {
      lane.busy = false;
      drain(lane);
      if (inFlight === 0 && lanes.every((each) => !each.busy && each.waiting.length === 0)) {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const wake of waiters) wake();
      }
    });
  }

  /** What runs in order: plain units one by one, a kind's items as one set where its first stood. */
  function stepsOf(batch: Unit[]): Unit[][] {
    const sets = new Map<BatchKind<unknown, unknown>, Unit[]>();
    const steps: Unit[][] = [];
    for (const unit of batch) {
      if (unit.batched === undefined || unit.single) {
        steps.push([unit]);
        continue;
      }
      const set = sets.get(unit.batched.kind);
      if (set) set.push(unit);
      else {
        const fresh = [unit];
        sets.set(unit.batched.kind, fresh);
        steps.push(fresh);
      }
    }
    return steps;
  }

  async function runBatch(lane: Lane, batch: Unit[]): Promise<void> {
    inFlight += 1;
    const outcomes = new Map<Unit, { ok: true; value: unknown } | { ok: false; error: unknown }>();
    try {
      await db.transaction().execute(async (trx) => {
        let savepoint = false;
        // Each step but the first takes its own savepoint, in one round trip with the release of the one
        // before: a batch of one step (a quiet moment) pays no savepoint at all.
        const nextSavepoint = async () => {
          await sql.raw(savepoint ? 'release savepoint unit; savepoint unit' : 'savepoint unit').execute(trx);
          savepoint = true;
        };
        const runAlone = async (unit: Unit) => {
          try {
            outcomes.set(unit, { ok: true, value: await unit.work(trx) });
          } catch (error) {
            await sql.raw('rollback to savepoint unit').execute(trx);
            outcomes.set(unit, { ok: false, error });
          }
        };
        for (const [index, step] of stepsOf(batch).entries()) {
          if (index > 0) await nextSavepoint();
          const [first] = step as [Unit];
          if (first.batched === undefined || first.single) {
            // The first unit needs no savepoint: when it fails nothing else has run, so the transaction is
            // rolled back whole (below).
            if (index > 0) await runAlone(first);
            else
              try {
                outcomes.set(first, { ok: true, value: await first.work(trx) });
              } catch (error) {
                throw new FirstUnitFailed(error);
              }
            continue;
          }
          try {
            const results = await first.batched.kind.many(
              trx,
              step.map((unit) => unit.batched!.item),
            );
            if (results.length !== step.length)
              throw new Error(`a batch kind answered ${results.length} results for ${step.length} items`);
            for (const [at, unit] of step.entries()) outcomes.set(unit, { ok: true, value: results[at] });
          } catch (error) {
            if (index === 0) throw new SetFailedFirst(error);
            // The set's statement failed: its items one by one, so only a bad one fails.
            await sql.raw('rollback to savepoint unit').execute(trx);
            for (const [at, unit] of step.entries()) {
              if (at > 0) await nextSavepoint();
              await runAlone(unit);
            }
          }
        }
      });
    } catch (error) {
      if (error instanceof FirstUnitFailed) {
        // Rolled back with nothing else in it: the first unit settles with its own error, the rest (none of
        // which ran) start the lane's next batch.
        lane.waiting.unshift(...batch.slice(1));
        settleFailed(lane, batch[0]!, error.cause);
        return;
      }
      if (error instanceof SetFailedFirst) {
        // The same for a set first in its batch: nothing else ran; its items run again as plain units.
        for (const unit of batch) if (unit.batched !== undefined) unit.single = true;
        lane.waiting.unshift(...batch);
        return;
      }
      // Refused by the database: nothing of the batch is on disk. Anything else (a lost connection): unknown.
      if (batch.length === 1 || !(error instanceof pg.DatabaseError))
        for (const unit of batch) settleFailed(lane, unit, error);
      else {
        for (const unit of batch) {
          unit.alone = true;
          unit.single = true;
        }
        lane.waiting.unshift(...batch);
      }
      return;
    } finally {
      inFlight -= 1;
    }
    for (const unit of batch) {
      const outcome = outcomes.get(unit)!;
      if (outcome.ok) unit.resolve(outcome.value);
      else settleFailed(lane, unit, outcome.error);
    }
  }

  function settleFailed(lane: Lane, unit: Unit, error: unknown): void {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && retryableCodes.has(code) && unit.attempts < MAX_ATTEMPTS) {
      unit.attempts += 1;
      options.onRetry?.(code, unit.attempts);
      lane.waiting.push(unit);
      return;
    }
    unit.reject(error);
  }

  function enqueue(key: string, unit: Omit<Unit, 'resolve' | 'reject' | 'attempts' | 'alone'>) {
    return new Promise<unknown>((resolve, reject) => {
      const lane = laneOf(key);
      lane.waiting.push({ ...unit, resolve, reject, attempts: 1, alone: false });
      drain(lane);
    });
  }

  return {
    /**
     * Runs `work` in the next batch of `key`'s lane; resolves with its result once the batch has committed,
     * rejects with its own error (the others in its batch commit without it).
     */
    run<T>(key: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return enqueue(key, { work, single: true }) as Promise<T>;
    },
    /**
     * Runs `item` in the next batch of `key`'s lane together with the batch's other items of `kind`: one
     * `kind.many` call for them all (see above). Settles like `run`: once committed, with the item's result or
     * its own error.
     */
    runMany<I, R>(key: string, kind: BatchKind<I, R>, item: I): Promise<R> {
      const one =
        kind.one ?? (async (trx: Transaction<Database>, alone: I) => (await kind.many(trx, [alone]))[0]!);
      return enqueue(key, {
        work: (trx) => one.call(kind, trx, item),
        batched: { kind: kind as BatchKind<unknown, unknown>, item },
        single: false,
      }) as Promise<R>;
    },
    /** Resolves when no unit waits or runs (shutdown, tests). */
    idle(): Promise<void> {
      if (inFlight === 0 && lanes.every((lane) => !lane.busy && lane.waiting.length === 0))
        return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
export type GroupCommit = ReturnType<typeof createGroupCommit>;
