import { postFundCertificate, type CallData, type CertificateContentType } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { bytesToBase64 } from '../../../shared/storage/base64';

export type UploadedCertificate = CallData<typeof postFundCertificate>;

/** Uploads the transfer certificate as base64 in JSON, so the request's signature covers its bytes too. */
export async function uploadCertificate(file: File): Promise<UploadedCertificate> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return apiClient.request(postFundCertificate, {
    body: {
      fileName: file.name,
      contentType: file.type as CertificateContentType,
      dataBase64: bytesToBase64(bytes),
    },
  });
}
