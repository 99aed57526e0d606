import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id';

describe('requestIdFrom', () => {
  it('keeps a sane client code', () => {
    expect(requestIdFrom('web-1700000000000_42')).toBe('web-1700000000000_42');
    expect(requestIdFrom('A'.repeat(64))).toBe('A'.repeat(64));
  });

  it.each([
    ['A'.repeat(65)],
    ['with space'],
    ['semi;colon'],
    ['line\nbreak'],
    [''],
    [undefined],
    [['a', 'b']],
  ])('replaces %j with a generated id', (value) => {
    const id = requestIdFrom(value);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(value)).not.toBe(id);
  });
});
