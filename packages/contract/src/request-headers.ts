// The header names and versions every call sends, as plain values in a module that builds no schema: the web's first
// download reads them, and a module it runs goes into its chunk whole, zod with any schema in it (input-maxima.ts).

/** Request headers every main-API call carries (spec section 7). Lower case, as HTTP/2 and Fastify see them. */
export const requestHeaders = {
  brokerCode: 'x-broker-code',
  language: 'x-lang',
  token: 'token',
  refreshToken: 'refresh-token',
  deviceUuid: 'x-device-uuid',
  deviceModel: 'x-device-model',
  appVersion: 'x-app-version',
  apiVersion: 'x-api-version',
  /** A per-request id chosen by the client; echoed back and shown in error dialogs so support can find the log. */
  apiCode: 'x-api-code',
  twoFaToken: 'x-two-fa-token',
  authorization: 'authorization',
  idempotencyKey: 'idempotency-key',
  /** Token of a passed slider check, for RESET_PASSWORD codes. */
  validationToken: 'x-validation-token',
} as const;

/**
 * An Idempotency-Key as the calls that declare `idempotent` take it: 8 to 64 printable ASCII characters (a UUID
 * fits). The scope of a key is its caller: one client, or one member of staff.
 */
export const idempotencyKeyPattern = /^[\x21-\x7e]{8,64}$/;

/** Response headers that replace what the client has stored when present. */
export const responseHeaders = {
  token: 'token',
  refreshToken: 'refresh-token',
  /** Seconds left in the session. */
  sessionExpiresIn: 'x-session-expires-in',
  apiCode: 'x-api-code',
} as const;

export const APP_VERSION = '1.1.7';
export const API_VERSION = 'v4';

/**
 * Display preferences the web mirrors into plain cookies beside its encrypted store, so the server can prerender
 * a public page in the visitor's language and colour scheme (apps/server/src/platform/http/prerender.ts). Neither
 * is personal; everything else stays encrypted in the browser.
 */
export const preferenceCookies = {
  language: 'lantau-language',
  colorScheme: 'lantau-color-scheme',
} as const;
