import pg from 'pg';

// Prepared statements for the pool's connections. Kysely's pg driver sends every statement unnamed, so the
// database parses, analyses and plans it again each time: on the order path (about 40 statements an order)
// that was a large part of PostgreSQL's CPU per order, which shares the machine's cores with the server. A
// connection of the pool names each statement text it sees with values (the extended protocol, where a name
// costs nothing more), so the database parses it once per connection and keeps its plan.
//
// - Bounded: at most `limit` names per connection, least recently used dropped first (`in (...)` lists and
//   multi-row inserts make a new text for each length). A dropped name is closed on the database with the
//   next statement (the protocol's Close, no round trip of its own), and names are never reused.
// - Only plain data statements (select, insert, update, delete, with): DDL and session commands stay unnamed.
// - A schema change can leave a prepared `select *` with the wrong columns ("cached plan must not change result
//   type"): any DDL through the pool, or that error, forgets every connection's names, so the next use of each
//   text prepares it afresh under a new name.

/** Names kept per connection. */
export const NAMED_STATEMENTS_PER_CONNECTION = 256;

const dataStatement = /^\s*(select|insert|update|delete|with)\b/i;
const schemaStatement = /^\s*(alter|create|drop|truncate|comment|grant|revoke|reindex)\b/i;

// Bumped by any schema change seen on any connection: every connection's names are forgotten at their next use.
let schemaGeneration = 0;

interface NameCache {
  generation: number;
  names: Map<string, string>;
  /** Names dropped from the cache, to be closed on the database before the next statement. */
  closing: string[];
}

interface ConnectionInternals {
  parsedStatements: Record<string, string>;
  submittedNamedStatements?: Record<string, string>;
  close(message: { type: 'S'; name: string }): void;
}

let nextName = 0;

/** A pg client that prepares its data statements under names (see above); the pool's `Client`. */
export class NamedStatementsClient extends pg.Client {
  #cache: NameCache = { generation: schemaGeneration, names: new Map(), closing: [] };

  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && args.length === 2) {
      if (schemaStatement.test(text)) schemaGeneration += 1;
      else if (values.length > 0 && dataStatement.test(text)) {
        const name = this.#nameOf(text);
        const result = (super.query as (config: pg.QueryConfig) => Promise<pg.QueryResult>)({
          name,
          text,
          values,
        });
        return result.catch((error: unknown) => {
          // The plan a schema change invalidated: prepare every text afresh.
          if ((error as { code?: string }).code === '0A000') schemaGeneration += 1;
          throw error;
        }) as never;
      }
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }

  #nameOf(text: string): string {
    const cache = this.#cache;
    const connection = (this as unknown as { connection: ConnectionInternals }).connection;
    if (cache.generation !== schemaGeneration) {
      cache.closing.push(...cache.names.values());
      cache.names.clear();
      cache.generation = schemaGeneration;
    }
    // Closed before this statement's Parse, in the same write: a Close needs no Sync of its own.
    for (const name of cache.closing.splice(0)) {
      connection.close({ type: 'S', name });
      delete connection.parsedStatements[name];
      delete connection.submittedNamedStatements?.[name];
    }
    const known = cache.names.get(text);
    if (known !== undefined) {
      // Most recently used last: a Map keeps insertion order.
      cache.names.delete(text);
      cache.names.set(text, known);
      return known;
    }
    if (cache.names.size >= NAMED_STATEMENTS_PER_CONNECTION) {
      const [oldestText, oldestName] = cache.names.entries().next().value as [string, string];
      cache.names.delete(oldestText);
      cache.closing.push(oldestName);
    }
    nextName += 1;
    const name = `lantau_${nextName.toString(36)}`;
    cache.names.set(text, name);
    return name;
  }
}
