import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientReport } from '@lantau/contract';
import { createSecureStorage } from '../storage';
import type { CallOutcome } from '../api';
import { createErrorReporter, defaultReporterConfig, type ReportDestination } from './error-reporter';
import { watchGlobalErrors } from './global-errors';

let storage: ReturnType<typeof createSecureStorage>;
let sent: { destination: ReportDestination; reports: ClientReport[] }[];
type Send = (destination: ReportDestination, reports: ClientReport[]) => Promise<unknown>;
let send: ReturnType<typeof vi.fn<Send>>;

function reporter(config = defaultReporterConfig) {
  return createErrorReporter({
    storage,
    send,
    loadConfig: () => Promise.resolve(config),
    page: () => '/lantau/main',
    userAgent: 'test-agent',
  });
}

const call = (extra: Partial<CallOutcome>): CallOutcome => ({
  service: 'main',
  method: 'GET',
  path: '/api/brokers/LTU/tips',
  apiCode: 'api-1',
  durationMs: 120,
  status: 200,
  code: 'OK',
  message: '',
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T01:02:03Z'));
  storage = createSecureStorage();
  sent = [];
  send = vi.fn<Send>(async (destination, reports) => {
    sent.push({ destination, reports });
  });
});
afterEach(() => vi.useRealTimers());

describe('error reporter', () => {
  it('records failed and slow calls as ApiError, never the path query, and not successes or cancels', () => {
    const errors = reporter();
    errors.observeCall(call({}));
    errors.observeCall(call({ code: 'CANCELLED' }));
    errors.observeCall(call({ code: 'E5000', message: 'Server error.', status: 500 }));
    errors.observeCall(call({ durationMs: 15_001 }));
    errors.observeCall(call({ service: 'report', code: 'NETWORK' }));
    expect(errors.pending()).toEqual([
      {
        type: 'ApiError',
        message: 'E5000 Server error.',
        page: '/lantau/main',
        api: 'GET /api/brokers/LTU/tips',
        apiCode: 'api-1',
        durationMs: 120,
        occurredAt: '2026-03-02T01:02:03.000Z',
        userAgent: 'test-agent',
      },
      expect.objectContaining({ type: 'ApiError', message: 'Slow response (15001 ms)', durationMs: 15_001 }),
    ]);
    // Kept encrypted in the app's storage, not in a variable.
    expect(JSON.parse(storage.get('errorReports')!)).toHaveLength(2);
  });

  it('every 60 s sends at most 5 per batch: ApiError to function logs, the rest to product usage errors', async () => {
    const errors = reporter();
    const stop = errors.start();
    for (let index = 0; index < 7; index += 1)
      errors.observeCall(call({ code: 'NETWORK', apiCode: `a${index}` }));
    errors.record({ type: 'SyncError', message: 'TypeError: x is undefined' });
    errors.record({ type: 'AsyncError', message: 'Error: rejected' });
    errors.record({ type: 'ResourceMiss', message: 'Failed to load /assets/chunk.js' });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map(({ destination, reports }) => [destination, reports.length])).toEqual([
      ['functionLogs', 5],
      ['productUsageErrors', 3],
    ]);
    expect(sent[0]!.reports.map((report) => report.apiCode)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(errors.pending().map((report) => report.apiCode)).toEqual(['a5', 'a6']);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent[2]!.reports.map((report) => report.apiCode)).toEqual(['a5', 'a6']);
    expect(errors.pending()).toEqual([]);
    expect(storage.get('errorReports')).toBeUndefined();
    stop();
    errors.record({ type: 'SyncError', message: 'later' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('keeps what could not be sent for the next round', async () => {
    send.mockRejectedValueOnce(new Error('offline'));
    const errors = reporter();
    errors.start();
    errors.record({ type: 'SyncError', message: 'boom' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(errors.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(errors.pending()).toHaveLength(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stays within the storage cap by dropping the oldest reports', async () => {
    const errors = reporter({ ...defaultReporterConfig, storageCapBytes: 2_000 });
    errors.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let index = 0; index < 20; index += 1)
      errors.record({ type: 'SyncError', message: `error ${index}` });
    const kept = errors.pending();
    expect(new TextEncoder().encode(JSON.stringify(kept)).length).toBeLessThanOrEqual(2_000);
    expect(kept.length).toBeGreaterThan(3);
    expect(kept[kept.length - 1]!.message).toBe('error 19');
    expect(kept[0]!.message).not.toBe('error 0');
  });

  it('follows the platform configuration: its interval and batch size, and nothing when disabled', async () => {
    const errors = reporter({ ...defaultReporterConfig, intervalSeconds: 10, batchSize: 2 });
    errors.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let index = 0; index < 3; index += 1) errors.record({ type: 'AsyncError', message: `e${index}` });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent[0]!.reports).toHaveLength(2);

    const off = reporter({ ...defaultReporterConfig, enabled: false });
    off.start();
    await vi.advanceTimersByTimeAsync(0);
    off.record({ type: 'SyncError', message: 'ignored' });
    expect(off.pending()).toEqual([]);
  });

  it('hears uncaught errors, unhandled rejections and resources that failed to load', () => {
    const errors = reporter();
    const stop = watchGlobalErrors(errors);
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'x is undefined', filename: 'app.js', lineno: 3, colno: 7 }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('nope') });
    window.dispatchEvent(rejection);
    const script = document.createElement('script');
    script.src = 'http://localhost/assets/lazy-chunk.js';
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    script.remove();
    window.dispatchEvent(
      new CustomEvent('lantau:resource-miss', { detail: 'Text pack en/errors failed to load' }),
    );
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    expect(errors.pending().map(({ type, message }) => [type, message])).toEqual([
      ['SyncError', 'x is undefined (app.js:3:7)'],
      ['AsyncError', 'Error: nope'],
      ['ResourceMiss', 'Failed to load http://localhost/assets/lazy-chunk.js'],
      ['ResourceMiss', 'Text pack en/errors failed to load'],
    ]);
  });
});
