import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import os from 'node:os';

/**
 * A child that dies with its parent, whatever kills the parent (util-linux setpriv, on every Linux): a test
 * worker that times out or is killed leaves no Redis, exchange or node running on behind it. An exchange left
 * behind once grew to gigabytes in an hour, queueing market frames for its Redis that had gone with the test.
 */
export function spawnTied(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  if (os.platform() !== 'linux') return spawn(command, args, options);
  return spawn('setpriv', ['--pdeathsig', 'KILL', '--', command, ...args], options);
}
