import { sql, type RawBuilder } from 'kysely';

/**
 * A value for a jsonb column. The text is cast explicitly because pg would send a JS array as a PostgreSQL
 * array literal, not as JSON.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(cast(${JSON.stringify(value)} as text) as jsonb)`;
}
