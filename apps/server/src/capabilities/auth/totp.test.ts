import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totp, totpSecondsLeft, verifyTotp } from './totp';

// RFC 6238 appendix B, SHA-1: the key is the ASCII text "12345678901234567890", codes have 8 digits.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('TOTP', () => {
  it.each(rfcVectors)('matches RFC 6238 at %i s', (seconds, expected) => {
    expect(totp(rfcKey, { timeMs: seconds * 1000, digits: 8 })).toBe(expected);
  });

  it('matches RFC 4226 HOTP vectors', () => {
    const codes = ['755224', '287082', '359152', '969429', '338314'];
    codes.forEach((code, counter) => expect(hotp(rfcKey, counter, 6)).toBe(code));
  });

  it('reads base32 secrets as authenticator apps do', () => {
    // "12345678901234567890" in base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(base32Decode(secret)).toEqual(rfcKey);
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(rfcKey);
    expect(totp(secret, { timeMs: 59_000, digits: 8 })).toBe('94287082');
    expect(() => base32Decode('GEZ1')).toThrow();
  });

  it('accepts the code of this step and of the next and previous step only', () => {
    const secret = '5CR5U3HEXLH5JB7XPG3SGUHZSDWAQS7P';
    const at = 1_700_000_000_000;
    const code = totp(secret, { timeMs: at });
    expect(code).toMatch(/^\d{6}$/);
    expect(verifyTotp(secret, code, { timeMs: at })).toBe(true);
    expect(verifyTotp(secret, code, { timeMs: at + 30_000 })).toBe(true);
    expect(verifyTotp(secret, code, { timeMs: at - 30_000 })).toBe(true);
    expect(verifyTotp(secret, code, { timeMs: at + 90_000 })).toBe(false);
    expect(verifyTotp(secret, `${code}0`, { timeMs: at })).toBe(false);
    const eight = totp(secret, { timeMs: at, digits: 8 });
    expect(verifyTotp(secret, eight, { timeMs: at, digits: 8 })).toBe(true);
  });

  it('counts the seconds left in the step', () => {
    expect(totpSecondsLeft(60_000)).toBe(30);
    expect(totpSecondsLeft(89_000)).toBe(1);
  });
});
