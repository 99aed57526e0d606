import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  brokerCodeSchema,
  errorReportTypes,
  getReportConfigs,
  limits,
  postFunctionLogs,
  postProductUsageErrors,
  requestHeaders,
} from '@lantau/contract';
import type { SessionService } from '../auth/session-service';
import { headerText } from '../http/headers';
import { registerCall } from '../http/register-call';
import type { ReportRepository } from './report-repository';

const { errorReport } = limits;

/**
 * Reports come from anyone (a failing login page too), so they need no session; when a live token comes
 * along, the report is filed under its user and broker, otherwise under the broker the header names.
 */
async function originOf(request: FastifyRequest, sessions: SessionService) {
  const session = await sessions.findLive(headerText(request.headers[requestHeaders.token]));
  if (session) return { brokerCode: session.brokerCode, userId: session.userId };
  const broker = brokerCodeSchema.safeParse(headerText(request.headers[requestHeaders.brokerCode]));
  return { brokerCode: broker.success ? broker.data : null, userId: null };
}

/** The error-report API: how the portal batches its reports (spec section 9), and where it sends them. */
export function registerReportRoutes(
  app: FastifyInstance,
  reports: ReportRepository,
  sessions: SessionService,
): void {
  registerCall(app, getReportConfigs, async () => ({
    enabled: true,
    intervalSeconds: errorReport.intervalMs / 1000,
    batchSize: errorReport.batchSize,
    storageCapBytes: errorReport.storageCapBytes,
    slowRequestMs: errorReport.slowRequestMs,
    types: [...errorReportTypes],
  }));

  registerCall(app, postFunctionLogs, async ({ body, request }) => ({
    stored: await reports.insertBatch('function_log', body.reports, await originOf(request, sessions)),
  }));

  registerCall(app, postProductUsageErrors, async ({ body, request }) => ({
    stored: await reports.insertBatch('product_usage_error', body.reports, await originOf(request, sessions)),
  }));
}
