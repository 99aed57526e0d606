import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@lantau/contract';
import { keptEnvelopeSerializer } from './kept-envelope-serializer';

describe('kept envelope serializer', () => {
  let checks = 0;
  const data = z.object({
    price: z.string().refine(() => {
      checks += 1;
      return true;
    }),
    depth: z.array(z.number()),
  });
  const serialize = keptEnvelopeSerializer(data, 'GET', '/test');
  const ok = (value: unknown) => ({ code: 'OK' as const, message: '', data: value });

  it('writes what the zod serializer writes, unknown keys dropped', () => {
    const value = { price: '1.00', depth: [1, 2], internal: 'not in the contract' };
    const reference = serializerCompiler({ schema: envelopeSchema(data), method: 'GET', url: '/test' });
    expect(serialize(ok(value))).toBe(reference(ok(value)));
    expect(JSON.parse(serialize(ok(value)))).toEqual({
      code: 'OK',
      message: '',
      data: { price: '1.00', depth: [1, 2] },
    });
  });

  it('validates each object once and keeps its JSON; another object is validated again', () => {
    const value = { price: '2.00', depth: [] };
    checks = 0;
    const first = serialize(ok(value));
    expect(serialize(ok(value))).toBe(first);
    expect(checks).toBe(1);
    serialize(ok({ ...value }));
    expect(checks).toBe(2);
  });

  it('still refuses data that breaks the contract', () => {
    expect(() => serialize(ok({ price: 3, depth: [] }))).toThrow();
  });
});
