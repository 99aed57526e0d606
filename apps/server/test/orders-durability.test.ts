import { describe, expect, it } from 'vitest';
import type { Order, UserSession } from '@lantau/contract';
import { crash, exited, useCrashableFolder, type CrashableServer } from './support/crashable-server';
import { logIn, signedCall } from './support/identity';
import { placeOrder, restingAaplBuy } from './support/orders';
import { httpClientOf, type TestServer } from './support/test-server';

/**
 * An acknowledged order survives kill -9: a real server in its own process takes a burst of orders, is killed
 * with SIGKILL (with the database it started) in the middle, and after a restart on the same folder every
 * order it answered OK is there, and none is left pending: start-up re-entered the working ones.
 */
function withClient(started: CrashableServer): CrashableServer & { server: TestServer } {
  return { ...started, server: remote(started.baseUrl) };
}

/** What logIn and signedCall need of a test server, over a server in another process. */
function remote(baseUrl: string): TestServer {
  return { baseUrl, ...httpClientOf(baseUrl) } as TestServer;
}

describe('acknowledged orders survive kill -9 (embedded database)', { timeout: 120_000 }, () => {
  const folder = useCrashableFolder();

  it('keeps every acknowledged order through a crash and re-enters the working ones at start-up', async () => {
    const first = withClient(await folder.start());
    const session = (await logIn(first.server, 'LTU1001')).session;
    const acknowledged: string[] = [];
    let alive = true;
    // One share of AAPL far below the market: they rest, each holding its cash, until buying power runs out.
    const client = async () => {
      while (alive) {
        try {
          const answer = await placeOrder(first.server, session, restingAaplBuy('LTU100101'));
          if (answer.body.code === 'OK') acknowledged.push((answer.body.data as Order).orderID);
        } catch {
          return;
        }
      }
    };
    const clients = Array.from({ length: 4 }, () => client());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    crash(first);
    alive = false;
    await Promise.all(clients);
    await exited(first.process);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = withClient(await folder.start());
    const again: UserSession = (await logIn(second.server, 'LTU1001')).session;
    const statuses = await Promise.all(
      acknowledged.map(async (orderId) => {
        const answer = await signedCall<{ order: Order }>(
          second.server,
          again,
          'GET',
          `/api/orders/${orderId}`,
        );
        return answer.body.code === 'OK' ? answer.body.data.order.status : answer.body.code;
      }),
    );
    expect(statuses.filter((status) => status !== 'ACK')).toEqual([]);
    second.process.kill('SIGINT');
    await exited(second.process);
  });
});
