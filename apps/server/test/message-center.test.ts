import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  getMessageCenter,
  notificationMessageTypes,
  type CallData,
  type ClientMessage,
} from '@lantau/contract';
import { addClientMessage } from '../src/capabilities/messages/message-repository';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { useTestServer } from './support/test-server';

type MessagePage = CallData<typeof getMessageCenter>;

// The notification page's calls: a client's trade and fund notices, newest first, unread counted, marked read;
// nobody reads or marks another client's messages.

describe.each(testBackends)('message center (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const call = async <T>(userId: string, method: string, path: string, body?: unknown, language = 'en_US') =>
    signedCall<T>(server.current, await sessionOf(userId), method, `/api${path}`, body, {
      headers: { 'x-lang': language },
    });
  const notice = (userId: string, type: 'trade' | 'inform' | 'market', title: string) =>
    addClientMessage(server.current.app.db, {
      brokerCode: 'LTU',
      userId,
      type,
      title: { en_US: title, zh_HK: `${title}（繁）`, zh_CN: `${title}（简）` },
      content: { en_US: `${title} content`, zh_HK: '內容', zh_CN: '内容' },
      reference: null,
    });
  const page = async (userId: string, query: string, language?: string) => {
    const answer = await call<MessagePage>(userId, 'GET', `/message_centers?${query}`, undefined, language);
    expect(answer.body.code).toBe('OK');
    return getMessageCenter.data.parse(answer.body.data);
  };

  it('lists trade and fund notices newest first in the caller language, counts and marks the unread', async () => {
    const types = notificationMessageTypes.join(',');
    const before = await page('LTU1001', `messageType=${types}`);
    const deposit = await notice('LTU1001', 'inform', 'Deposit credited');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fill = await notice('LTU1001', 'trade', 'Order executed');
    await notice('LTU1001', 'market', 'Market closed early');
    const theirs = await notice('LTU1004', 'trade', 'Their order');

    const listed = await page('LTU1001', `messageType=${types}&limit=2`, 'zh_HK');
    expect(listed.total).toBe(before.total + 2);
    expect(listed.unread).toBe(before.unread + 2);
    expect(listed.messages.map((message) => message.messageID)).toEqual([fill, deposit]);
    expect(listed.messages[0]).toMatchObject({ type: 'trade', title: 'Order executed（繁）', read: false });

    const marked = await call('LTU1001', 'PATCH', '/message_centers/reads', { messageID: [fill, theirs] });
    expect(marked.body).toMatchObject({ code: 'OK', data: { marked: 1 } });
    // Marking again changes nothing; another client's message stayed unread.
    expect(
      (await call('LTU1001', 'PATCH', '/message_centers/reads', { messageID: [fill] })).body.data,
    ).toEqual({
      marked: 0,
    });
    const after = await page('LTU1001', `messageType=${types}`);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.messages.find((message) => message.messageID === fill)?.read).toBe(true);
    const unread = await page('LTU1001', `messageType=${types}&readStatus=UNREAD`);
    expect(unread.messages.map((message) => message.messageID)).not.toContain(fill);
    expect(unread.total).toBe(after.unread);
    expect(
      (await page('LTU1004', 'messageType=trade')).messages.find((m) => m.messageID === theirs)?.read,
    ).toBe(false);
  });
});

describe.each(testBackends)('message center filters, one message and delete (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const call = async <T>(userId: string, method: string, path: string, body?: unknown, language = 'en_US') =>
    signedCall<T>(server.current, await sessionOf(userId), method, `/api${path}`, body, {
      headers: { 'x-lang': language },
    });
  const store = async (userId: string, type: 'trade' | 'announce', title: string, at: string) => {
    const id = await addClientMessage(server.current.app.db, {
      brokerCode: 'LTU',
      userId,
      type,
      title: { en_US: title, zh_HK: `${title} 繁`, zh_CN: `${title} 简` },
      content: { en_US: `${title} content`, zh_HK: '颱風 100% 停市', zh_CN: '内容' },
      reference: null,
    });
    // The schema keeps created_at from updates; a test back-dates its own rows directly.
    await sql`update client_messages set created_at = ${at}::timestamptz where message_id = ${id}`.execute(
      server.current.app.db,
    );
    return id;
  };
  const ids = async (userId: string, query: string) => {
    const answer = await call<MessagePage>(userId, 'GET', `/message_centers?${query}`);
    expect(answer.body.code).toBe('OK');
    return getMessageCenter.data.parse(answer.body.data).messages.map((message) => message.messageID);
  };

  it('filters by Hong Kong calendar days, sorts both ways and finds keywords in every language', async () => {
    // 23:30 Hong Kong time on 1 March is 15:30 UTC: it belongs to 1 March, not 2 March.
    const late = await store('LTU1095', 'trade', 'Late fill', '2026-03-01T15:30:00Z');
    const early = await store('LTU1095', 'trade', 'Early fill', '2026-03-01T16:30:00Z');
    const later = await store('LTU1095', 'announce', 'Typhoon notice', '2026-03-03T02:00:00Z');

    expect(await ids('LTU1095', 'from=2026-03-01&to=2026-03-01')).toEqual([late]);
    expect(await ids('LTU1095', 'from=2026-03-02&to=2026-03-03')).toEqual([later, early]);
    expect(await ids('LTU1095', 'from=2026-03-01&to=2026-03-03&sort=asc')).toEqual([late, early, later]);
    expect(await ids('LTU1095', 'from=2026-03-01&to=2026-03-03&limit=1&offset=1')).toEqual([early]);
    // Content in Traditional Chinese, title in English, case ignored; % is a character, not a wildcard.
    expect(await ids('LTU1095', 'keyword=%E9%A2%B1%E9%A2%A8')).toEqual([later, early, late]);
    expect(await ids('LTU1095', 'keyword=TYPHOON')).toEqual([later]);
    expect(await ids('LTU1095', 'keyword=100%25')).toHaveLength(3);
    expect(await ids('LTU1095', 'keyword=1%25%25')).toEqual([]);
    expect(await ids('LTU1095', 'keyword=typhoon&messageType=trade')).toEqual([]);
    expect(await ids('LTU1096', 'keyword=typhoon')).toEqual([]);
    const invalid = await call('LTU1095', 'GET', '/message_centers?from=2026-13-01');
    expect(invalid.body.code).toBe('E1000');
  });

  it('answers one message in the caller language, deletes only the caller messages, and forgets deleted ones', async () => {
    const mine = await store('LTU1095', 'trade', 'Order placed', '2026-04-01T02:00:00Z');
    const theirs = await store('LTU1096', 'trade', 'Their order', '2026-04-01T02:00:00Z');

    const one = await call<ClientMessage>('LTU1095', 'GET', `/message_centers/${mine}`, undefined, 'zh_HK');
    expect(one.body).toMatchObject({
      code: 'OK',
      data: { messageID: mine, title: 'Order placed 繁', read: false },
    });
    const notMine = await call('LTU1095', 'GET', `/message_centers/${theirs}`, undefined, 'zh_HK');
    expect(notMine.body).toMatchObject({ code: 'E9080', message: '找不到該訊息。' });

    const deleted = await call('LTU1095', 'DELETE', '/message_centers', { messageID: [mine, theirs] });
    expect(deleted.body).toMatchObject({ code: 'OK', data: { deleted: 1 } });
    expect((await call('LTU1095', 'DELETE', '/message_centers', { messageID: [mine] })).body.data).toEqual({
      deleted: 0,
    });
    expect((await call('LTU1095', 'GET', `/message_centers/${mine}`)).body.code).toBe('E9080');
    expect(await ids('LTU1095', 'from=2026-04-01&to=2026-04-01')).toEqual([]);
    // A deleted message cannot be marked read; the other client's message is untouched.
    const marked = await call('LTU1095', 'PATCH', '/message_centers/reads', { messageID: [mine] });
    expect(marked.body.data).toEqual({ marked: 0 });
    expect(await ids('LTU1096', 'from=2026-04-01&to=2026-04-01')).toEqual([theirs]);

    // Mark all read: every one of the caller's unread messages, nobody else's.
    const unreadOf = async (userId: string) =>
      getMessageCenter.data.parse((await call<MessagePage>(userId, 'GET', '/message_centers')).body.data)
        .unread;
    await store('LTU1095', 'announce', 'Another', '2026-04-02T02:00:00Z');
    const theirUnread = await unreadOf('LTU1096');
    expect(await unreadOf('LTU1095')).toBeGreaterThan(0);
    const all = await call('LTU1095', 'PATCH', '/message_centers/reads', { all: true });
    expect(all.body.code).toBe('OK');
    expect(await unreadOf('LTU1095')).toBe(0);
    expect(await unreadOf('LTU1096')).toBe(theirUnread);
  });
});
