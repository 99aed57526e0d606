import { AsyncLocalStorage } from 'node:async_hooks';
import { Kysely, type ConnectionBuilder, type PostgresPool, type TransactionBuilder } from 'kysely';

/**
 * Work that holds a pooled connection (a transaction, or `db.connection()`) must never wait for a second
 * connection of the same pool: with as many such requests in flight as the pool has connections, each holds one
 * and waits for another, for good, and every request of every broker that touches the database hangs with them.
 * Everything such work reads and writes goes through its own connection (`trx`). This guard turns a slip into an
 * immediate error, raised where it happens (and caught by any test that takes that path), instead of a deadlock
 * that only load reveals.
 */
export class SecondConnectionError extends Error {
  constructor() {
    super(
      'work that holds a database connection (a transaction or db.connection()) asked the pool for another: ' +
        'use the transaction (trx) it was given',
    );
    this.name = 'SecondConnectionError';
  }
}

/** Set while a callback runs on a held connection; `held` goes false when that callback ends. */
const heldConnection = new AsyncLocalStorage<{ held: boolean }>();

async function whileHeld<T>(work: () => Promise<T>): Promise<T> {
  const scope = { held: true };
  try {
    return await heldConnection.run(scope, work);
  } finally {
    // Callbacks scheduled inside (a timer, a promise not awaited) keep the scope object: once the held work is
    // over they may use the pool like anyone else.
    scope.held = false;
  }
}

/**
 * Runs `work` as if no connection were held: for work the caller starts but does not wait for (a cache's reload
 * in the background), which may take a pooled connection of its own without holding up the caller's.
 */
export function detachedFromHeldConnection<T>(work: () => T): T {
  return heldConnection.exit(work);
}

/** The pool, refusing a connection to work that already holds one of its connections. */
export function guardedPool(pool: PostgresPool): PostgresPool {
  return {
    connect: () => {
      if (heldConnection.getStore()?.held) return Promise.reject(new SecondConnectionError());
      return pool.connect();
    },
    end: () => pool.end(),
  };
}

function guardedTransaction<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  const guarded = {
    setAccessMode: (mode: Parameters<TransactionBuilder<DB>['setAccessMode']>[0]) =>
      guardedTransaction(builder.setAccessMode(mode)),
    setIsolationLevel: (level: Parameters<TransactionBuilder<DB>['setIsolationLevel']>[0]) =>
      guardedTransaction(builder.setIsolationLevel(level)),
    execute: <T>(callback: Parameters<TransactionBuilder<DB>['execute']>[0]) =>
      builder.execute((trx) => whileHeld(() => callback(trx) as Promise<T>)),
  };
  // TransactionBuilder has private fields, so nothing but an instance matches its type: this object offers
  // the same three methods.
  return guarded as unknown as TransactionBuilder<DB>;
}

function guardedConnection<DB>(builder: ConnectionBuilder<DB>): ConnectionBuilder<DB> {
  const guarded = {
    execute: <T>(callback: (db: Kysely<DB>) => Promise<T>) =>
      builder.execute((connection) => whileHeld(() => callback(connection))),
  };
  return guarded as unknown as ConnectionBuilder<DB>;
}

/**
 * A Kysely whose transactions and held connections are marked, so that the pool (wrapped by `guardedPool`)
 * refuses them a second connection.
 */
export class GuardedKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return guardedTransaction(super.transaction());
  }

  override connection(): ConnectionBuilder<DB> {
    return guardedConnection(super.connection());
  }
}
