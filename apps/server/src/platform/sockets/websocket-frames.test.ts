import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { sendTextFrames, textFramesOf } from './websocket-frames';

let server: WebSocketServer | undefined;
afterEach(async () => {
  const wss = server;
  server = undefined;
  if (!wss) return;
  for (const client of wss.clients) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
});

/** A ws server whose first connection is handed to the test, and a ws client that collects what it receives. */
async function pair(): Promise<{
  serverSide: WebSocket;
  received: string[];
  arrived: (n: number) => Promise<void>;
}> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server = wss;
  await new Promise((resolve) => wss.once('listening', resolve));
  const connected = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const received: string[] = [];
  const waiters: (() => void)[] = [];
  client.on('message', (data: Buffer, isBinary: boolean) => {
    received.push(`${isBinary ? 'binary' : 'text'}:${data.toString()}`);
    waiters.splice(0).forEach((wake) => wake());
  });
  const serverSide = await connected;
  const arrived = async (n: number) => {
    while (received.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { serverSide, received, arrived };
}

describe('the streaming socket writing its own frames', () => {
  it('frames payloads of every length class by RFC 6455: 7-bit, 16-bit and 64-bit lengths', () => {
    // FIN + text opcode, then the length (no mask bit: server to client).
    const headers: [number, number[]][] = [
      [0, [0x81, 0]],
      [125, [0x81, 125]],
      [126, [0x81, 126, 0, 126]],
      [65_535, [0x81, 126, 0xff, 0xff]],
      [65_536, [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]],
    ];
    for (const [length, header] of headers) {
      const payload = Buffer.alloc(length, 'a');
      expect(textFramesOf([payload])).toEqual(Buffer.concat([Buffer.from(header), payload]));
    }
  });

  it('sends a batch as text frames in order, between frames ws sends itself, to a real ws client', async () => {
    const { serverSide, received, arrived } = await pair();
    const big = 'x'.repeat(70_000);
    serverSide.send('{"type":"ready"}');
    sendTextFrames(serverSide, [Buffer.from('{"a":1}'), Buffer.from(`{"b":"${'y'.repeat(300)}"}`)]);
    sendTextFrames(serverSide, [Buffer.from(`"${big}"`)]);
    serverSide.send('{"type":"pong"}');
    await arrived(5);
    expect(received).toEqual([
      'text:{"type":"ready"}',
      'text:{"a":1}',
      `text:{"b":"${'y'.repeat(300)}"}`,
      `text:"${big}"`,
      'text:{"type":"pong"}',
    ]);
  });

  it('sends nothing once the socket is closing', async () => {
    const { serverSide, received } = await pair();
    serverSide.close();
    sendTextFrames(serverSide, [Buffer.from('{"late":true}')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });
});
