import { certificateContentTypeSchema, postFundCertificate, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type UploadedCertificate = CallData<typeof postFundCertificate>;

/** A file's bytes as base64, read natively by the browser (a 10 MB file would be slow through a JS loop). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads the transfer certificate as base64 in JSON, so the request's signature covers its bytes too. The file
 * is one the certificate field took (certificate-rules.ts), so its type is one the contract names.
 */
export async function uploadCertificate(file: File): Promise<UploadedCertificate> {
  return apiClient.request(postFundCertificate, {
    body: {
      fileName: file.name,
      contentType: certificateContentTypeSchema.parse(file.type),
      dataBase64: await base64Of(file),
    },
  });
}
