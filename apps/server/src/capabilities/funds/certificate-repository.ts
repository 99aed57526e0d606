import type { Insertable } from 'kysely';
import type { Executor } from '../../platform/db/insert-missing';
import type { FundCertificatesTable } from '../../platform/db/schema';

/** SQL of clients' transfer certificates. */
export const certificateRepository = {
  async insert(executor: Executor, row: Insertable<FundCertificatesTable>): Promise<void> {
    await executor.insertInto('fund_certificates').values(row).execute();
  },

  /** A certificate of one of the broker's clients, for staff. */
  findForBroker(executor: Executor, certificateId: string, brokerCode: string) {
    return executor
      .selectFrom('fund_certificates')
      .innerJoin('users', 'users.user_id', 'fund_certificates.user_id')
      .select([
        'fund_certificates.content_type',
        'fund_certificates.content',
        'fund_certificates.preview_jpeg',
        'fund_certificates.file_name',
      ])
      .where('fund_certificates.certificate_id', '=', certificateId)
      .where('users.broker_code', '=', brokerCode)
      .executeTakeFirst();
  },

  async setPreview(executor: Executor, certificateId: string, preview: Buffer): Promise<void> {
    await executor
      .updateTable('fund_certificates')
      .set({ preview_jpeg: preview })
      .where('certificate_id', '=', certificateId)
      .execute();
  },

  /**
   * The client's certificate with the request that used it, if any. Key-share locked: the purge of unused
   * certificates waits for the deposit that takes it, or that deposit finds it gone.
   */
  findOfClientForDeposit(executor: Executor, certificateId: string, userId: string) {
    return executor
      .selectFrom('fund_certificates')
      .leftJoin('fund_requests', 'fund_requests.certificate_id', 'fund_certificates.certificate_id')
      .select(['fund_certificates.certificate_id', 'fund_requests.request_id'])
      .where('fund_certificates.certificate_id', '=', certificateId)
      .where('fund_certificates.user_id', '=', userId)
      .forKeyShare('fund_certificates')
      .executeTakeFirst();
  },
};
