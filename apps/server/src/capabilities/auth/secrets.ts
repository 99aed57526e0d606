import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

/** A bearer secret (token, refresh token, second-factor token, slider key): 256 random bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function randomId(): string {
  return randomUUID();
}

/** How secrets are stored: a table of hashes opens nothing if it leaks. */
export function sha256Hex(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A one-time code of `digits` digits, uniformly drawn (leading zeros kept). */
export function randomCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** A number in [0, 1) from the cryptographic generator, for layouts an attacker must not predict. */
export function secureRandomUnit(): number {
  return randomInt(0, 2 ** 47) / 2 ** 47;
}

/** Compares two texts in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
