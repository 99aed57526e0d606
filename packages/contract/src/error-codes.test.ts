import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import { errorCatalogue, errorCodes, errorDataSchema, type ErrorCode } from './error-codes';

const fieldIssues = [{ path: 'query.key', message: 'Unknown value.' }];

/** Every call the contract declares (defineCall's result: service, method, path and the schemas). */
const calls = (Object.values(contract) as unknown[]).filter(
  (value): value is contract.CallDefinition =>
    typeof value === 'object' && value !== null && 'service' in value && 'method' in value && 'path' in value,
);

describe('the error catalogue', () => {
  it('gives every code a status, a description and a zod schema of its data', () => {
    expect(errorCodes.length).toBeGreaterThan(100);
    for (const code of errorCodes) {
      const entry = errorCatalogue[code];
      expect(entry.status, code).toBeGreaterThanOrEqual(200);
      expect(entry.description, code).not.toBe('');
      expect(entry.data, code).toBeInstanceOf(z.ZodType);
    }
  });

  it('lets the codes a call maps invalid input to carry the field issues', () => {
    const mapped = calls.flatMap((call) => Object.values(call.invalidInputCodes ?? {})) as ErrorCode[];
    expect(mapped.length).toBeGreaterThan(10);
    for (const code of new Set(mapped))
      expect(errorDataSchema(code).safeParse(fieldIssues).success, code).toBe(true);
    expect(errorDataSchema('E1000').safeParse(fieldIssues).success).toBe(true);
  });

  it('reads the data the server sends, and refuses what it does not', () => {
    const accepts = (code: ErrorCode, data: unknown) => errorDataSchema(code).safeParse(data).success;
    expect(accepts('E2001', { remainAttempt: 2 })).toBe(true);
    expect(accepts('E2001', { remainAttempt: -1 })).toBe(false);
    expect(accepts('E2001', null)).toBe(false);
    expect(accepts('E2002', { unlockInSeconds: 900 })).toBe(true);
    expect(accepts('E2006', { retryAfterSeconds: 30 })).toBe(true);
    expect(accepts('E4029', { retryAfterSeconds: 1 })).toBe(true);
    expect(accepts('E4029', null)).toBe(true);
    expect(accepts('E6001', { reason: 'LOT_SIZE', problems: ['LOT_SIZE'] })).toBe(true);
    expect(accepts('E6001', { reason: 'NO_SUCH_REASON', problems: [] })).toBe(false);
    expect(accepts('E7012', { available: '100.00' })).toBe(true);
    expect(accepts('E7012', { available: 100 })).toBe(false);
    expect(accepts('E7021', { status: 'CLS' })).toBe(true);
    expect(accepts('E7021', { status: 'SUBMITTED' })).toBe(true);
    expect(accepts('E9006', { market: 'HK', stockCode: '00700' })).toBe(true);
    // A code without data answers null, and nothing else.
    expect(accepts('E6002', null)).toBe(true);
    expect(accepts('E6002', { orderID: 'O1' })).toBe(false);
  });
});
