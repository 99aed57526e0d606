import { z } from 'zod';

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

export const brokerCodeSchema = z
  .string()
  .regex(/^[A-Z0-9]{2,12}$/, 'A broker code is 2 to 12 capital letters or digits');
export const displayCodeSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'A display code is 2 to 32 lower-case letters, digits or hyphens');
