import { getOtp, requestHeaders, type CallData, type CallQuery } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type OtpSent = CallData<typeof getOtp>;

/**
 * Sends a code by SMS or e-mail. LOGIN proves the login attempt with its two-factor token; RESET_PASSWORD
 * proves a passed slider check with its validation token.
 */
export function requestOtp(
  query: CallQuery<typeof getOtp>,
  proof: { twoFaToken: string } | { validationToken: string },
): Promise<OtpSent> {
  const headers: Record<string, string> =
    'twoFaToken' in proof
      ? { [requestHeaders.twoFaToken]: proof.twoFaToken }
      : { [requestHeaders.validationToken]: proof.validationToken };
  return apiClient.request(getOtp, { query, headers });
}
