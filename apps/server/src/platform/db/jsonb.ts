import { sql, type RawBuilder } from 'kysely';

// Each jsonb value's JSON text, so that a statement built once (row-templates.ts) can bind the text of a value
// made here as a parameter, in the same SQL as this function writes.
const jsonTexts = new WeakMap<object, string>();

/**
 * A value for a jsonb column. The text is cast explicitly because pg would send a JS array as a PostgreSQL
 * array literal, not as JSON.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  const text = JSON.stringify(value);
  const built = jsonbOfText<T>(text);
  jsonTexts.set(built, text);
  return built;
}

/** A jsonb value from its JSON text (or a placeholder for it): the SQL `jsonb()` writes. */
export function jsonbOfText<T>(text: string): RawBuilder<T> {
  return sql<T>`cast(cast(${text} as text) as jsonb)`;
}

/** The JSON text of a value `jsonb()` made, or undefined for anything else. */
export function jsonTextOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? jsonTexts.get(value) : undefined;
}
