import { API_VERSION, APP_VERSION, requestHeaders } from '@lantau/contract';
import { createApiClient, type CallOutcome, type SessionEndEvent } from './create-api-client';
import { createHmacSigner } from './hmac-signer';
import { deviceModelFromUserAgent, getDeviceUuid } from './device';
import type { RequestSigner } from './request-signer';
import { currentLanguage, toApiLanguage } from '../i18n';
import { getActiveBrokerCode, sessionStore } from '../session';

let signer: RequestSigner | undefined;
let sessionEndHandler: ((event: SessionEndEvent) => void) | undefined;
let callObserver: ((outcome: CallOutcome) => void) | undefined;

/** The identity feature installs the request signer that produces the Authorization header. */
export function setRequestSigner(next: RequestSigner | undefined): void {
  signer = next;
}

/**
 * Signs every main-API call with the signing key of the stored session (none before login). Reading the key
 * per request keeps a reloaded page signing, and a new login's key takes over at once.
 */
export function installSessionSigner(): void {
  setRequestSigner(createHmacSigner({ signingKey: () => sessionStore.get()?.signingKey }));
}

/** The error reporter watches every call's outcome. */
export function setCallObserver(next: ((outcome: CallOutcome) => void) | undefined): void {
  callObserver = next;
}

/** The app decides what a lost session looks like (dialog, then login); the client only reports it. */
export function setSessionEndHandler(next: ((event: SessionEndEvent) => void) | undefined): void {
  sessionEndHandler = next;
}

export function callerHeaders(): Record<string, string | undefined> {
  const session = sessionStore.get();
  return {
    [requestHeaders.brokerCode]: getActiveBrokerCode(),
    [requestHeaders.language]: toApiLanguage(currentLanguage()),
    [requestHeaders.token]: session?.token,
    [requestHeaders.refreshToken]: session?.refreshToken,
    [requestHeaders.deviceUuid]: getDeviceUuid(),
    [requestHeaders.deviceModel]: deviceModelFromUserAgent(navigator.userAgent),
    [requestHeaders.appVersion]: APP_VERSION,
    [requestHeaders.apiVersion]: API_VERSION,
  };
}

/** The one API client of the app: every call of every feature goes through it. */
export const apiClient = createApiClient({
  headers: callerHeaders,
  signer: () => signer,
  onTokens: (tokens) => sessionStore.applyTokens(tokens),
  onSessionEnd: (event) => sessionEndHandler?.(event),
  onSettled: (outcome) => callObserver?.(outcome),
});
