import { describe, expect, it } from 'vitest';
import { clockOffsetSeconds, missingBrowserFeatures } from './browser-support';

describe('browser support', () => {
  it('names what an old browser lacks, and nothing for a current one', () => {
    const current = {
      crypto: { subtle: { sign: () => undefined }, randomUUID: () => '' },
      WebSocket: class {},
    } as unknown as typeof globalThis;
    expect(missingBrowserFeatures(current)).toEqual([]);
    const old = { ...current, crypto: {}, WebSocket: undefined } as unknown as typeof globalThis;
    expect(missingBrowserFeatures(old)).toEqual(['crypto.subtle', 'crypto.randomUUID', 'WebSocket']);
  });

  it("measures the computer's clock against the server's Date header", () => {
    const server = Date.parse('Fri, 27 Nov 2026 08:00:00 GMT');
    // Sent and answered around the server's second: the clock agrees (within the header's rounding).
    expect(
      Math.abs(clockOffsetSeconds(new Date(server).toUTCString(), server + 200, server + 800)!),
    ).toBeLessThan(1);
    // A computer ten minutes ahead.
    expect(
      Math.round(clockOffsetSeconds(new Date(server).toUTCString(), server + 600_000, server + 601_000)!),
    ).toBe(600);
    expect(clockOffsetSeconds(null, 0, 0)).toBeUndefined();
    expect(clockOffsetSeconds('not a date', 0, 0)).toBeUndefined();
  });
});
