import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commaListQuery } from './common';

describe('commaListQuery', () => {
  const { invalidInputCodes, query } = commaListQuery('tipKey', z.enum(['A', 'B']), 'E1003');

  it('names the code an unknown item gets by the query field', () => {
    expect(invalidInputCodes).toEqual({ 'query.tipKey': 'E1003' });
  });

  it('reads the field as a comma list of known items', () => {
    expect(query.parse({ tipKey: 'A, B,' })).toEqual({ tipKey: ['A', 'B'] });
    expect(query.safeParse({ tipKey: 'A,C' }).success).toBe(false);
  });
});
