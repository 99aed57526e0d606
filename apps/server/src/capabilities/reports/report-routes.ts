import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  brokerCodeSchema,
  type ClientReport,
  errorReportTypes,
  getReportConfigs,
  limits,
  postFunctionLogs,
  postProductUsageErrors,
  requestHeaders,
} from '@lantau/contract';
import type { SessionService } from '../auth/session-service';
import { headerText } from '../../platform/http/headers';
import { registerCall } from '../../platform/http/register-call';
import type { WriteCaller, WriteQuota } from '../../platform/quotas/write-quota';
import type { ClientReportKind, ReportRepository } from './report-repository';

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
  repository: ReportRepository,
  sessions: SessionService,
  quota: WriteQuota,
): void {
  // Spends the caller's storage quota before storing, so a flood is refused (E4030) instead of filling the disk.
  async function store(kind: ClientReportKind, reports: readonly ClientReport[], request: FastifyRequest) {
    const origin = await originOf(request, sessions);
    const caller: WriteCaller =
      origin.userId !== null && origin.brokerCode !== null
        ? { brokerCode: origin.brokerCode, userId: origin.userId }
        : { address: request.ip };
    await quota.require(caller, reports.length);
    return { stored: await repository.insertBatch(kind, reports, origin) };
  }

  registerCall(app, getReportConfigs, async () => ({
    enabled: true,
    intervalSeconds: errorReport.intervalMs / 1000,
    batchSize: errorReport.batchSize,
    storageCapBytes: errorReport.storageCapBytes,
    slowRequestMs: errorReport.slowRequestMs,
    types: [...errorReportTypes],
  }));

  registerCall(app, postFunctionLogs, ({ body, request }) => store('function_log', body.reports, request));

  registerCall(app, postProductUsageErrors, ({ body, request }) =>
    store('product_usage_error', body.reports, request),
  );
}
