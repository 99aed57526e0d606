import { limits, type ClientReport, type errorReportTypes } from '@lantau/contract';
import type { CallOutcome } from '../api';
import { arrayOf, isNumber, isString, objectCheck, oneOf, optional, type SecureStorage } from '../storage';

export type ReportType = (typeof errorReportTypes)[number];

/** How the platform wants reports batched (GET /report-api/brokers/configs). */
export interface ReporterConfig {
  enabled: boolean;
  intervalSeconds: number;
  batchSize: number;
  storageCapBytes: number;
  slowRequestMs: number;
  types: ReportType[];
}

export const defaultReporterConfig: ReporterConfig = {
  enabled: true,
  intervalSeconds: limits.errorReport.intervalMs / 1000,
  batchSize: limits.errorReport.batchSize,
  storageCapBytes: limits.errorReport.storageCapBytes,
  slowRequestMs: limits.errorReport.slowRequestMs,
  types: ['ApiError', 'ResourceMiss', 'SyncError', 'AsyncError'],
};

/** Where a batch goes: failed and slow calls are function logs; everything else a product usage error. */
export type ReportDestination = 'functionLogs' | 'productUsageErrors';

export interface ErrorReporterDeps {
  storage: Pick<SecureStorage, 'get' | 'set' | 'remove'>;
  send: (destination: ReportDestination, reports: ClientReport[]) => Promise<unknown>;
  loadConfig: () => Promise<ReporterConfig>;
  /** The page a report is about: its path, never its (sealed) query. */
  page: () => string;
  userAgent?: string;
  now?: () => number;
}

export interface NewReport {
  type: ReportType;
  message: string;
  api?: string;
  apiCode?: string;
  durationMs?: number;
}

export interface ErrorReporter {
  record(report: NewReport): void;
  /** Records a call that failed, or answered slower than the platform's threshold. */
  observeCall(outcome: CallOutcome): void;
  /** Sends what is waiting: at most one batch per destination. */
  flush(): Promise<void>;
  /** Reads the configuration, then sends every interval; returns the way to stop. */
  start(): () => void;
  pending(): ClientReport[];
}

const STORAGE_NAME = 'errorReports';
// Reports were checked when recorded, and the report service checks them again: here only their shape (the
// contract's schema would bring zod into every page's first download; the default configuration names every type).
const storedReport = objectCheck<ClientReport>({
  type: oneOf(defaultReporterConfig.types),
  message: isString,
  page: isString,
  api: optional(isString),
  apiCode: optional(isString),
  durationMs: optional(isNumber),
  occurredAt: isString,
  userAgent: optional(isString),
});
const isStoredReports = arrayOf((value) => storedReport.safeParse(value).success);
const encoder = new TextEncoder();

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Collects client-side problems (spec sections 8 and 9) in encrypted storage, capped (oldest dropped first),
 * and sends them in small batches on a timer, so a burst of errors never floods the platform.
 */
export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const now = deps.now ?? Date.now;
  let config = defaultReporterConfig;
  let flushing: Promise<void> | undefined;

  const read = (): ClientReport[] => {
    const text = deps.storage.get(STORAGE_NAME);
    if (!text) return [];
    try {
      const stored: unknown = JSON.parse(text);
      return isStoredReports(stored) ? (stored as ClientReport[]) : [];
    } catch {
      return [];
    }
  };
  const write = (reports: ClientReport[]) => {
    if (reports.length === 0) deps.storage.remove(STORAGE_NAME);
    else deps.storage.set(STORAGE_NAME, JSON.stringify(reports));
  };

  const withinCap = (reports: ClientReport[]) => {
    const kept = [...reports];
    while (kept.length > 0 && encoder.encode(JSON.stringify(kept)).length > config.storageCapBytes)
      kept.shift();
    return kept;
  };

  const reporter: ErrorReporter = {
    record(report) {
      if (!config.enabled || !config.types.includes(report.type)) return;
      const entry: ClientReport = {
        type: report.type,
        message: cut(report.message || report.type, 2000),
        page: cut(deps.page(), 512),
        occurredAt: new Date(now()).toISOString(),
        ...(report.api ? { api: cut(report.api, 512) } : {}),
        ...(report.apiCode ? { apiCode: cut(report.apiCode, 64) } : {}),
        ...(report.durationMs !== undefined
          ? { durationMs: Math.max(0, Math.round(report.durationMs)) }
          : {}),
        ...(deps.userAgent ? { userAgent: cut(deps.userAgent, 512) } : {}),
      };
      write(withinCap([...read(), entry]));
    },

    observeCall(outcome) {
      // The report service's own trouble is not reported: it would feed itself.
      if (outcome.service === 'report' || outcome.code === 'CANCELLED') return;
      const failed = outcome.code !== 'OK';
      const slow = outcome.durationMs > config.slowRequestMs;
      if (!failed && !slow) return;
      reporter.record({
        type: 'ApiError',
        message: failed
          ? `${outcome.code} ${outcome.message}`.trim()
          : `Slow response (${outcome.durationMs} ms)`,
        api: `${outcome.method} ${outcome.path}`,
        apiCode: outcome.apiCode,
        durationMs: outcome.durationMs,
      });
    },

    flush() {
      flushing ??= (async () => {
        try {
          const all = read();
          const groups: [ReportDestination, ClientReport[]][] = [
            ['functionLogs', all.filter((report) => report.type === 'ApiError').slice(0, config.batchSize)],
            [
              'productUsageErrors',
              all.filter((report) => report.type !== 'ApiError').slice(0, config.batchSize),
            ],
          ];
          // Reports recorded while a batch was on its way stay: only what was sent is removed, once each.
          const sent = new Map<string, number>();
          for (const [destination, batch] of groups) {
            if (batch.length === 0) continue;
            try {
              await deps.send(destination, batch);
              for (const report of batch) {
                const key = JSON.stringify(report);
                sent.set(key, (sent.get(key) ?? 0) + 1);
              }
            } catch {
              // Kept for the next round; the cap keeps the backlog bounded.
            }
          }
          if (sent.size > 0) {
            write(
              read().filter((report) => {
                const key = JSON.stringify(report);
                const count = sent.get(key) ?? 0;
                if (count === 0) return true;
                sent.set(key, count - 1);
                return false;
              }),
            );
          }
        } finally {
          flushing = undefined;
        }
      })();
      return flushing;
    },

    start() {
      let timer: ReturnType<typeof setInterval> | undefined;
      let stopped = false;
      const schedule = () => {
        clearInterval(timer);
        if (stopped || !config.enabled) return;
        timer = setInterval(() => void reporter.flush(), config.intervalSeconds * 1000);
      };
      schedule();
      deps.loadConfig().then(
        (loaded) => {
          config = loaded;
          if (!loaded.enabled) write([]);
          schedule();
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        clearInterval(timer);
      };
    },

    pending: read,
  };
  return reporter;
}
