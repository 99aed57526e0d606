/**
 * Request signing (spec section 7, "signed Authorization header"). At login the server issues a per-session
 * signing key; every main-API call after login carries
 *
 *   Authorization: LTU-HMAC-SHA256 Timestamp=<unix seconds>, Nonce=<16+ chars>, Signature=<base64url>
 *
 * where Signature = HMAC-SHA256(signingKey, canonicalRequest(...)). The server rejects a timestamp more than
 * `limits.signatureValiditySeconds` from its clock (E4001), a wrong signature (E4003), and any nonce it has
 * already seen for the session (E4003), so a captured request cannot be replayed.
 */
export const SIGNATURE_SCHEME = 'LTU-HMAC-SHA256';

export interface SignedParts {
  method: string;
  /** Path and query exactly as sent, e.g. '/api/users/LTU1001/configurations?key=QUOTE_COLOR'. */
  pathWithQuery: string;
  timestamp: number;
  nonce: string;
  /** Lower-case hex SHA-256 of the raw body; of the empty string when there is none. */
  bodySha256Hex: string;
}

/** The exact text both sides sign: one field per line, method upper-case. */
export function canonicalRequest(parts: SignedParts): string {
  return [
    parts.method.toUpperCase(),
    parts.pathWithQuery,
    String(parts.timestamp),
    parts.nonce,
    parts.bodySha256Hex,
  ].join('\n');
}

export function formatAuthorization(timestamp: number, nonce: string, signature: string): string {
  return `${SIGNATURE_SCHEME} Timestamp=${timestamp}, Nonce=${nonce}, Signature=${signature}`;
}

/** Reads an Authorization header; null when it is not of our scheme or malformed. */
export function parseAuthorization(
  header: string | undefined,
): { timestamp: number; nonce: string; signature: string } | null {
  if (!header?.startsWith(`${SIGNATURE_SCHEME} `)) return null;
  const fields = new Map<string, string>();
  for (const part of header.slice(SIGNATURE_SCHEME.length + 1).split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) fields.set(name, rest.join('='));
  }
  const timestamp = Number(fields.get('Timestamp'));
  const nonce = fields.get('Nonce') ?? '';
  const signature = fields.get('Signature') ?? '';
  if (
    !Number.isInteger(timestamp) ||
    !/^[A-Za-z0-9_-]{16,64}$/.test(nonce) ||
    !/^[A-Za-z0-9_-]{20,}$/.test(signature)
  ) {
    return null;
  }
  return { timestamp, nonce, signature };
}

/** SHA-256 of the empty body, in hex. */
export const EMPTY_BODY_SHA256_HEX = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/**
 * What a socket's hello signs: the same canonical request as a signed call, for a GET of the socket's path
 * with no body. It proves the client holds the session's signing key, not just a token seen in passing; the
 * server applies the same clock window and nonce memory as to signed calls.
 */
export function socketHelloParts(socketPath: string, timestamp: number, nonce: string): SignedParts {
  return { method: 'GET', pathWithQuery: socketPath, timestamp, nonce, bodySha256Hex: EMPTY_BODY_SHA256_HEX };
}
