import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { z } from 'zod';

/** Client frames are small JSON objects; the largest (a 200-code subscription) stays well under this. */
const MAX_CLIENT_FRAME_BYTES = 8192;

const registered = new WeakSet<FastifyInstance>();

/**
 * ws names the ways a client can break the WebSocket protocol (a frame too large, text that is not UTF-8, an
 * unmasked frame, a bad opcode...) WS_ERR_*, and a peer that vanished shows up as a reset or broken pipe.
 */
function isClientFault(error: Error & { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE';
}

/**
 * A client's protocol error is the client's fault: a warning, and ws itself closes the socket with the right
 * close code (1007, 1009...). Anything else on an open socket is ours: an error, and the socket is ended.
 */
function handleSocketError(error: Error, socket: WebSocket, log: FastifyBaseLogger): void {
  if (isClientFault(error)) {
    log.warn(
      { code: (error as { code?: unknown }).code, reason: error.message },
      'client broke the socket protocol',
    );
    return;
  }
  log.error({ err: error }, 'socket failed');
  socket.terminate();
}

/**
 * Registers @fastify/websocket once per server, whichever socket asks first: registering it twice would
 * attach two upgrade handlers to the same HTTP server.
 */
export async function ensureWebSocketSupport(app: FastifyInstance): Promise<void> {
  if (registered.has(app)) return;
  registered.add(app);
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
    errorHandler: (error, socket, request) => handleSocketError(error, socket, request.log),
  });
}

/**
 * Lets go of the upgrade's HTTP request and response, which @fastify/websocket would keep for the socket's
 * whole life (its error listener holds them, and the response stays assigned to the TCP socket): several KB per
 * connection the socket never uses again, which at 10,000 streaming clients a node is short of. Call it first
 * in a websocket route; it answers the request's logger, which is all a socket needs of it.
 */
export function releaseUpgrade(socket: WebSocket, request: FastifyRequest): FastifyBaseLogger {
  const log = request.log;
  socket.removeAllListeners('error');
  socket.on('error', (error) => handleSocketError(error, socket, log));
  const tcp = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
  return log;
}

/** A client's frame parsed as JSON and checked against the socket's frame schema; undefined when it is not one. */
export function readJsonFrame<T>(schema: z.ZodType<T>, data: unknown): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
