/** Spec section 9: a deposit's transfer certificate is an image of at most 10 MB. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const certificateTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type CertificateProblem = 'notImage' | 'tooLarge' | 'empty';

/** Why a chosen file cannot be the certificate, or undefined when it can. */
export function certificateProblem(file: Pick<File, 'type' | 'size'>): CertificateProblem | undefined {
  if (!(certificateTypes as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size === 0) return 'empty';
  if (file.size > CERTIFICATE_MAX_BYTES) return 'tooLarge';
  return undefined;
}
