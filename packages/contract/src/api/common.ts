import { z } from 'zod';
import type { FieldIssueCode } from '../error-codes';
import { marketCodeSchema } from '../markets';

/** A comma-separated list in a query string ('a,b,c'), trimmed, empty items dropped, at least one. */
export function commaList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item).min(1));
}

/**
 * A call's query naming the items it wants as one comma list (`?key=a,b`), where an item the call does not
 * know is answered with `unknownItemCode` rather than E1000: the call's `query` and `invalidInputCodes`.
 */
export function commaListQuery<const N extends string, T extends z.ZodType<string, string>>(
  name: N,
  item: T,
  unknownItemCode: FieldIssueCode,
) {
  return namingInput('query', name, commaList(item), unknownItemCode);
}

/**
 * A call's input (`where`: its query, params or body) whose first field, `field`, names something the platform
 * must know (a market, a feature key, a configuration item), then `fields`: an unknown one is answered with
 * `unknownCode` rather than E1000. Spread into the call: that input and its `invalidInputCodes`.
 */
export function namingInput<
  const W extends 'query' | 'params' | 'body',
  const N extends string,
  T extends z.ZodType,
  S extends z.ZodRawShape = Record<never, never>,
>(where: W, field: N, schema: T, unknownCode: FieldIssueCode, fields?: S) {
  const input = z.object({ [field]: schema, ...fields } as { [K in N]: T } & S);
  const codes: Partial<Record<string, FieldIssueCode>> = { [`${where}.${field}`]: unknownCode };
  return { invalidInputCodes: codes, [where]: input } as {
    invalidInputCodes: typeof codes;
  } & { [K in W]: typeof input };
}

/** An input naming a market (E1004 when unknown), then `fields`. */
export function marketInput<
  const W extends 'query' | 'params' | 'body',
  S extends z.ZodRawShape = Record<never, never>,
>(where: W, fields?: S) {
  return namingInput(where, 'market', marketCodeSchema, 'E1004', fields);
}

/** The path parameter of the calls about one user's own settings. */
export const userParams = z.object({ userID: z.string().min(1).max(32) });

export const brokerCodeSchema = z
  .string()
  .regex(/^[A-Z0-9]{2,12}$/, 'A broker code is 2 to 12 capital letters or digits');
export const displayCodeSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'A display code is 2 to 32 lower-case letters, digits or hyphens');
