import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/config';
import { createTestDatabase, type TestDatabase } from './support/backends';
import { clientReport } from './support/client-report';
import { everyRow } from './support/every-row';
import { brokerHeaders, identityConfig, logIn } from './support/identity';
import { startTestServer, testConfig, type TestServer } from './support/test-server';
import { createTestWebDist } from './support/web-dist';

const run = promisify(execFile);

/** Runs `npm run backup` / `npm run restore`'s program for a data folder; resolves with its exit and output. */
async function backupCli(dataDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/composition/backup-cli.ts', ...args],
      { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const anonymousReport = (server: TestServer) =>
  server.post(
    '/report-api/brokers/function_logs',
    { reports: [clientReport('ApiError', 'kept in the backup')] },
    brokerHeaders('LTU'),
  );

// Each step starts servers and the command in processes of their own: generous limits for a loaded machine.
describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let webDist: string;
  let folder: string;
  let backupFile: string;
  let original: Record<string, string[]>;

  beforeAll(async () => {
    [source, target, webDist] = await Promise.all([
      createTestDatabase('embedded'),
      createTestDatabase('embedded'),
      createTestWebDist(),
    ]);
    folder = await mkdtemp(path.join(os.tmpdir(), 'lantau-backup-'));
    backupFile = path.join(folder, 'lantau.backup.gz');
  });
  afterAll(async () => {
    await Promise.all([source?.drop(), target?.drop()]);
    await Promise.all(
      [webDist, folder].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })),
    );
  });

  it('backs up a running server consistently, every digit of money included', async () => {
    const server = await startTestServer(source, testConfig(source, webDist, identityConfig));
    try {
      // Sessions, login records, outbox messages (identity ids) and an amount with 18 significant digits.
      await logIn(server, 'LTU1001');
      expect((await anonymousReport(server)).body.code).toBe('OK');
      await sql`update ledger_balances set cost = 12345678901234.5678
                 where account = 'LTU100101' and asset_key = 'security:HK:00700'`.execute(server.app.db);
      original = await everyRow(server.app.db);

      const backup = await backupCli(source.dataDir, 'backup', '--out', backupFile);
      expect(backup.output).toMatch(/^Backed up \d+ rows of \d+ tables to /);
      expect(backup.code).toBe(0);
      // The server went on serving during the backup.
      expect((await server.call('/market-api/systems/brokers')).status).toBe(200);
    } finally {
      await server.app.close();
    }
  });

  it('restores into an empty data folder exactly what was backed up, and new ids do not collide', async () => {
    const restore = await backupCli(target.dataDir, 'restore', backupFile);
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/^Restored \d+ rows of \d+ tables from /);

    const server = await startTestServer(target, testConfig(target, webDist, identityConfig));
    try {
      expect(await everyRow(server.app.db)).toEqual(original);
      expect(original.ledger_balances?.some((row) => row.includes('12345678901234.5678'))).toBe(true);
      expect((await anonymousReport(server)).body.code).toBe('OK');

      // A restore never runs under a live server.
      const refused = await backupCli(target.dataDir, 'restore', backupFile, '--replace');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `The data folder ${target.dataDir} is in use by another Lantau server`,
      );
    } finally {
      await server.app.close();
    }
  });

  it('replaces existing data only when asked, and refuses a damaged file leaving the data as it was', async () => {
    const unasked = await backupCli(target.dataDir, 'restore', backupFile);
    expect(unasked.code).toBe(1);
    expect(unasked.output).toContain('already holds data: pass --replace');

    const lines = gunzipSync(await readFile(backupFile))
      .toString('utf8')
      .split('\n');
    const damaged = path.join(folder, 'damaged.backup.gz');
    // A copy cut short: the last rows and the trailer are missing.
    await writeFile(damaged, gzipSync(lines.slice(0, -5).join('\n')));
    const refused = await backupCli(target.dataDir, 'restore', damaged, '--replace');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('the backup file is incomplete');

    const replaced = await backupCli(target.dataDir, 'restore', backupFile, '--replace');
    expect(replaced.code).toBe(0);
    const server = await startTestServer(target, testConfig(target, webDist, identityConfig));
    try {
      expect(await everyRow(server.app.db)).toEqual(original);
    } finally {
      await server.app.close();
    }
  });
});
