import { canonicalRequest, socketHelloParts, type SocketHello } from '@lantau/contract';
import { hmacBase64Url, importSigningKey, newNonce } from '../api/hmac-signer';

/** What a socket's hello needs of the session. */
export interface SocketCredentials {
  token: string;
  signingKey?: string;
}

/**
 * The first frame on a socket: the token, proved by the session's signing key as a signed call is (the server
 * refuses a bare token). Undefined without a key: such a session could not sign its calls either.
 */
export async function signedSocketHello(
  socketPath: string,
  credentials: SocketCredentials | undefined,
  now: () => number = Date.now,
): Promise<SocketHello | undefined> {
  if (!credentials?.signingKey) return undefined;
  const timestamp = Math.floor(now() / 1000);
  const nonce = newNonce();
  const text = canonicalRequest(socketHelloParts(socketPath, timestamp, nonce));
  const signature = await hmacBase64Url(await importSigningKey(credentials.signingKey), text);
  return { type: 'hello', token: credentials.token, timestamp, nonce, signature };
}

/**
 * The `onOpen` of a socket client that says the signed hello. Signing takes a moment: a hello that is ready
 * only after its connection was replaced is dropped (the new connection says its own).
 */
export function helloOnOpen(
  socketPath: string,
  credentials: () => SocketCredentials | undefined,
  send: (hello: SocketHello) => void,
): () => void {
  let opened = 0;
  return () => {
    const connection = (opened += 1);
    void signedSocketHello(socketPath, credentials()).then((hello) => {
      if (hello && connection === opened) send(hello);
    });
  };
}
