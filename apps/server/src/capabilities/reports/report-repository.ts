import type { Kysely } from 'kysely';
import type { ClientReport } from '@lantau/contract';
import { jsonb } from '../../platform/db/jsonb';
import type { ClientReportsTable, Database } from '../../platform/db/schema';

export type ClientReportKind = ClientReportsTable['kind'];

/** SQL for what clients report about themselves (slow or failed calls, script errors). */
export function createReportRepository(db: Kysely<Database>) {
  return {
    async insertBatch(
      kind: ClientReportKind,
      reports: readonly ClientReport[],
      origin: { brokerCode: string | null; userId: string | null },
    ): Promise<number> {
      if (reports.length === 0) return 0;
      await db
        .insertInto('client_reports')
        .values(
          reports.map((report) => ({
            kind,
            type: report.type,
            payload: jsonb(report),
            broker_code: origin.brokerCode,
            user_id: origin.userId,
          })),
        )
        .execute();
      return reports.length;
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
