import pg from 'pg';

/** Statements sent through `pg` while `work` runs (every client of this process: the test's reads too). */
export async function statementsDuring(work: () => Promise<void>): Promise<string[]> {
  const texts: string[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    if (typeof first === 'string') texts.push(first);
    else if (typeof first === 'object' && first !== null && 'text' in first)
      texts.push(String((first as { text: unknown }).text));
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}
