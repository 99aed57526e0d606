export {
  createSocketClient,
  webSocketUrl,
  type SocketClient,
  type SocketClientOptions,
  type SocketStatus,
  type WebSocketFactory,
  type WebSocketLike,
} from './socket-client';
export { useSocketStatus } from './use-socket-status';
export { registerSessionSocket, closeSessionSockets } from './socket-registry';
export { watchNetworkSocket, networkStatus, type SocketStatusSource } from './network-status';
export { createSignedSocket, type SignedSocketOptions } from './signed-socket';
export { helloOnOpen, signedSocketHello, type SocketCredentials } from './signed-hello';
export {
  publishOrderUpdate,
  subscribeOrderUpdates,
  publishOrderUpdatesLost,
  subscribeOrderUpdatesLost,
  type OrderUpdate,
} from './order-updates';
