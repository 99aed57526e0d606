import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error';
import { availableRange, earliestStatementDate, periodOf, periodRange } from './statement-periods';

describe('statement periods', () => {
  it('covers a day, or a month to its last calendar day (leap years too)', () => {
    expect(periodRange('DAILY', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(periodRange('MONTHLY', '2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('MONTHLY', '2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('MONTHLY', '2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodOf('MONTHLY', '2026-11-24')).toBe('2026-11');
    expect(() => periodRange('MONTHLY', '2026-11-24')).toThrow(AppError);
  });

  it('reaches back 93 days and 12 months by default, 7 years with extended statements', () => {
    expect(earliestStatementDate('DAILY', '2026-11-24', false)).toBe('2026-08-23');
    expect(earliestStatementDate('MONTHLY', '2026-11-24', false)).toBe('2025-12-01');
    expect(earliestStatementDate('MONTHLY', '2026-01-05', false)).toBe('2025-02-01');
    expect(earliestStatementDate('DAILY', '2026-11-24', true)).toBe('2019-11-01');
  });

  it('refuses a period not started yet or older than the history (E7051)', () => {
    const code = (run: () => unknown) => {
      try {
        run();
        return 'OK';
      } catch (error) {
        return error instanceof AppError ? error.code : 'other';
      }
    };
    expect(code(() => availableRange('MONTHLY', '2026-11', '2026-11-24', false))).toBe('OK');
    expect(code(() => availableRange('MONTHLY', '2026-12', '2026-11-24', false))).toBe('E7051');
    expect(code(() => availableRange('MONTHLY', '2025-11', '2026-11-24', false))).toBe('E7051');
    expect(code(() => availableRange('MONTHLY', '2025-11', '2026-11-24', true))).toBe('OK');
    expect(code(() => availableRange('DAILY', '2026-08-22', '2026-11-24', false))).toBe('E7051');
  });
});
