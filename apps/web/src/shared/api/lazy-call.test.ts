import { describe, expect, it } from 'vitest';
import { declaredLazyCalls } from './lazy-call';

const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const modules = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}']);

describe('calls sent by address', () => {
  it('go where the contract says, each one', async () => {
    // Loading every module that declares a call by address declares it.
    const declaring = Object.keys(sources).filter(
      (file) => !file.endsWith('/lazy-call.ts') && /\blazyCall\(/.test(sources[file]!),
    );
    expect(declaring.length).toBeGreaterThan(5);
    await Promise.all(declaring.map((file) => modules[file]!()));

    const calls = declaredLazyCalls();
    expect(calls.length).toBeGreaterThanOrEqual(declaring.length);
    for (const call of calls) {
      const { service, method, path } = await call.load();
      expect({ service, method, path }).toEqual({
        service: call.service,
        method: call.method,
        path: call.path,
      });
    }
  });
});
