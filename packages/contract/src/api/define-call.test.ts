import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffStepsOn } from './define-call';

describe('staffStepsOn', () => {
  const params = z.object({ recordID: z.string() });
  const data = z.object({ status: z.string() });
  const step = staffStepsOn(params, data);

  it('declares a staff POST on the record, answering the record', () => {
    expect(step('/staff/records/:recordID/close', 'funds.approve', 'Closes it')).toEqual({
      service: 'main',
      method: 'POST',
      path: '/staff/records/:recordID/close',
      summary: 'Closes it',
      access: { staff: 'funds.approve' },
      params,
      data,
    });
  });

  it('carries a body only when the step has one', () => {
    const reason = z.object({ reason: z.string() });
    expect(step('/staff/records/:recordID/refuse', 'funds.approve', 'Refuses it', reason).body).toBe(reason);
    expect('body' in step('/staff/records/:recordID/close', 'funds.approve', 'Closes it')).toBe(false);
  });
});
