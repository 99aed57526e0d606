import { describe, expect, it } from 'vitest';
import { fittingCount } from './use-fitting-count';

describe('fittingCount', () => {
  // Three entries of 100, 80 and 120 px, then the "More" button's 60 px.
  const widths = [100, 80, 120, 60];

  it('shows every entry when all fit, without "More"', () => {
    expect(fittingCount(300, widths)).toBe(3);
  });

  it('keeps room for "More" once one entry does not fit', () => {
    expect(fittingCount(299, widths)).toBe(2);
    expect(fittingCount(240, widths)).toBe(2);
    expect(fittingCount(239, widths)).toBe(1);
  });

  it('puts every entry behind "More" when not even the first fits beside it', () => {
    expect(fittingCount(100, widths)).toBe(0);
  });
});
