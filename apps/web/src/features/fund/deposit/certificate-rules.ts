import { certificateContentTypeSchema, certificateMaxBytes } from '@lantau/contract';

// The contract's limits, the ones the server checks: a PNG, JPEG, WebP or PDF file of at most 10 MB.

export type CertificateProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Why a chosen file cannot be the certificate, or undefined when it can. */
export function certificateProblem(file: Pick<File, 'type' | 'size'>): CertificateProblem | undefined {
  if (!certificateContentTypeSchema.safeParse(file.type).success) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > certificateMaxBytes) return 'tooLarge';
  return undefined;
}

/** The most a certificate may weigh, as the texts say it ('10 MB'). */
export const certificateMaxSize = `${certificateMaxBytes / (1024 * 1024)} MB`;
