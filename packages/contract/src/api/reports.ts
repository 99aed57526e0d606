import { z } from 'zod';
import { defineCall } from './define-call';
import { errorReportTypes } from './systems';
import { limits } from '../constants';

/** One client-side problem worth telling the platform about (spec sections 8 and 9). */
export const clientReportSchema = z.object({
  type: z.enum(errorReportTypes),
  message: z.string().max(2000),
  /** Page path where it happened. */
  page: z.string().max(512),
  /** For ApiError: the call, its api code and how long it took. */
  api: z.string().max(512).optional(),
  apiCode: z.string().max(64).optional(),
  durationMs: z.number().int().nonnegative().optional(),
  occurredAt: z.iso.datetime(),
  userAgent: z.string().max(512).optional(),
});
export type ClientReport = z.infer<typeof clientReportSchema>;

const batch = z.object({ reports: z.array(clientReportSchema).min(1).max(limits.errorReport.batchSize) });

export const postFunctionLogs = defineCall({
  service: 'report',
  method: 'POST',
  path: '/brokers/function_logs',
  summary: 'Stores a batch of client function logs (slow or failed calls); E4030 past the write quota',
  access: 'public',
  body: batch,
  data: z.object({ stored: z.number().int() }),
});

export const postProductUsageErrors = defineCall({
  service: 'report',
  method: 'POST',
  path: '/product_usage_errors',
  summary:
    'Stores a batch of client errors (resource misses, sync and async errors); E4030 past the write quota',
  access: 'public',
  body: batch,
  data: z.object({ stored: z.number().int() }),
});
