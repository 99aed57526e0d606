// The streaming socket's write path alone, in CPU time (not wall time: on a shared machine wall-clock latency
// says more about the neighbours than the code): 1,000 ws connections on loopback (the clients in a child
// process, reading and dropping), and rounds in which each connection is sent 20 shared frames of 530 bytes, as
// a flush sends them. Two ways, alternated: ws's `send` per frame between cork and uncork of the TCP socket (the
// write path of 41c4cca), and the frames laid out in one Buffer, one write (sendTextFrames). Prints the
// server process's CPU microseconds per connection and round of each. Asserts nothing.
// Run: node --import tsx bench/fanout-write.bench.ts [connections=1000] [rounds=100] [pairs=3] [frames=20]
import { fork } from 'node:child_process';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { sendTextFrames } from '../apps/server/src/platform/sockets/websocket-frames';

const CONNECTIONS = Number(process.argv[2] ?? 1000);
const ROUNDS = Number(process.argv[3] ?? 100);
const PAIRS = Number(process.argv[4] ?? 3);
const FRAMES = Number(process.argv[5] ?? 20);

if (process.env.FANOUT_WRITE_CLIENTS) {
  // The child: open the connections, drop what arrives, say how many bytes came when asked.
  const url = process.env.FANOUT_WRITE_CLIENTS;
  let bytes = 0;
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on('message', (data: Buffer) => (bytes += data.length));
  }
  process.on('message', () => process.send?.(bytes));
} else {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const sockets: WebSocket[] = [];
  const allIn = new Promise<void>((resolve) =>
    server.on('connection', (socket) => {
      sockets.push(socket);
      if (sockets.length === CONNECTIONS) resolve();
    }),
  );
  const child = fork(fileURLToPath(import.meta.url), process.argv.slice(2), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, FANOUT_WRITE_CLIENTS: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` },
  });
  await allIn;
  const frames = Array.from({ length: 60 }, (_, i) =>
    Buffer.from(JSON.stringify({ type: 'delta', i, pad: 'x'.repeat(490) })),
  );
  const TEXT = { binary: false } as const;
  const viaWs = (socket: WebSocket, batch: Buffer[]) => {
    const tcp = (socket as unknown as { _socket: Socket })._socket;
    tcp.cork();
    for (const frame of batch) socket.send(frame, TEXT);
    tcp.uncork();
  };
  const ways = { 'ws send per frame, corked': viaWs, 'one Buffer, one write': sendTextFrames };
  const drained = () =>
    new Promise<void>((resolve) => {
      const check = () =>
        sockets.every((socket) => socket.bufferedAmount === 0) ? resolve() : setTimeout(check, 20);
      check();
    });
  const results = new Map<string, number[]>();
  for (let pair = 0; pair < PAIRS; pair += 1) {
    for (const [name, write] of Object.entries(ways)) {
      let cpu = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const before = process.cpuUsage();
        sockets.forEach((socket, i) => {
          const batch = Array.from(
            { length: FRAMES },
            (_, k) => frames[(i * 7 + k + round) % frames.length]!,
          );
          write(socket, batch);
        });
        const used = process.cpuUsage(before);
        cpu += used.user + used.system;
        // Let the clients read, as between flushes: the next round starts on drained sockets.
        await drained();
      }
      results.set(name, [...(results.get(name) ?? []), cpu / (ROUNDS * CONNECTIONS)]);
    }
  }
  console.log(
    `${CONNECTIONS} connections x ${FRAMES} frames of ~530 bytes, ${ROUNDS} rounds, ${PAIRS} alternated pairs`,
  );
  for (const [name, figures] of results) {
    console.log(
      `${name.padEnd(28)} ${figures.map((us) => us.toFixed(1)).join(' / ')} µs of CPU per connection and round`,
    );
  }
  child.kill();
  server.close();
  for (const socket of sockets) socket.terminate();
}
