import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Who owns a data folder. PostgreSQL's own lock (postmaster.pid) already refuses a second cluster on the same
 * files; this file adds what it cannot know: which Lantau process started the cluster, so a second server gets
 * a clear refusal, and a cluster left behind by a server that died is recognised as an orphan.
 */
export const ownerFileName = 'lantau-server.pid';

export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Lantau server (process ${ownerPid}). ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const first = (await readFile(file, 'utf8')).split('\n')[0]?.trim() ?? '';
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The live Lantau process that owns the folder, if any (this process included: one cluster per folder). */
export async function liveOwnerOf(dataDir: string): Promise<number | undefined> {
  const pid = await readPid(path.join(dataDir, ownerFileName));
  return pid !== undefined && isProcessAlive(pid) ? pid : undefined;
}

/** The PostgreSQL server still running on the cluster's files, if any (its postmaster.pid names it). */
export async function livePostmasterOf(clusterDir: string): Promise<number | undefined> {
  const pid = await readPid(path.join(clusterDir, 'postmaster.pid'));
  return pid !== undefined && isProcessAlive(pid) ? pid : undefined;
}

export async function claimOwnership(dataDir: string): Promise<void> {
  await writeFile(path.join(dataDir, ownerFileName), `${process.pid}\n`);
}

export async function releaseOwnership(dataDir: string): Promise<void> {
  if ((await readPid(path.join(dataDir, ownerFileName))) === process.pid) {
    await rm(path.join(dataDir, ownerFileName), { force: true });
  }
}
