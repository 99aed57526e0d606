import { z } from 'zod';
import type { FieldIssueCode } from '../error-codes';

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

export const brokerCodeSchema = z
  .string()
  .regex(/^[A-Z0-9]{2,12}$/, 'A broker code is 2 to 12 capital letters or digits');
export const displayCodeSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'A display code is 2 to 32 lower-case letters, digits or hyphens');
