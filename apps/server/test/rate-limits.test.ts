import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { brokerHeaders, passwordStep } from './support/identity';
import { useTestServer } from './support/test-server';

describe.each(testBackends)('rate limits of the auth calls (%s)', (backend) => {
  const server = useTestServer(backend, {
    authRateLimits: {
      loginPerUser: 3,
      loginPerAddress: 5,
      otpPerUser: 2,
      otpPerAddress: 100,
      sliderPerAddress: 2,
      resetPerUser: 2,
      resetPerAddress: 100,
      tokenPerAddress: 3,
    },
  });
  const codes = (responses: { body: { code: string } }[]) => responses.map((response) => response.body.code);

  it('limit logins per user ID and per address with E4029 and HTTP 429', async () => {
    const sameUser = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      sameUser.push(await passwordStep(server.current, 'LTU1001', 'Wrong12345'));
    }
    expect(codes(sameUser)).toEqual(['E2001', 'E2001', 'E2001', 'E4029']);
    const limited = sameUser[3];
    expect(limited?.status).toBe(429);
    expect(limited?.body).toEqual({
      code: 'E4029',
      message: 'Too many requests. Please try again later.',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    // Two more from the same address under another ID: the address allowance (5) runs out, the four above
    // counted (the one refused for its user ID too).
    const otherUser = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      otherUser.push(
        await server.current.post(
          '/api/auths/logins',
          { userID: 'LTU1002', password: 'Wrong12345' },
          brokerHeaders('LTU', { 'x-lang': 'zh_HK' }),
        ),
      );
    }
    expect(codes(otherUser)).toEqual(['E2001', 'E4029']);
    expect(otherUser[1]?.body.message).toBe('請求過於頻繁，請稍後再試。');
  });

  it('spend no per-user allowance on code requests and resets that prove nothing (login-abuse.test shows the limits)', async () => {
    // Without a solved slider check, or without a code step: refused for that, and the client's allowance
    // (2 here) stays whole, so strangers cannot use it up.
    const ask = () =>
      server.current.call('/api/auths/otps?feature=RESET_PASSWORD&userID=KLN2001&contact=a%40b.example', {
        headers: brokerHeaders('KLN'),
      });
    expect(codes([await ask(), await ask(), await ask()])).toEqual(['E2009', 'E2009', 'E2009']);
    const reset = () =>
      server.current.post(
        '/api/auths/password_resets',
        {
          userID: 'KLN2001',
          contact: 'a@b.example',
          otp: '123456',
          newPassword: 'Abcdef123',
          confirmation: 'Abcdef123',
        },
        brokerHeaders('KLN'),
      );
    expect(codes([await reset(), await reset(), await reset()])).toEqual(['E2007', 'E2007', 'E2007']);
  });

  it('limit slider images and token refreshes per address', async () => {
    const image = () => server.current.call('/api/auths/validation_code/images?deviceWidth=320');
    expect(codes([await image(), await image(), await image()])).toEqual(['OK', 'OK', 'E4029']);
    const refresh = () =>
      server.current.call('/api/auths/refresh', { headers: brokerHeaders('LTU', { 'refresh-token': 'x' }) });
    expect(codes([await refresh(), await refresh(), await refresh(), await refresh()])).toEqual([
      'E0001',
      'E0001',
      'E0001',
      'E4029',
    ]);
  });
});
