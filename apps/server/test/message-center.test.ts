import { describe, expect, it } from 'vitest';
import { getMessageCenter, notificationMessageTypes, type CallData } from '@lantau/contract';
import { addClientMessage } from '../src/messages/message-repository';
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
