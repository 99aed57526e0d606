import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { retentionCutoff } from './capabilities/retention/retention-rules';

describe('retention and quota settings', () => {
  it('reads each retention period, the purge interval and the quotas from the environment', () => {
    const config = loadConfig({
      RETENTION_OUTBOX_DAYS: '3',
      PURGE_INTERVAL_SECONDS: '0',
      ANONYMOUS_WRITES_TOTAL: '0',
      UPLOADS_PER_DAY: '0',
    });
    expect(config.retentionDays).toEqual({
      expiredSteps: 1,
      unusedCertificates: 1,
      endedSessions: 30,
      loginRecords: 365,
      outbox: 3,
      clientReports: 30,
      featureRequests: 365,
    });
    expect(config.purgeIntervalSeconds).toBe(0);
    expect(config.anonymousWriteQuota).toEqual({ perCaller: 200, anonymousTotal: 0, windowSeconds: 3_600 });
    expect(config.uploadQuota).toEqual({ perDay: 0, bytesPerDay: 52_428_800 });
  });

  it('refuses a retention of zero days (that would purge what was just written) and a window under a minute', () => {
    const load = () =>
      loadConfig({ RETENTION_CLIENT_REPORTS_DAYS: '0', ANONYMOUS_WRITE_WINDOW_SECONDS: '5' });
    expect(load).toThrow(/RETENTION_CLIENT_REPORTS_DAYS/);
    expect(load).toThrow(/ANONYMOUS_WRITE_WINDOW_SECONDS/);
  });

  it('puts the cutoff whole days before the run', () => {
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 30).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });
});
