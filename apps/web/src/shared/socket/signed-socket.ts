import { helloOnOpen, type SocketCredentials } from './signed-hello';
import {
  createSocketClient,
  webSocketUrl,
  type SocketClient,
  type SocketClientOptions,
} from './socket-client';

export interface SignedSocketOptions<T> extends Omit<SocketClientOptions<T>, 'url' | 'onOpen'> {
  /** The socket's path (`socketPaths.*`): where it connects, and what its hello signs. */
  path: string;
  /** Read at each (re)connection: the session's tokens may have been rotated since. */
  credentials: () => SocketCredentials | undefined;
  /** Overrides the address made from the path (tests). */
  url?: string;
  /** Each new connection, before its hello: forget what the previous connection had agreed. */
  onOpen?: () => void;
}

/** A socket of the session (/ws/stream, /ws/session, /ws/messages): every connection starts with a signed hello. */
export function createSignedSocket<T>({
  path,
  credentials,
  url,
  onOpen,
  ...options
}: SignedSocketOptions<T>): SocketClient {
  const sayHello = helloOnOpen(path, credentials, (hello) => client.send(hello));
  const client = createSocketClient<T>({
    ...options,
    url: url ?? webSocketUrl(path),
    onOpen: () => {
      onOpen?.();
      sayHello();
    },
  });
  return client;
}
