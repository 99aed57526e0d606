import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';
import { testAssetPath } from './support/web-dist';

/**
 * The per-address limit guards the APIs and sockets. A page of the portal loads dozens of lazily split files;
 * counting them would make a few page loads (or one office behind one address) exhaust the limit, and the
 * next API answer, a 429, ends the client's session (spec section 8).
 */
describe.each(testBackends)('what the per-address rate limit counts (%s)', (backend) => {
  const server = useTestServer(backend, { rateLimitPerMinute: 5 });

  it("never refuses the web app's pages and files, and still limits the APIs", async () => {
    for (let load = 0; load < 10; load += 1) {
      for (const path of ['/lantau/index', testAssetPath]) {
        expect((await server.current.fetch(path)).status, `${path}, load ${load}`).toBe(200);
      }
    }
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      statuses.push((await server.current.fetch('/api/markets/banks')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
