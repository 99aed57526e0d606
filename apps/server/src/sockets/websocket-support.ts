import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';

/** Client frames are small JSON objects; the largest (a 200-code subscription) stays well under this. */
const MAX_CLIENT_FRAME_BYTES = 8192;

const registered = new WeakSet<FastifyInstance>();

/**
 * Registers @fastify/websocket once per server, whichever socket asks first: registering it twice would
 * attach two upgrade handlers to the same HTTP server.
 */
export async function ensureWebSocketSupport(app: FastifyInstance): Promise<void> {
  if (registered.has(app)) return;
  registered.add(app);
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
}
