import { postValidationVerification, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type ValidationPass = CallData<typeof postValidationVerification>;

/** Where the piece was dropped; a pass yields the validation token a reset code needs. */
export function verifySlider(offset: number, validationKey: string): Promise<ValidationPass> {
  return apiClient.request(postValidationVerification, { body: { offset, validationKey } });
}
