import { API_VERSION, APP_VERSION, requestHeaders } from '@lantau/contract';
import { createApiClient, createHmacSigner, getDeviceUuid, type ApiClient } from '../../shared/api';
import { currentLanguage, toApiLanguage } from '../../shared/i18n';
import { staffSessionStore } from './staff-session';

function staffHeaders(): Record<string, string | undefined> {
  const session = staffSessionStore.get();
  return {
    [requestHeaders.brokerCode]: session?.staff.brokerCode,
    [requestHeaders.language]: toApiLanguage(currentLanguage()),
    [requestHeaders.token]: session?.token,
    [requestHeaders.deviceUuid]: getDeviceUuid(),
    [requestHeaders.appVersion]: APP_VERSION,
    [requestHeaders.apiVersion]: API_VERSION,
  };
}

/** Signs with the staff session's key, read per request so a new login's key takes over at once. */
const staffSigner = createHmacSigner({ signingKey: () => staffSessionStore.get()?.signingKey });

/**
 * The back office's own API client: the same client as the app's (envelopes, E-codes, time-outs, contract
 * checks), carrying the staff session instead of the client's. A lost staff session ends it, and the staff
 * guard shows the staff login.
 */
export const staffApiClient: ApiClient = createApiClient({
  headers: staffHeaders,
  signer: () => staffSigner,
  onTokens: (tokens) => staffSessionStore.applyTokens(tokens),
  onSessionEnd: () => staffSessionStore.clear(),
});

/** The signed staff API for back-office pages: `useStaffApi().request(call, { params, query, body })`. */
export function useStaffApi(): ApiClient {
  return staffApiClient;
}

/**
 * A signed GET that answers a file rather than an envelope (a transfer certificate, a feedback image), as a
 * Blob for an object URL. Signed and sent exactly like an API call; only the answer is read differently.
 */
export async function fetchStaffFile(url: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(staffHeaders())) if (value) headers[name] = value;
  const authorization = await staffSigner({ method: 'GET', url, headers, body: undefined });
  if (authorization) headers[requestHeaders.authorization] = authorization;
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // An envelope instead of the file is a refusal (no such file, no permission): never shown as the file.
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    throw new Error('the file was refused');
  }
  return response.blob();
}
