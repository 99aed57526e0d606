import { randomUUID } from 'node:crypto';
import { certificateMaxBytes, type CertificateContentType } from '@lantau/contract';
import type { Kysely } from 'kysely';
import type { Executor } from '../db/insert-missing';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { UploadQuota } from '../quotas/upload-quota';
import { fileSignatures } from '../shared/file-signatures';

/**
 * Stores a client's transfer certificate (E7006: empty, over 10 MB, or not the type it claims), within the
 * client's upload quota (E9081). One no deposit uses is purged after a while (retention rule
 * unusedCertificates).
 */
export async function storeCertificate(
  db: Kysely<Database>,
  uploads: UploadQuota,
  userId: string,
  upload: { fileName: string; contentType: CertificateContentType; dataBase64: string },
): Promise<{ certificateID: string; sizeBytes: number }> {
  const bytes = Buffer.from(upload.dataBase64, 'base64');
  if (bytes.length === 0 || bytes.length > certificateMaxBytes || !fileSignatures[upload.contentType](bytes))
    throw new AppError('E7006');
  const certificateId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await uploads.spend(trx, { userId, kind: 'CERTIFICATE', bytes: bytes.length });
    await trx
      .insertInto('fund_certificates')
      .values({
        certificate_id: certificateId,
        user_id: userId,
        file_name: upload.fileName,
        content_type: upload.contentType,
        size_bytes: bytes.length,
        content: bytes,
      })
      .execute();
  });
  return { certificateID: certificateId, sizeBytes: bytes.length };
}

/** A certificate of the broker's clients, for the deposit queue; undefined when none. */
export function certificateForBroker(executor: Executor, brokerCode: string, certificateId: string) {
  return executor
    .selectFrom('fund_certificates')
    .innerJoin('users', 'users.user_id', 'fund_certificates.user_id')
    .select(['fund_certificates.content_type', 'fund_certificates.content', 'fund_certificates.file_name'])
    .where('fund_certificates.certificate_id', '=', certificateId)
    .where('users.broker_code', '=', brokerCode)
    .executeTakeFirst();
}
