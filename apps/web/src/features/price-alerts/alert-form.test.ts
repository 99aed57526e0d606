import { describe, expect, it } from 'vitest';
import { alertFormSchema } from './alert-form';

const messageOf = (values: Record<string, string>) => {
  const result = alertFormSchema.safeParse({ type: 'NominalUp', frequency: 'OFA', ...values });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the price alert form', () => {
  it('names each problem of the value with a text key, the cap by kind of value', () => {
    expect(messageOf({ value: '' })).toBe('alerts:problems.required');
    expect(messageOf({ value: '0' })).toBe('alerts:problems.notPositive');
    expect(messageOf({ value: '1000001' })).toBe('alerts:problems.tooLargePrice');
    expect(messageOf({ type: 'ChangePctUp', value: '101' })).toBe('alerts:problems.tooLargePercent');
    expect(messageOf({ type: 'ChangePctUp', value: '1.234' })).toBe('alerts:problems.tooPrecise');
    expect(messageOf({ value: '350.5' })).toBeNull();
  });
});
