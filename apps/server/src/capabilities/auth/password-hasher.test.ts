import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hasher';

describe('password hasher', () => {
  it('stores argon2id with 19 MiB and 2 passes, and verifies only the right password', async () => {
    const stored = await hashPassword('Lantau2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Lantau2026')).toBe(true);
    expect(await verifyPassword(stored, 'lantau2026')).toBe(false);
  });
});
