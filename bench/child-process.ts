import type { ChildProcess } from 'node:child_process';

/** Asks a process the bench started to end (SIGTERM) and waits until it has. */
export async function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
