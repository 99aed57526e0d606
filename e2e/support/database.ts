import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { embeddedConnection } from '../../apps/server/src/platform/db/embedded/embedded-postgres';
import { e2eDataDir } from '../../playwright.config';

/**
 * One query on the main test server's embedded database (its Unix socket in the data folder), for what a
 * browser test cannot learn through the API by design: where a slider puzzle's gap is, or a stored file to
 * replace.
 */
export async function queryDatabase<Row extends object>(text: string, values: unknown[]): Promise<Row[]> {
  // An absolute folder: pg takes a host that starts with '/' for a socket's folder.
  const client = new pg.Client(embeddedConnection(path.resolve(e2eDataDir)));
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Waits for the next slider puzzle the page loads and answers where its gap is, read from the server's own record
 * of it (by its key's hash, as the server looks it up). The picture hides the gap among decoys a script cannot
 * tell from it, and no call tells it to anyone.
 */
export async function nextPuzzleGap(page: Page): Promise<() => Promise<number>> {
  const response = page.waitForResponse(
    (candidate) => candidate.url().includes('/api/auths/validation_code/images') && candidate.ok(),
  );
  return async () => {
    const body = (await (await response).json()) as { data: { validationKey: string } };
    const keyHash = createHash('sha256').update(body.data.validationKey).digest('hex');
    const [row] = await queryDatabase<{ gap_x: number }>(
      'SELECT gap_x FROM validation_challenges WHERE key_hash = $1',
      [keyHash],
    );
    if (!row) throw new Error('the puzzle the page loaded is not in the database');
    return row.gap_x;
  };
}
