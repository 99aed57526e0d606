import { createServer, connect, type Socket } from 'node:net';
import { freePort } from './free-port';

/**
 * A TCP proxy in front of a test Redis that can cut off some of its clients: those whose connection name (the
 * CLIENT SETNAME ioredis sends first) contains `match`. So a test makes Redis unreachable for one part of a
 * node (the exchange wire's connections, named `lantau-node-…`) while the rest (nonces, limits) still reach it:
 * an order's send fails as in an outage, with the signed call that placed it let through.
 */
export interface RedisProxy {
  readonly url: string;
  /** Drops the matching connections and every new one, until `restore()`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startRedisProxy(redisPort: number, match: string): Promise<RedisProxy> {
  const port = await freePort();
  let cut = false;
  const named = new Set<Socket>();
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    const upstream = connect(redisPort, '127.0.0.1');
    let seen = '';
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (seen.length < 4096 && !named.has(client)) {
        seen += chunk.toString('latin1');
        if (seen.includes(match)) named.add(client);
      }
      if (cut && named.has(client)) return drop();
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (cut && named.has(client)) return drop();
      client.write(chunk);
    });
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', () => {
      upstream.destroy();
      named.delete(client);
      sockets.delete(client);
    });
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      cut = true;
      for (const socket of named) socket.destroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
