import { randomUUID } from 'node:crypto';
import { certificateMaxBytes, type CertificateContentType } from '@lantau/contract';
import type { Kysely } from 'kysely';
import type { Executor } from '../../platform/db/insert-missing';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { UploadQuota } from '../../platform/quotas/upload-quota';
import { fileSignatures } from '../../platform/shared/file-signatures';
import { PdfPreviewBusyError, renderPdfPreview } from '../../platform/shared/pdf-preview';
import { certificateRepository } from './certificate-repository';

/**
 * A PDF's first pages as one JPEG (E2030 when it cannot be drawn, E2031 when too many are being drawn). Staff
 * see a PDF certificate only so: never the document itself, whose scripts would run in the back office's origin.
 */
async function previewOf(pdf: Uint8Array): Promise<Buffer> {
  try {
    return await renderPdfPreview(pdf);
  } catch (error) {
    throw new AppError(error instanceof PdfPreviewBusyError ? 'E2031' : 'E2030');
  }
}

/**
 * Stores a client's transfer certificate (E7006: empty, over 10 MB, or not the type it claims), within the
 * client's upload quota (E9081). A PDF is drawn first, outside any transaction; one that cannot be drawn is
 * refused (E2030). One no deposit uses is purged after a while (retention rule unusedCertificates).
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
  const preview = upload.contentType === 'application/pdf' ? await previewOf(bytes) : null;
  const certificateId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await uploads.spend(trx, { userId, kind: 'CERTIFICATE', bytes: bytes.length });
    await certificateRepository.insert(trx, {
      certificate_id: certificateId,
      user_id: userId,
      file_name: upload.fileName,
      content_type: upload.contentType,
      size_bytes: bytes.length,
      content: bytes,
      preview_jpeg: preview,
    });
  });
  return { certificateID: certificateId, sizeBytes: bytes.length };
}

/**
 * A certificate of the broker's clients as staff see it, for the deposit queue: a picture as uploaded, a PDF as
 * the JPEG of its first pages (drawn now and kept, for one uploaded before previews were drawn). Undefined when
 * there is none.
 */
export async function certificateImageForBroker(
  executor: Executor,
  brokerCode: string,
  certificateId: string,
): Promise<{ contentType: string; content: Buffer; fileName: string } | undefined> {
  const row = await certificateRepository.findForBroker(executor, certificateId, brokerCode);
  if (!row) return undefined;
  if (row.content_type !== 'application/pdf') {
    return { contentType: row.content_type, content: row.content, fileName: row.file_name };
  }
  let preview = row.preview_jpeg;
  if (!preview) {
    preview = await previewOf(row.content);
    await certificateRepository.setPreview(executor, certificateId, preview);
  }
  return { contentType: 'image/jpeg', content: preview, fileName: `${row.file_name}.jpg` };
}
