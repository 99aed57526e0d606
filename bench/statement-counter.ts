// A preload for the server's process (`--import`): counts every statement the server sends through `pg`, by
// its text. On SIGUSR2 it writes the counts since the last SIGUSR2 to the file STATEMENT_COUNTS_FILE names and
// starts again from zero, so a bench can take the counts of exactly the orders it sent
// (bench/order-statements.bench.ts). Every client of the process is counted: the pool's connections (named
// statements included: they go through pg.Client's query too) and the dedicated ones.
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.STATEMENT_COUNTS_FILE;
let counts = new Map<string, number>();

const textOf = (first: unknown): string | undefined =>
  typeof first === 'string'
    ? first
    : typeof first === 'object' && first !== null && 'text' in first
      ? String((first as { text: unknown }).text)
      : undefined;

const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  const text = textOf(args[0]);
  if (text !== undefined) counts.set(text, (counts.get(text) ?? 0) + 1);
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('SIGUSR2', () => {
  if (file !== undefined) writeFileSync(file, JSON.stringify(Object.fromEntries(counts)));
  counts = new Map();
});
