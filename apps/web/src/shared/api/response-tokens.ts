import { responseHeaders } from '@lantau/contract';
import type { SessionTokens } from '../session';

/** The session tokens a response hands back, if any: they replace the stored ones. */
export function readResponseTokens(headers: Headers): SessionTokens | undefined {
  const tokens: SessionTokens = {};
  const token = headers.get(responseHeaders.token);
  const refreshToken = headers.get(responseHeaders.refreshToken);
  const expiresIn = headers.get(responseHeaders.sessionExpiresIn);
  if (token) tokens.token = token;
  if (refreshToken) tokens.refreshToken = refreshToken;
  if (expiresIn !== null && expiresIn.trim() !== '' && Number.isFinite(Number(expiresIn))) {
    tokens.sessionRemainSec = Number(expiresIn);
  }
  return Object.keys(tokens).length > 0 ? tokens : undefined;
}
