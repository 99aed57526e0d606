import { sql, type RawBuilder } from 'kysely';

/**
 * A value for a jsonb column. The text is cast explicitly because the drivers differ: pg sends a JS array
 * as a PostgreSQL array literal, PGlite serializes by the inferred parameter type.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(cast(${JSON.stringify(value)} as text) as jsonb)`;
}
