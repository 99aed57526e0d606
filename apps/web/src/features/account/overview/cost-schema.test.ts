import { describe, expect, it } from 'vitest';
import { costSchema } from './cost-edit-dialog';

describe('the P/L cost edit', () => {
  const problemOf = (lastPrice: string, averageCost: string) => {
    const parsed = costSchema(lastPrice).safeParse({ averageCost });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it("stops at the contract's maximum price, even without a last price to compare with", () => {
    expect(problemOf('0', '10000000')).toBeUndefined();
    expect(problemOf('0', '10000000.001')).toBe('account:costEdit.tooHigh');
    expect(problemOf('9000000', '10000000.001')).toBe('account:costEdit.tooHigh');
    expect(problemOf('380', '3800')).toBe('account:costEdit.unreasonable');
  });
});
