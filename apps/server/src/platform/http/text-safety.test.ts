import { describe, expect, it } from 'vitest';
import { hasUnsafeText, unsafeTextPaths } from './text-safety';

describe('unsafe text', () => {
  it('finds NUL and unpaired surrogates, and accepts paired ones', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('a\ud800')).toBe(true);
    expect(hasUnsafeText('\udc00a')).toBe(true);
    expect(hasUnsafeText('\ud83d\ude00 陳大文 \u0001')).toBe(false);
  });

  it('names every offending text and key by its path', () => {
    const body = { reports: [{ message: 'ok' }, { message: 'a\u0000' }], extra: { 'k\ud800': 1 } };
    expect(unsafeTextPaths(body, 'body')).toEqual(['body.reports.1.message', 'body.extra.k\ufffd']);
    expect(unsafeTextPaths(undefined, 'query')).toEqual([]);
  });
});
