import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Who owns a data folder: the one process holding its lock, a Unix socket whose address is derived from the
 * folder's real path. Binding an address is atomic (of servers started at the same instant exactly one gets
 * it) and the kernel frees it when the process ends, however it ends (kill -9 included), so no file can be
 * left behind claiming a folder for a process that is gone, or be removed by a process that lost the race.
 * PostgreSQL's own lock (postmaster.pid) still guards the cluster's files underneath.
 *
 * On Linux the address is in the abstract namespace (no file at all). The namespace belongs to the network
 * namespace, so servers in two containers that share one folder do not see each other's lock. Elsewhere it is
 * a socket file in the folder, taken over when nothing answers on it (after a crash).
 *
 * The owner answers anyone who connects with its process ID, which makes the refusal name the process.
 */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | undefined,
  ) {
    const owner = ownerPid === undefined ? '' : ` (process ${ownerPid})`;
    super(
      `The data folder ${dataDir} is in use by another Lantau server${owner}. ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
  }
}

/** The data folder's lock, held until released or until this process ends. */
export interface FolderOwnership {
  release(): Promise<void>;
}

/** What earlier versions used as the lock: a file naming the owner (read nowhere now). */
const formerOwnerFile = 'lantau-server.pid';
const socketFileName = 'lantau-server.sock';
const answerTimeoutMs = 2_000;

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const abstractNamespace = os.platform() === 'linux';

/** The lock's address: abstract on Linux (a leading NUL), a socket file in the folder elsewhere. */
async function lockAddress(dataDir: string): Promise<string> {
  const folder = await realpath(dataDir);
  if (!abstractNamespace) return path.join(folder, socketFileName);
  const digest = createHash('sha256').update(folder).digest('hex').slice(0, 40);
  return `\0lantau-data-folder-${digest}`;
}

/** Binds the address, or says it is taken (EADDRINUSE); any other failure is thrown. */
function bind(address: string): Promise<net.Server | undefined> {
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error),
    );
    server.listen({ path: address, exclusive: true }, () => {
      server.removeAllListeners('error');
      // A lock, not a service: it must not keep the process alive.
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Asks the owner at `address` for its process ID: the number, 'unknown' when something holds the address but
 * gives no answer in time, or undefined when nothing holds it.
 */
function ownerAt(address: string): Promise<number | 'unknown' | undefined> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect({ path: address });
    const settle = (owner: number | 'unknown' | undefined) => {
      socket.destroy();
      resolve(owner);
    };
    socket.setTimeout(answerTimeoutMs, () => settle('unknown'));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => {
      const pid = Number(answer.trim());
      settle(Number.isInteger(pid) && pid > 0 ? pid : 'unknown');
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      settle(['ECONNREFUSED', 'ENOENT'].includes(error.code ?? '') ? undefined : 'unknown'),
    );
  });
}

/**
 * Takes the data folder's lock (creating the folder if needed), or throws DataFolderInUseError naming the
 * owner. Held until `release`, or until this process ends.
 */
export async function takeOwnership(dataDir: string): Promise<FolderOwnership> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const address = await lockAddress(dataDir);
  let server = await bind(address);
  if (!server && !abstractNamespace && (await ownerAt(address)) === undefined) {
    // A socket file left by a server that died: nothing answers on it.
    await rm(address, { force: true });
    server = await bind(address);
  }
  if (!server) {
    const owner = await ownerAt(address);
    throw new DataFolderInUseError(dataDir, typeof owner === 'number' ? owner : undefined);
  }
  await rm(path.join(dataDir, formerOwnerFile), { force: true });
  const held = server;
  return {
    release: () =>
      new Promise<void>((resolve) => {
        if (!held.listening) return resolve();
        held.close(() => resolve());
      }),
  };
}

/** Whether a live Lantau process (this one included) holds the folder's lock. */
export async function isOwned(dataDir: string): Promise<boolean> {
  const address = await lockAddress(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return address !== undefined && (await ownerAt(address)) !== undefined;
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

/** The PostgreSQL server still running on the cluster's files, if any (its postmaster.pid names it). */
export async function livePostmasterOf(clusterDir: string): Promise<number | undefined> {
  const pid = await readPid(path.join(clusterDir, 'postmaster.pid'));
  return pid !== undefined && isProcessAlive(pid) ? pid : undefined;
}
