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
  const shape = { [name]: commaList(item) } as { [K in N]: ReturnType<typeof commaList<T>> };
  return { invalidInputCodes: { [`query.${name}`]: unknownItemCode }, query: z.object(shape) };
}

/**
 * A call's input (`where`: its query, params or body) naming a market first, then `fields`: an unknown market
 * is answered with E1004 rather than E1000. Spread into the call: that input and its `invalidInputCodes`.
 */
export function marketInput<
  const W extends 'query' | 'params' | 'body',
  S extends z.ZodRawShape = Record<never, never>,
>(where: W, fields?: S) {
  const input = z.object({ market: marketCodeSchema, ...(fields as S) });
  const codes: Partial<Record<string, FieldIssueCode>> = { [`${where}.market`]: 'E1004' };
  return { invalidInputCodes: codes, [where]: input } as {
    invalidInputCodes: typeof codes;
  } & { [K in W]: typeof input };
}

/** The path parameter of the calls about one user's own settings. */
export const userParams = z.object({ userID: z.string().min(1).max(32) });

export const brokerCodeSchema = z
  .string()
  .regex(/^[A-Z0-9]{2,12}$/, 'A broker code is 2 to 12 capital letters or digits');
export const displayCodeSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'A display code is 2 to 32 lower-case letters, digits or hyphens');
