import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  socketPaths,
  type MessageServerFrame,
  type MessageType,
  type StaffAnnouncement,
} from '@lantau/contract';
import { addClientMessage } from '../src/capabilities/messages/message-repository';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig, signedHello } from './support/identity';
import { openSessionSocket, type TestSocket } from './support/session-socket';
import { useTestServer } from './support/test-server';

type MessageSocket = TestSocket<MessageServerFrame>;
const text = (en: string) => ({ en_US: en, zh_HK: `${en}（繁）`, zh_CN: `${en}（简）` });

// The message socket pushes each new message to its owner's sockets that subscribed to its type, whichever
// writer stored it, only once committed, and never to anyone else.

describe.each(testBackends)('message socket (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const { sessionOf, staff } = apiCallers(server);

  const connect = async (userId: string): Promise<MessageSocket> => {
    const socket = await openSessionSocket<MessageServerFrame>(server.current, socketPaths.messages);
    socket.send(signedHello(socketPaths.messages, await sessionOf(userId)));
    expect(await socket.next()).toEqual({ type: 'ready' });
    return socket;
  };
  const subscribe = async (socket: MessageSocket, types: MessageType[], language = 'en_US') => {
    socket.send({ type: 'subscribe', types, language });
    expect(await socket.next()).toEqual({ type: 'subscribed', types });
  };
  const store = (userId: string, type: MessageType, title: string) =>
    addClientMessage(server.current.app.db, {
      brokerCode: 'LTU',
      userId,
      type,
      title: text(title),
      content: text(`${title} content`),
      reference: null,
    });
  /** Resolves with no frame; rejects with the frame when one arrives within the wait. */
  const silence = (socket: MessageSocket, ms = 400) =>
    socket.next(ms).then(
      (frame) => Promise.reject(new Error(`unexpected frame ${JSON.stringify(frame)}`)),
      () => undefined,
    );

  it('pushes subscribed types in the subscribed language, not unsubscribed ones, not other clients', async () => {
    const mine = await connect('LTU1095');
    const theirs = await connect('LTU1096');
    await subscribe(mine, ['trade', 'inform'], 'zh_HK');
    await subscribe(theirs, ['trade', 'market']);

    await store('LTU1095', 'market', 'Market closes early');
    const fill = await store('LTU1095', 'trade', 'Order filled');
    const pushed = await mine.next();
    // The market message came first but was not subscribed: the trade message is the first frame.
    expect(pushed).toMatchObject({
      type: 'message',
      messageID: fill,
      messageType: 'trade',
      title: 'Order filled（繁）',
      content: 'Order filled content（繁）',
    });
    expect(Date.parse((pushed as { time: string }).time)).toBeGreaterThan(Date.now() - 60_000);
    // LTU1096 subscribed to trade and market, yet hears nothing of LTU1095's messages.
    await silence(theirs);
    await silence(mine);

    // A new subscription replaces the last: trade is off now, market on.
    await subscribe(mine, ['market']);
    await store('LTU1095', 'trade', 'Order cancelled');
    const market = await store('LTU1095', 'market', 'Typhoon closes the market');
    expect(await mine.next()).toMatchObject({ messageID: market, title: 'Typhoon closes the market' });
    mine.socket.close();
    theirs.socket.close();
  });

  it('pushes only once committed: a rolled-back message never arrives', async () => {
    const socket = await connect('LTU1095');
    await subscribe(socket, ['inform']);
    await server.current.app.db
      .transaction()
      .execute(async (trx) => {
        await addClientMessage(trx, {
          brokerCode: 'LTU',
          userId: 'LTU1095',
          type: 'inform',
          title: text('Deposit credited'),
          content: text('Rolled back'),
          reference: null,
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await silence(socket);
    const kept = await store('LTU1095', 'inform', 'Deposit credited');
    expect(await socket.next()).toMatchObject({ messageID: kept, messageType: 'inform' });
    socket.socket.close();
  });

  it("pushes a broker's published announcement to its clients as 'announce'", async () => {
    const socket = await connect('LTU1096');
    await subscribe(socket, ['announce']);
    const written = await staff<StaffAnnouncement>(
      'SUP1',
      'POST',
      '/staff/announcements',
      {
        kind: 'ANNOUNCEMENT',
        title: text('Holiday trading hours'),
        content: text('Markets close at noon.'),
      },
      randomUUID(),
    );
    const id = written.body.data.announcementID;
    expect((await staff('SUP1', 'POST', `/staff/announcements/${id}/publish`)).body.code).toBe('OK');
    expect(await socket.next()).toMatchObject({
      type: 'message',
      messageType: 'announce',
      title: 'Holiday trading hours',
      content: 'Markets close at noon.',
    });
    socket.socket.close();
  });

  it('refuses frames before the hello and malformed frames', async () => {
    const early = await openSessionSocket<MessageServerFrame>(server.current, socketPaths.messages);
    early.send({ type: 'subscribe', types: ['trade'], language: 'en_US' });
    expect((await early.closed).code).toBe(1008);
    const socket = await connect('LTU1095');
    socket.send({ type: 'subscribe', types: ['no-such-type'], language: 'en_US' });
    expect((await socket.closed).code).toBe(1008);
  });
});
