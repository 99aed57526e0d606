import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const argon2id: Algorithm = 2;

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const passwordHashOptions: Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
