import type { FastifyInstance } from 'fastify';
import { errorReportTypes, getReportConfigs, limits } from '@lantau/contract';
import { registerCall } from '../http/register-call';

const { errorReport } = limits;

/** How the portal batches its error reports: the limits of spec section 9. */
export function registerReportRoutes(app: FastifyInstance): void {
  registerCall(app, getReportConfigs, async () => ({
    enabled: true,
    intervalSeconds: errorReport.intervalMs / 1000,
    batchSize: errorReport.batchSize,
    storageCapBytes: errorReport.storageCapBytes,
    slowRequestMs: errorReport.slowRequestMs,
    types: [...errorReportTypes],
  }));
}
