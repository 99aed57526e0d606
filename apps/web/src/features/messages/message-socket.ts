import {
  alwaysPushedMessageTypes,
  messageServerFrameSchema,
  socketPaths,
  switchableMessageTypes,
  type ApiLanguage,
  type MessageClientFrame,
  type MessageServerFrame,
  type MessageType,
} from '@lantau/contract';
import {
  createSignedSocket,
  type SocketClient,
  type SocketCredentials,
  type WebSocketFactory,
} from '../../shared/socket';

export type PushedMessage = Extract<MessageServerFrame, { type: 'message' }>;

/** The types to subscribe to: subscribe, inform and announce always; system, trade and market per switch. */
export function subscribedTypes(
  switches: Record<(typeof switchableMessageTypes)[number], boolean>,
): MessageType[] {
  return [...switchableMessageTypes.filter((type) => switches[type]), ...alwaysPushedMessageTypes];
}

export interface MessageSocketOptions {
  /** Read at each (re)connection: the session's tokens may have been rotated since. */
  credentials: () => SocketCredentials | undefined;
  /** What to subscribe to, read after each `ready` (and sent again by `resubscribe`). */
  subscription: () => { types: MessageType[]; language: ApiLanguage };
  onMessage: (message: PushedMessage) => void;
  url?: string;
  createWebSocket?: WebSocketFactory;
}

/** The message socket (/ws/messages): signed hello, then the subscription, then pushes. */
export function createMessageSocket(options: MessageSocketOptions): SocketClient & { resubscribe(): void } {
  // The server takes a subscription only after it accepted the hello (`ready`); until then a changed switch
  // waits, and the `ready` of each connection subscribes with the switches as they are then.
  let ready = false;
  const subscribe = () => {
    if (ready) client.send({ type: 'subscribe', ...options.subscription() } satisfies MessageClientFrame);
  };
  const client: SocketClient = createSignedSocket<MessageServerFrame>({
    path: socketPaths.messages,
    credentials: options.credentials,
    url: options.url,
    schema: messageServerFrameSchema,
    onMessage: (frame) => {
      if (frame.type === 'ready') {
        ready = true;
        subscribe();
      } else if (frame.type === 'message') options.onMessage(frame);
    },
    createWebSocket: options.createWebSocket,
  });
  client.subscribe((status) => {
    if (status === 'disconnected') ready = false;
  });
  return { ...client, resubscribe: subscribe };
}
