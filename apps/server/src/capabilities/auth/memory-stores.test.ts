import { describe, expect, it } from 'vitest';
import { createMemoryNonceStore } from './nonce-store';
import { createAuthRateLimiter, createMemoryRateLimitStore } from './rate-limiter';
import { relaxedAuthRateLimits } from './rate-limit-rules';

describe('nonce store', () => {
  it('refuses a nonce seen for the same session until it expires', async () => {
    let now = 0;
    const nonces = createMemoryNonceStore(() => now);
    expect(await nonces.remember('s1', 'n1', 600)).toBe(true);
    expect(await nonces.remember('s1', 'n1', 600)).toBe(false);
    expect(await nonces.remember('s2', 'n1', 600)).toBe(true);
    now = 600_001;
    expect(await nonces.remember('s1', 'n1', 600)).toBe(true);
  });
});

describe('auth rate limiter', () => {
  it('counts per rule and key in fixed windows and answers E4029 with the wait', async () => {
    let now = 0;
    const limiter = createAuthRateLimiter(
      { ...relaxedAuthRateLimits, loginPerUser: 2, loginPerAddress: 0 },
      createMemoryRateLimitStore(() => now),
    );
    const hit = () => limiter.check('login', { loginPerUser: 'LTU1001', loginPerAddress: '127.0.0.1' });
    await hit();
    await hit();
    await expect(hit()).rejects.toMatchObject({ code: 'E4029', data: { retryAfterSeconds: 60 } });
    // Case does not make a user ID new.
    await expect(limiter.check('login', { loginPerUser: 'ltu1001' })).rejects.toMatchObject({
      code: 'E4029',
    });
    await limiter.check('otp', { loginPerUser: 'LTU1001' });
    now = 60_000;
    await hit();
  });
});
