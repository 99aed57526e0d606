/** A camelCase name as its snake_case column: `twoFaTokenHash` is `two_fa_token_hash`. */
export type ColumnName<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : Name;

/** A record whose fields are named as the table's columns, camelCase for snake_case. */
export type ColumnsOf<Record extends object> = {
  [Field in keyof Record & string as ColumnName<Field>]: Record[Field];
};

/**
 * A record written as a row: each field under its column's name. Repositories take the service's camelCase
 * records (NewSession, NewChallenge) and insert them without restating every field; the typed result makes
 * Kysely check each column's value and that no required column is missing.
 */
export function columnsOf<Record extends object>(record: Record): ColumnsOf<Record> {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [
      field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value,
    ]),
  ) as ColumnsOf<Record>;
}
