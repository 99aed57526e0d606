/**
 * What reads a stored value back: a zod schema is one, and so is a check written with the helpers below. The
 * values the login page reads at boot (the session, the last login, a return path, sealed query strings) use
 * the helpers: zod is not in that page's first download.
 */
export interface ValueCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Whether one field holds what it should. */
export type FieldCheck = (value: unknown) => boolean;

export const isString: FieldCheck = (value) => typeof value === 'string';
export const isNumber: FieldCheck = (value) => typeof value === 'number' && Number.isFinite(value);
export const isBoolean: FieldCheck = (value) => typeof value === 'boolean';
export const optional =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === undefined || check(value);
export const nullable =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === null || check(value);
export const oneOf =
  (values: readonly unknown[]): FieldCheck =>
  (value) =>
    values.includes(value);
export const arrayOf =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    Array.isArray(value) && value.every(check);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with these fields (each check given undefined for a missing one); other keys are dropped. */
export function objectCheck<T extends object>(fields: { [K in keyof T]-?: FieldCheck }): ValueCheck<T> {
  return {
    safeParse(value) {
      if (!isPlainObject(value)) return { success: false };
      const data: Record<string, unknown> = {};
      for (const [name, check] of Object.entries<FieldCheck>(fields)) {
        if (!check(value[name])) return { success: false };
        if (value[name] !== undefined) data[name] = value[name];
      }
      return { success: true, data: data as T };
    },
  };
}

/** An object whose every value is text. */
export const textRecordCheck: ValueCheck<Record<string, string>> = {
  safeParse: (value) =>
    isPlainObject(value) && Object.values(value).every(isString)
      ? { success: true, data: value as Record<string, string> }
      : { success: false },
};
