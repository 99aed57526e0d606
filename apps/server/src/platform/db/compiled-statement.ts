import {
  NoResultError,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type QueryNode,
  type QueryResult,
} from 'kysely';
import type { Executor } from './insert-missing';
import type { Database } from './schema';

// Statements of the order path built once. Kysely builds a statement's tree and compiles it to SQL text anew on
// every call: about 0.5 ms of the server's CPU an order (bench/README.md, "Orders through the API"). A statement
// whose shape does not depend on its values is built here once with placeholders for its values and compiled
// the first time it runs; each call binds its own values in the placeholders' places in the compiled statement's
// parameter list. Values are never written into the SQL text: they go to the database as parameters, as Kysely
// sends them (and the connection prepares the text once, named-statements.ts).
//
// What a build may do with a placeholder: use it wherever Kysely takes a value (`where(column, '=', p.x)`,
// `values({ column: p.x })`, `set`, `eb.val`, `${p.x}` in `sql`). What it must not: decide anything by it (a test,
// a length, a spread), since it is not the value; writing it into the SQL text or into JSON throws at the first
// build. A statement whose shape depends on its values is compiled per shape (`compiledPerShape`) or stays a
// builder.

/** A value's stand-in in a statement built once; `name` is the parameter it stands for. */
class Placeholder {
  constructor(readonly name: string) {}

  toString(): never {
    throw new Error(`compiled statement: the placeholder ${this.name} was written into the SQL text`);
  }

  toJSON(): never {
    throw new Error(`compiled statement: the placeholder ${this.name} was turned into JSON when built`);
  }

  [Symbol.toPrimitive](): never {
    return this.toString();
  }
}

// `p.name` in a build: the placeholder of that name (one object per name, shared by every statement).
const placeholderByName = new Map<string, Placeholder>();
const placeholders = new Proxy(
  {},
  {
    get: (_, name) => {
      if (typeof name !== 'string') return undefined;
      let placeholder = placeholderByName.get(name);
      if (!placeholder) placeholderByName.set(name, (placeholder = new Placeholder(name)));
      return placeholder;
    },
  },
);

/** One compilation and where its parameters come from: the call's value of a name, or a fixed value. */
interface Template<O> {
  plugins: readonly KyselyPlugin[];
  compiled: CompiledQuery<O>;
  sources: readonly (Placeholder | { fixed: unknown })[];
}

/** A statement built once, run with each call's values. */
export interface CompiledStatement<P, O> {
  /** The compiled statement with `params` bound (for `executor.executeQuery`, or to inspect). */
  bind(executor: Executor, params: P): CompiledQuery<O>;
  /** Runs it; the rows as the builder's `execute` would return them (a query's `returning` rows). */
  execute(executor: Executor, params: P): Promise<QueryResult<O>>;
  /** The first row, or undefined (the builder's `executeTakeFirst`). */
  executeTakeFirst(executor: Executor, params: P): Promise<O | undefined>;
  /** The first row, or Kysely's NoResultError (the builder's `executeTakeFirstOrThrow`). */
  executeTakeFirstOrThrow(executor: Executor, params: P): Promise<O>;
}

/**
 * A statement of a fixed shape, built by `build` once with placeholders for `P`'s values and compiled the first
 * time it runs, then bound to each call's values. The result is typed as the builder's.
 *
 * The compilation is kept per set of plugins (a database opened with other plugins compiles its own); the
 * dialect is PostgreSQL's everywhere (openDatabase).
 */
export function compiledStatement<P extends object, O>(
  build: (db: Kysely<Database>, params: P) => Compilable<O>,
): CompiledStatement<P, O> {
  const templates: Template<O>[] = [];

  function templateFor(executor: Executor): Template<O> {
    const plugins = executor.getExecutor().plugins;
    const known = templates.find((template) => samePlugins(template.plugins, plugins));
    if (known) return known;
    const compiled = build(executor as Kysely<Database>, placeholders as unknown as P).compile();
    const template: Template<O> = {
      plugins: [...plugins],
      compiled,
      sources: compiled.parameters.map((value) => (value instanceof Placeholder ? value : { fixed: value })),
    };
    templates.push(template);
    return template;
  }

  function bind(executor: Executor, params: P): CompiledQuery<O> {
    const { compiled, sources } = templateFor(executor);
    const parameters = sources.map((source) => {
      if (!(source instanceof Placeholder)) return source.fixed;
      const value = (params as Record<string, unknown>)[source.name];
      // Kysely leaves a column whose value is undefined out of the statement; a statement built once cannot.
      if (value === undefined) throw new Error(`compiled statement: no value for ${source.name}`);
      return value;
    });
    return { query: compiled.query, queryId: compiled.queryId, sql: compiled.sql, parameters };
  }

  return {
    bind,
    execute: (executor, params) => executor.executeQuery(bind(executor, params)),
    async executeTakeFirst(executor, params) {
      const result = await executor.executeQuery(bind(executor, params));
      return result.rows[0];
    },
    async executeTakeFirstOrThrow(executor, params) {
      const bound = bind(executor, params);
      const [first] = (await executor.executeQuery(bound)).rows;
      if (first === undefined) throw new NoResultError(bound.query as QueryNode);
      return first;
    },
  };
}

function samePlugins(a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]): boolean {
  return a.length === b.length && a.every((plugin, index) => plugin === b[index]);
}

/** At most this many shapes are compiled per statement, unless it says otherwise. */
export const SHAPES_PER_STATEMENT = 16;

/**
 * A statement whose shape follows a small part of its input (how many rows, which kind of asset, which
 * columns): one compiled statement per shape, made by `build(shape)` the first time a shape of its key
 * (`keyOf`, the shape itself unless given) runs, for the first `limit` keys; a shape past that is built and
 * compiled on each call, as a builder would be.
 */
export function compiledPerShape<S, P extends object, O>(
  build: (shape: S) => (db: Kysely<Database>, params: P) => Compilable<O>,
  options: { keyOf?: (shape: S) => unknown; limit?: number } = {},
): (shape: S) => CompiledStatement<P, O> {
  const { keyOf = (shape: S) => shape, limit = SHAPES_PER_STATEMENT } = options;
  const shapes = new Map<unknown, CompiledStatement<P, O>>();
  return (shape) => {
    const key = keyOf(shape);
    const known = shapes.get(key);
    if (known) return known;
    const statement = compiledStatement(build(shape));
    if (shapes.size < limit) shapes.set(key, statement);
    return statement;
  };
}
