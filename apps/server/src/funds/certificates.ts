import { randomUUID } from 'node:crypto';
import { certificateMaxBytes, type CertificateContentType } from '@lantau/contract';
import type { Executor } from '../db/insert-missing';
import { AppError } from '../http/app-error';

/** The first bytes each accepted file type starts with: a file is what its bytes say, not what it claims. */
const signatures: Record<CertificateContentType, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** Stores a client's transfer certificate (E7006: empty, over 10 MB, or not the type it claims). */
export async function storeCertificate(
  executor: Executor,
  userId: string,
  upload: { fileName: string; contentType: CertificateContentType; dataBase64: string },
): Promise<{ certificateID: string; sizeBytes: number }> {
  const bytes = Buffer.from(upload.dataBase64, 'base64');
  if (bytes.length === 0 || bytes.length > certificateMaxBytes || !signatures[upload.contentType](bytes))
    throw new AppError('E7006');
  const certificateId = randomUUID();
  await executor
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
