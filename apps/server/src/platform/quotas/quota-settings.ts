import { configPart, envText } from '../config/config-part';
import type { UploadQuotaLimits } from './upload-quota';
import type { WriteQuotaLimits } from './write-quota';

/** What anonymous callers may store per window (write-quota.ts) and one client may upload a day (upload-quota.ts). */
export const quotaConfig = configPart({
  environment: {
    ANONYMOUS_WRITES_PER_CALLER: envText.integer(0, 10_000_000).default(200),
    ANONYMOUS_WRITES_TOTAL: envText.integer(0, 100_000_000).default(2_000),
    ANONYMOUS_WRITE_WINDOW_SECONDS: envText.integer(60, 86_400).default(3_600),
    UPLOADS_PER_DAY: envText.integer(0, 100_000).default(20),
    UPLOAD_BYTES_PER_DAY: envText.integer(0, 1_099_511_627_776).default(52_428_800),
  },
  settings: (env): { anonymousWriteQuota: WriteQuotaLimits; uploadQuota: UploadQuotaLimits } => ({
    anonymousWriteQuota: {
      perCaller: env.ANONYMOUS_WRITES_PER_CALLER,
      anonymousTotal: env.ANONYMOUS_WRITES_TOTAL,
      windowSeconds: env.ANONYMOUS_WRITE_WINDOW_SECONDS,
    },
    uploadQuota: { perDay: env.UPLOADS_PER_DAY, bytesPerDay: env.UPLOAD_BYTES_PER_DAY },
  }),
});
