export { ApiError, isApiError, type ClientErrorCode } from './api-error';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type SessionEndEvent,
} from './create-api-client';
export type { RequestSigner, SignableRequest } from './request-signer';
export { apiClient, setRequestSigner, setSessionEndHandler } from './client';
export { createQueryClient } from './query-client';
export { deviceModelFromUserAgent, getDeviceUuid } from './device';
