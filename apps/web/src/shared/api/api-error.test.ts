import { describe, expect, it } from 'vitest';
import { ApiError, errorDataOf } from './api-error';

const failure = (code: ApiError['code'], data: unknown) => new ApiError(code, 'message', 'web-1', data);

describe('errorDataOf', () => {
  it("reads a failure's data, typed by its code's schema in the contract", () => {
    expect(errorDataOf(failure('E2001', { remainAttempt: 2 }), 'E2001')).toEqual({ remainAttempt: 2 });
    expect(
      errorDataOf(failure('E6001', { reason: 'LOT_SIZE', problems: ['LOT_SIZE'] }), 'E6001')?.reason,
    ).toBe('LOT_SIZE');
  });

  it('is undefined for another code, a failure without data, or anything but an API failure', () => {
    expect(errorDataOf(failure('E2003', { remainAttempt: 2 }), 'E2001')).toBeUndefined();
    expect(errorDataOf(failure('E2001', null), 'E2001')).toBeUndefined();
    expect(errorDataOf(new Error('E2001'), 'E2001')).toBeUndefined();
  });
});
