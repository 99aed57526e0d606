import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { embeddedConnection } from '../../apps/server/src/db/embedded/embedded-postgres';
import { e2eDataDir } from '../../playwright.config';

/**
 * Waits for the next slider puzzle the page loads and answers where its gap is, read from the server's own record
 * of it in the embedded database (by its key's hash, as the server looks it up). The picture hides the gap among
 * decoys that a script cannot tell from it, so a test cannot read the answer from the pixels, and the server has
 * no way to tell it to anyone.
 */
export async function nextPuzzleGap(page: Page): Promise<() => Promise<number>> {
  const response = page.waitForResponse(
    (candidate) => candidate.url().includes('/api/auths/validation_code/images') && candidate.ok(),
  );
  return async () => {
    const body = (await (await response).json()) as { data: { validationKey: string } };
    const keyHash = createHash('sha256').update(body.data.validationKey).digest('hex');
    const client = new pg.Client(embeddedConnection(e2eDataDir));
    await client.connect();
    try {
      const result = await client.query<{ gap_x: number }>(
        'SELECT gap_x FROM validation_challenges WHERE key_hash = $1',
        [keyHash],
      );
      const gapX = result.rows[0]?.gap_x;
      if (gapX === undefined) throw new Error('the puzzle the page loaded is not in the database');
      return gapX;
    } finally {
      await client.end();
    }
  };
}
