export { ApiError, errorDataOf, isApiError, type ClientErrorCode } from './api-error';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type SessionEndEvent,
  type CallOutcome,
} from './create-api-client';
export { createHmacSigner, sha256Hex, newNonce } from './hmac-signer';
export type { RequestSigner, SignableRequest } from './request-signer';
export {
  apiClient,
  setRequestSigner,
  setSessionEndHandler,
  installSessionSigner,
  setCallObserver,
} from './client';
export { lazyCall, isLazyCall, declaredLazyCalls, type LazyCall, type CallAddress } from './lazy-call';
export { createQueryClient } from './query-client';
export { deviceModelFromUserAgent, getDeviceUuid } from './device';
