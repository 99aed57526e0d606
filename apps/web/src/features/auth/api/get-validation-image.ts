import { getValidationImage, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type ValidationImage = CallData<typeof getValidationImage>;

export function fetchValidationImage(deviceWidth: number, signal?: AbortSignal): Promise<ValidationImage> {
  return apiClient.request(getValidationImage, { query: { deviceWidth }, signal });
}
