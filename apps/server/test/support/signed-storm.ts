// Sends many signed API calls at once from a process of its own, as a client outside would, and prints each
// answer as it comes, one line `<index> <code>` (the index in the order given), so that the test can tell which
// of its own calls were answered while the storm was still being served. Reads its work as JSON on standard
// input: { baseUrl, calls: [{ session, method, path, body, headers }] }.
import type { UserSession } from '@lantau/contract';
import { signedCall } from './identity';
import { httpClientOf, type TestServer } from './test-server';

export interface StormCall {
  session: Pick<UserSession, 'token' | 'signingKey' | 'userBroker'>;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const work = JSON.parse(input) as { baseUrl: string; calls: StormCall[] };
const server = httpClientOf(work.baseUrl) as TestServer;
await Promise.all(
  work.calls.map((call, index) =>
    signedCall(server, call.session, call.method, call.path, call.body, { headers: call.headers ?? {} })
      .then(
        (answer) => answer.body.code,
        // One word: the line's second field is the whole code.
        (error: unknown) => `failed:${String(error).replaceAll(/\s+/g, '_')}`,
      )
      .then((code) => process.stdout.write(`${index} ${code}\n`)),
  ),
);
