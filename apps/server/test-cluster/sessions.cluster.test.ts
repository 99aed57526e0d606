import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountQuotePlan, UserSession } from '@lantau/contract';
import { freshNonce, logIn, signedCall } from '../test/support/identity';
import { helloSocket } from '../test/support/session-socket';
import { logInStaff, staffCall } from '../test/support/staff';
import { clusterRateLimit, newClientAddress, useCluster } from './support/use-cluster';

const configurationPath = (userId: string) => `/api/users/${userId}/configurations?key=QUOTE_COLOR`;

/** What nodes share through Redis (issue 21 §2): sessions, kick-offs, nonces, rate limits and plans. */
describe('sessions across the nodes of a cluster', () => {
  const under = useCluster();
  const nodes = () => under.current.cluster.nodes;

  it("closes node A's socket within 1 s of a kick-off from node C, with a signed call through node B between", async () => {
    const [a, b, c] = nodes();
    const address = newClientAddress();
    const { session } = await logIn(under.current.viaNode(a!, address), 'LTU1002');
    const socket = await helloSocket(under.current.viaNode(a!, address), session);
    const read = await signedCall(
      under.current.viaNode(b!, address),
      session,
      'GET',
      configurationPath('LTU1002'),
    );
    expect(read.body.code).toBe('OK');

    // Another login of the same client on node C ends the first session (OTHER_DEVICE_LOGIN).
    await logIn(under.current.viaNode(c!, address), 'LTU1002');
    const kickedAt = Date.now();
    const closed = await Promise.race([
      socket.closed.then((close) => ({ ...close, afterMs: Date.now() - kickedAt })),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 1_000)),
    ]);
    expect(closed, "node A's socket still open 1 s after the kick-off").toMatchObject({ code: 1000 });
  });

  it('refuses on node B a nonce used on node A', async () => {
    const [a, b] = nodes();
    const address = newClientAddress();
    const { session } = await logIn(under.current.viaBalancer(address), 'LTU1003');
    const nonce = freshNonce();
    const path = configurationPath('LTU1003');
    const first = await signedCall(under.current.viaNode(a!, address), session, 'GET', path, undefined, {
      nonce,
    });
    expect(first.body.code).toBe('OK');
    const replay = await signedCall(under.current.viaNode(b!, address), session, 'GET', path, undefined, {
      nonce,
    });
    expect(replay.status).toBe(403);
    expect(replay.body.code).toBe('E4003');
  });

  it("counts one address's requests across every node: past the limit, every node refuses it (E4029)", async () => {
    const address = newClientAddress();
    const servers = nodes().map((node) => under.current.viaNode(node, address));
    // The whole budget spread over the nodes: each node alone saw a third of it.
    for (let sent = 0; sent < clusterRateLimit; sent++) {
      const response = await servers[sent % servers.length]!.call('/market-api/systems/brokers');
      expect(response.status, `request ${sent + 1} of ${clusterRateLimit}`).toBe(200);
    }
    for (const server of servers) {
      const refused = await server.call('/market-api/systems/brokers');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('E4029');
    }
    // Another address still has its own budget.
    expect((await under.current.viaBalancer().call('/market-api/systems/brokers')).status).toBe(200);
  });

  it('refuses a session ended on one node on every node at its next call', async () => {
    const address = newClientAddress();
    const servers = nodes().map((node) => under.current.viaNode(node, address));
    const { session } = await logIn(servers[0]!, 'LTU1006');
    const read = (server: (typeof servers)[number], signed: UserSession) =>
      signedCall(server, signed, 'GET', configurationPath('LTU1006'));
    // Every node has the session in its cache.
    for (const server of servers) expect((await read(server, session)).body.code).toBe('OK');
    const out = await signedCall(servers[1]!, session, 'POST', '/api/auths/logouts');
    expect(out.body.code).toBe('OK');
    for (const server of servers) expect((await read(server, session)).body.code).toBe('E0001');
  });

  it('shows a quote plan upgrade granted on one node on every node', async () => {
    const address = newClientAddress();
    const servers = nodes().map((node) => under.current.viaNode(node, address));
    const { session } = await logIn(servers[0]!, 'LTU1005');
    const planOn = async (server: (typeof servers)[number]) => {
      const plans = await signedCall<AccountQuotePlan[]>(
        server,
        session,
        'GET',
        '/api/users/LTU1005/quote_plans',
      );
      expect(plans.body.code).toBe('OK');
      return plans.body.data.find((entry) => entry.market === 'HK')?.plan;
    };
    // Every node has read (and cached) the plan before the change.
    for (const server of servers) expect(await planOn(server)).toBe('DELAYED');
    const applied = await signedCall<AccountQuotePlan>(
      servers[0]!,
      session,
      'POST',
      '/api/users/LTU1005/quote_plans/applications',
      { market: 'HK', plan: 'LEVEL2' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(applied.body.code).toBe('OK');
    const staff = await logInStaff(servers[1]!, 'SUPPORT1');
    const applicationId = applied.body.data.pendingApplication!.applicationID;
    const granted = await staffCall(
      servers[1]!,
      staff,
      'POST',
      `/api/staff/quote_plan_applications/${applicationId}/grant`,
    );
    expect(granted.body.code).toBe('OK');
    for (const server of servers) expect(await planOn(server)).toBe('LEVEL2');
  });
});
