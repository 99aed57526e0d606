import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkPasswordChange,
  displayWidth,
  fitsDisplayWidth,
  isStrongPassword,
  sanitizeNumericInput,
} from './index';

describe('display width', () => {
  it('counts ASCII once and Chinese twice', () => {
    expect(displayWidth('Tech 10')).toBe(7);
    expect(displayWidth('科技股')).toBe(6);
    expect(displayWidth('HK科技')).toBe(6);
  });
  it('accepts 10 letters or 5 Chinese characters, not more', () => {
    expect(fitsDisplayWidth('abcdefghij')).toBe(true);
    expect(fitsDisplayWidth('abcdefghijk')).toBe(false);
    expect(fitsDisplayWidth('我的自選股')).toBe(true);
    expect(fitsDisplayWidth('我的自選股票')).toBe(false);
  });
  it('counts an emoji (outside the basic range) as two', () => {
    expect(displayWidth('📈')).toBe(2);
  });
});

describe('numeric input', () => {
  it('keeps digits and one dot, capping decimals', () => {
    expect(sanitizeNumericInput('12a.3456', { decimals: 3 })).toBe('12.345');
    expect(sanitizeNumericInput('1.2.3', { decimals: 3 })).toBe('1.23');
    expect(sanitizeNumericInput('.5', { decimals: 2 })).toBe('0.5');
    expect(sanitizeNumericInput('1,000', { decimals: 0 })).toBe('1000');
    expect(sanitizeNumericInput('7.9', { decimals: 0 })).toBe('79');
  });
  it('keeps a leading minus only when allowed', () => {
    expect(sanitizeNumericInput('-5.5', { decimals: 1 })).toBe('5.5');
    expect(sanitizeNumericInput('-5.5', { decimals: 1, allowNegative: true })).toBe('-5.5');
  });
  it('always yields digits with at most one dot and at most the allowed decimals', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 6 }), (raw, decimals) => {
        const out = sanitizeNumericInput(raw, { decimals });
        expect(out).toMatch(/^\d*(\.\d*)?$/);
        const fraction = out.split('.')[1] ?? '';
        expect(fraction.length).toBeLessThanOrEqual(decimals);
        expect(sanitizeNumericInput(out, { decimals })).toBe(out);
      }),
    );
  });
});

describe('password rules', () => {
  it('needs 8 to 20 characters with upper, lower and digit', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('Abcdefghijklmnopqrs12')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
    expect(isStrongPassword('Abc!@#12')).toBe(true);
  });
  it('refuses characters outside letters, digits and the allowed symbols', () => {
    expect(isStrongPassword('Abcdefg1 ')).toBe(false);
    expect(isStrongPassword('Abcdefg1密')).toBe(false);
  });
  it('reports the first problem of a change', () => {
    const ok = { oldPassword: 'Oldpass12', newPassword: 'Newpass12', confirmation: 'Newpass12' };
    expect(checkPasswordChange(ok)).toBeNull();
    expect(checkPasswordChange({ ...ok, newPassword: 'weak', confirmation: 'weak' })).toBe('weak');
    expect(checkPasswordChange({ ...ok, newPassword: 'Oldpass12', confirmation: 'Oldpass12' })).toBe(
      'sameAsOld',
    );
    expect(checkPasswordChange({ ...ok, confirmation: 'Newpass13' })).toBe('confirmationMismatch');
  });
});
