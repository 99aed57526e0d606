// What the API benchmarks share: starting a server in its own process, logging a demo client in through the
// API as the portal does, signing calls, and reading a process's CPU time.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  canonicalRequest,
  formatAuthorization,
  socketHelloParts,
  socketPaths,
  type SignedParts,
} from '@lantau/contract';
import { demoClients } from '../apps/server/src/composition/seed/demo-clients';
import { freePort } from '../apps/server/test/support/free-port';

const root = fileURLToPath(new URL('../', import.meta.url));
/** Every process the benchmark started and that still runs (killed if the benchmark fails). */
export const children = new Set<ChildProcess>();

/** Starts a TypeScript entry point in its own Node process; resolves once `readyPath` answers 200. */
export async function startProcess(entry: string, env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  // e.g. BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the servers under load.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const ok = await fetch(baseUrl + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, baseUrl };
    if (waited > 90_000) throw new Error(`${entry} did not answer ${readyPath} in 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

export async function api<T>(baseUrl: string, pathWithQuery: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(baseUrl + pathWithQuery, init);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 'OK') throw new Error(`${pathWithQuery}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Logs a demo client in through the API as the portal does: password, SMS code from the outbox. */
export async function logIn(baseUrl: string, userId: string) {
  const client = demoClients.find((candidate) => candidate.userId === userId);
  if (!client) throw new Error(`no demo client ${userId}`);
  const headers = {
    'x-broker-code': client.brokerCode,
    'x-lang': 'en_US',
    'content-type': 'application/json',
  };
  const credentials = { userID: client.userId, password: client.password };
  const first = await api<{ challenge: { twoFaToken: string } }>(baseUrl, '/api/auths/logins', {
    method: 'POST',
    headers,
    body: JSON.stringify(credentials),
  });
  const withToken = { ...headers, 'x-two-fa-token': first.challenge.twoFaToken };
  await api(baseUrl, `/api/auths/otps?feature=LOGIN&userID=${client.userId}`, { headers: withToken });
  const to = encodeURIComponent(client.mobile.areaCode + client.mobile.number);
  const sent = (await (await fetch(`${baseUrl}/dev/outbox.json?to=${to}`)).json()) as { text: string }[];
  const otp = /\b\d{4,8}\b/.exec(sent[0]?.text ?? '')?.[0];
  if (!otp) throw new Error('no code in the outbox');
  const second = await api<{ session: { token: string; signingKey: string } }>(baseUrl, '/api/auths/logins', {
    method: 'POST',
    headers: withToken,
    body: JSON.stringify({ ...credentials, otp }),
  });
  return { brokerCode: client.brokerCode, ...second.session };
}

export type Session = Awaited<ReturnType<typeof logIn>>;
const emptyBodyHash = createHash('sha256').update('').digest('hex');

/** The session key's signature of a canonical request, as base64url. */
function sign(session: Session, parts: SignedParts): string {
  return createHmac('sha256', Buffer.from(session.signingKey, 'base64url'))
    .update(canonicalRequest(parts))
    .digest('base64url');
}

/** The signed hello of the session socket (/ws/session). */
export function sessionHello(session: Session) {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(16).toString('base64url');
  const signature = sign(session, socketHelloParts(socketPaths.session, timestamp, nonce));
  return { type: 'hello', token: session.token, timestamp, nonce, signature };
}

/** Headers of one signed call (a GET unless a method and body are given), with a fresh nonce. */
export function signedHeaders(
  session: Session,
  pathWithQuery: string,
  request: { method: string; body: string } = { method: 'GET', body: '' },
): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(16).toString('base64url');
  const signature = sign(session, {
    method: request.method,
    pathWithQuery,
    timestamp,
    nonce,
    bodySha256Hex:
      request.body === '' ? emptyBodyHash : createHash('sha256').update(request.body).digest('hex'),
  });
  return {
    token: session.token,
    'x-broker-code': session.brokerCode,
    'x-lang': 'en_US',
    authorization: formatAuthorization(timestamp, nonce, signature),
  };
}

/** CPU time a process has used so far, in milliseconds (Linux: /proc/<pid>/stat, in ticks of 10 ms). */
export function cpuMillisOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * CPU time, in milliseconds, of every process below `pid` (the embedded PostgreSQL the server started: its
 * postmaster and backends), counting children they already reaped. Linux only; NaN elsewhere.
 */
export function descendantsCpuMillisOf(pid: number | undefined): number {
  try {
    const parents = new Map<number, number[]>();
    const ticks = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        const parent = Number(fields[1]);
        parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
        // utime, stime, cutime, cstime
        ticks.set(
          Number(entry),
          Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
        );
      } catch {
        // The process ended while we looked.
      }
    }
    let total = 0;
    const pending = [...(parents.get(pid ?? -1) ?? [])];
    while (pending.length > 0) {
      const next = pending.pop()!;
      total += ticks.get(next) ?? 0;
      pending.push(...(parents.get(next) ?? []));
    }
    return total * 10;
  } catch {
    return NaN;
  }
}

/**
 * Runs a benchmark's main function to its end, whatever happens: past `deadlineSeconds` every process it
 * started is killed and the benchmark exits; a failure is printed, its processes killed and the exit code set.
 */
export function runBenchmark(main: () => Promise<void>, deadlineSeconds: number): void {
  const deadline = setTimeout(() => {
    console.error('benchmark deadline passed: stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, deadlineSeconds * 1000);
  main()
    .catch((error: unknown) => {
      console.error(error);
      for (const child of children) child.kill('SIGKILL');
      process.exitCode = 1;
    })
    .finally(() => clearTimeout(deadline));
}
