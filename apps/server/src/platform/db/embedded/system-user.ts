import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The operating-system account PostgreSQL runs as, when it cannot be the current one. */
export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

const postgresAccount = 'postgres';

/**
 * PostgreSQL refuses to run as root. When the server runs as root (a fresh Debian machine, a container), the
 * cluster runs as the system account `postgres`, created here if the machine has none (as Debian's own
 * postgresql package would). Returns undefined when no switch is needed.
 */
export async function clusterUserFor(
  currentUid: number | undefined = process.getuid?.(),
): Promise<SystemUser | undefined> {
  if (currentUid !== 0) return undefined;
  const existing = await lookUp(postgresAccount);
  if (existing) return existing;
  await run('useradd', [
    '--system',
    '--user-group',
    '--home-dir',
    '/nonexistent',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    postgresAccount,
  ]);
  const created = await lookUp(postgresAccount);
  if (!created) throw new Error(`could not create the system account '${postgresAccount}'`);
  return created;
}

async function lookUp(name: string): Promise<SystemUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * Makes `directory` the cluster's own (mode 0700, as PostgreSQL demands) and lets the cluster's account reach
 * it: every folder above it needs search permission for "others" when that account is not the folder's owner
 * (a mkdtemp folder or /root is 0700). Only the search bit is added, never read: nobody can list those
 * folders. Returns the folders that were changed, for the log.
 */
export async function prepareClusterDirectory(
  directory: string,
  user: SystemUser | undefined,
): Promise<string[]> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  if (!user) {
    await chmod(directory, 0o700);
    return [];
  }
  await chown(directory, user.uid, user.gid);
  await chmod(directory, 0o700);
  const opened: string[] = [];
  for (let folder = path.dirname(directory); ; folder = path.dirname(folder)) {
    const info = await stat(folder);
    if (info.uid !== user.uid && (info.mode & 0o001) === 0) {
      await chmod(folder, (info.mode & 0o7777) | 0o001);
      opened.push(folder);
    }
    if (folder === path.dirname(folder)) break;
  }
  return opened;
}
