import { describe, expect, expectTypeOf, it } from 'vitest';
import { columnsOf } from './column-names';

describe('columnsOf', () => {
  it('names each field as its snake_case column and keeps its value', () => {
    const expiresAt = new Date('2026-01-01T00:00:00Z');
    const row = columnsOf({
      challengeId: 'C1',
      twoFaTokenHash: null,
      userKnown: true,
      market: 'HK',
      expiresAt,
    });
    expect(row).toEqual({
      challenge_id: 'C1',
      two_fa_token_hash: null,
      user_known: true,
      market: 'HK',
      expires_at: expiresAt,
    });
    expectTypeOf(row).toEqualTypeOf<{
      challenge_id: string;
      two_fa_token_hash: null;
      user_known: boolean;
      market: string;
      expires_at: Date;
    }>();
  });
});
