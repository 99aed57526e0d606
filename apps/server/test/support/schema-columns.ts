import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import ts from 'typescript';
import type { Database } from '../../src/platform/db/schema';

/** What a column's selected TypeScript type is made of, null apart. */
export type ValueKind = 'string' | 'number' | 'boolean' | 'Date' | 'Buffer' | 'array' | 'object' | 'unknown';

export interface ColumnShape {
  kinds: ReadonlySet<ValueKind>;
  /** Whether null can be read; undefined when the type says nothing of it (unknown, any). */
  nullable: boolean | undefined;
}

/** table -> column -> shape. */
export type SchemaShape = Map<string, Map<string, ColumnShape>>;

const serverDir = path.resolve(import.meta.dirname, '../..');
export const schemaFile = path.join(serverDir, 'src/platform/db/schema.ts');

function compilerOptions(): ts.CompilerOptions {
  const configFile = path.join(serverDir, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, serverDir).options;
}

/**
 * Each table of schema.ts's `Database` with its columns' selected types, as the compiler sees them (a Kysely
 * ColumnType or Generated column counts as what a select reads). Read from the source, so nothing is kept twice.
 */
export function schemaShape(file = schemaFile): SchemaShape {
  const program = ts.createProgram([file], { ...compilerOptions(), noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const database =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'Database');
  if (!database) throw new Error(`${file} exports no Database interface`);

  const members = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types.flatMap(members) : [type]);
  /** What a select reads: a ColumnType's first argument, found as its __select__ property. */
  const selected = (type: ts.Type): ts.Type[] =>
    members(type).flatMap((member) => {
      const select = member.getProperty('__select__');
      return select ? members(checker.getTypeOfSymbol(select)) : [member];
    });
  const kindOf = (type: ts.Type): ValueKind | 'null' | 'undefined' => {
    const { flags } = type;
    if (flags & ts.TypeFlags.Null) return 'null';
    if (flags & ts.TypeFlags.Undefined) return 'undefined';
    if (flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return 'unknown';
    if (flags & ts.TypeFlags.StringLike) return 'string';
    if (flags & ts.TypeFlags.NumberLike) return 'number';
    if (flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (checker.isArrayType(type) || checker.isTupleType(type)) return 'array';
    const name = type.getSymbol()?.getName();
    if (name === 'Date') return 'Date';
    if (name === 'Buffer') return 'Buffer';
    return 'object';
  };

  const shape: SchemaShape = new Map();
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    const columns = new Map<string, ColumnShape>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const kinds = selected(checker.getTypeOfSymbol(column)).map(kindOf);
      const values = new Set(
        kinds.filter((kind): kind is ValueKind => kind !== 'null' && kind !== 'undefined'),
      );
      columns.set(column.name, {
        kinds: values,
        nullable: values.has('unknown') ? undefined : kinds.includes('null'),
      });
    }
    shape.set(table.name, columns);
  }
  return shape;
}

export interface DatabaseColumn {
  table: string;
  column: string;
  /** information_schema's data_type: 'text', 'numeric', 'timestamp with time zone', 'ARRAY'... */
  dataType: string;
  nullable: boolean;
}

/** Kysely's own bookkeeping: no query of ours reads it. */
const migrationTables = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The base tables of the connection's schema and their columns, as the database describes them. */
export async function databaseColumns(db: Kysely<Database>): Promise<DatabaseColumn[]> {
  const { rows } = await sql<{ table: string; column: string; data_type: string; is_nullable: string }>`
    select c.table_name as table, c.column_name as column, c.data_type, c.is_nullable
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`.execute(db);
  return rows
    .filter((row) => !migrationTables.has(row.table))
    .map((row) => ({
      table: row.table,
      column: row.column,
      dataType: row.data_type,
      nullable: row.is_nullable === 'YES',
    }));
}

/**
 * The TypeScript kinds a column of each PostgreSQL type may be read as. pg reads bigint and numeric as text
 * (no float rounds them); a date is read as text where selected `::text`, else as a Date.
 */
const readableAs: Record<string, readonly ValueKind[]> = {
  text: ['string'],
  'character varying': ['string'],
  character: ['string'],
  uuid: ['string'],
  numeric: ['string'],
  bigint: ['string'],
  integer: ['number'],
  smallint: ['number'],
  'double precision': ['number'],
  real: ['number'],
  boolean: ['boolean'],
  'timestamp with time zone': ['Date'],
  date: ['string', 'Date'],
  bytea: ['Buffer'],
  jsonb: ['string', 'number', 'boolean', 'array', 'object', 'unknown'],
  ARRAY: ['array'],
};

/** Every way schema.ts and the database disagree, one line each; empty when they match. */
export function schemaDifferences(shape: SchemaShape, columns: readonly DatabaseColumn[]): string[] {
  const problems: string[] = [];
  const inDatabase = new Map<string, Map<string, DatabaseColumn>>();
  for (const column of columns) {
    const table = inDatabase.get(column.table) ?? new Map<string, DatabaseColumn>();
    table.set(column.column, column);
    inDatabase.set(column.table, table);
  }
  for (const table of new Set([...shape.keys(), ...inDatabase.keys()])) {
    const declared = shape.get(table);
    const actual = inDatabase.get(table);
    if (!declared) {
      problems.push(`${table}: a table of the database that schema.ts's Database does not list`);
      continue;
    }
    if (!actual) {
      problems.push(`${table}: listed in schema.ts's Database, but no migration creates it`);
      continue;
    }
    for (const name of new Set([...declared.keys(), ...actual.keys()])) {
      const typed = declared.get(name);
      const column = actual.get(name);
      if (!typed) problems.push(`${table}.${name}: a column of the database that schema.ts does not declare`);
      else if (!column)
        problems.push(`${table}.${name}: declared in schema.ts, but not a column of the database`);
      else problems.push(...columnDifferences(`${table}.${name}`, typed, column));
    }
  }
  return problems;
}

function columnDifferences(name: string, typed: ColumnShape, column: DatabaseColumn): string[] {
  const problems: string[] = [];
  if (typed.nullable !== undefined && typed.nullable !== column.nullable) {
    problems.push(
      column.nullable
        ? `${name}: nullable in the database, but schema.ts never reads null`
        : `${name}: NOT NULL in the database, but schema.ts reads null`,
    );
  }
  const readable = readableAs[column.dataType];
  if (!readable)
    problems.push(`${name}: ${column.dataType} in the database, a type this check does not know`);
  else {
    const wrong = [...typed.kinds].filter((kind) => !readable.includes(kind));
    if (wrong.length > 0)
      problems.push(`${name}: ${column.dataType} in the database, but schema.ts reads ${wrong.join(' or ')}`);
  }
  return problems;
}
