import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commaListQuery, marketInput } from './common';

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

describe('marketInput', () => {
  it('puts the market first in the input it names and gives an unknown market E1004 there', () => {
    const { invalidInputCodes, body } = marketInput('body', { plan: z.enum(['LEVEL1']) });
    expect(invalidInputCodes).toEqual({ 'body.market': 'E1004' });
    expect(Object.keys(body.shape)).toEqual(['market', 'plan']);
    expect(body.safeParse({ market: 'HK', plan: 'LEVEL1' }).success).toBe(true);
    expect(body.safeParse({ market: 'XX', plan: 'LEVEL1' }).success).toBe(false);
  });

  it('without other fields is the market alone', () => {
    expect(Object.keys(marketInput('params').params.shape)).toEqual(['market']);
  });
});
