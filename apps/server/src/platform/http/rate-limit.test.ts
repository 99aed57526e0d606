import { describe, expect, it } from 'vitest';
import { rateLimitKeyOf } from './rate-limit';

describe('rate limit key', () => {
  it("is the caller's address, an IPv6 one by its /64 subnet as the library counts it", () => {
    expect(rateLimitKeyOf({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(rateLimitKeyOf({ ip: '2001:db8:1:2:3::9' })).toBe(rateLimitKeyOf({ ip: '2001:db8:1:2:ff::1' }));
  });

  it('does not throw for a request whose connection closed before the limit was checked', () => {
    const closed = { ip: undefined as unknown as string };
    expect(rateLimitKeyOf(closed)).toBe('closed-connection');
  });
});
