import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226, HMAC-SHA1), as authenticator apps compute them from
 * a base32 secret. Small enough to own: no dependency, and the tests pin it to the RFC's vectors.
 */
export const TOTP_STEP_SECONDS = 30;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Decodes RFC 4648 base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = base32Alphabet.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226: the code for one counter value. */
export function hotp(key: Uint8Array, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export interface TotpOptions {
  /** Number of digits (the broker's WebOtpLength); 6 by default. */
  digits?: number;
  /** The moment to compute for; now by default. */
  timeMs?: number;
}

const keyOf = (secret: Uint8Array | string) => (typeof secret === 'string' ? base32Decode(secret) : secret);
const stepAt = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);

/** The current code for a secret (base32 text, or the raw key). */
export function totp(secret: Uint8Array | string, options: TotpOptions = {}): string {
  return hotp(keyOf(secret), stepAt(options.timeMs ?? Date.now()), options.digits ?? 6);
}

/** Seconds until the current code is replaced. */
export function totpSecondsLeft(timeMs = Date.now()): number {
  return TOTP_STEP_SECONDS - (Math.floor(timeMs / 1000) % TOTP_STEP_SECONDS);
}

/**
 * Whether a code is the one of this step or of the step before or after, which absorbs a phone clock a few
 * seconds off and a code typed just as it changed.
 */
export function verifyTotp(secret: Uint8Array | string, code: string, options: TotpOptions = {}): boolean {
  const key = keyOf(secret);
  const digits = options.digits ?? 6;
  if (code.length !== digits) return false;
  const step = stepAt(options.timeMs ?? Date.now());
  let matched = false;
  // Every candidate is compared, so the time taken does not tell which step matched.
  for (const candidate of [step - 1, step, step + 1]) {
    const expected = Buffer.from(hotp(key, candidate, digits));
    if (timingSafeEqual(expected, Buffer.from(code.padEnd(digits).slice(0, digits)))) matched = true;
  }
  return matched;
}
