import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { identityConfig, outbox } from './support/identity';
import { sessionsFor } from './support/market-data';
import { fillingTencentBuy, hkOrder, placeOrder, waitForOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// What an order's life leaves for the client: a message-center row per event worth telling, and for each
// execution the SFC trade notice on the channel other than the one the client logged in with.

describe.each(testBackends)('order messages and trade notices (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  it('stores "placed" and "executed" messages and sends the trade notice by e-mail after an SMS login', async () => {
    const session = await sessionOf('LTU1001');
    const placed = await placeOrder(server.current, session, fillingTencentBuy(server.current, 'LTU100101'));
    expect(placed.body.code).toBe('OK');
    const orderId = placed.body.data.orderID;
    await waitForOrder(server.current, session, orderId, (order) => order.status === 'FFL');
    await server.current.app.ordersIdle();

    const messages = await server.current.app.db
      .selectFrom('client_messages')
      .selectAll()
      .where('reference', '=', orderId)
      .orderBy('created_at')
      .execute();
    const titles = messages.map((message) => message.title.en_US);
    expect(titles[0]).toBe('Order placed');
    expect(titles.slice(1).every((title) => title === 'Order executed')).toBe(true);
    expect(titles.length).toBeGreaterThan(1);
    expect(messages.every((message) => message.type === 'trade' && message.user_id === 'LTU1001')).toBe(true);
    expect(messages.at(-1)!.content.zh_HK).toContain('騰訊控股');
    // The texts name the order by its short number, never by the UUID that identifies it in the API.
    const { orderNumber } = placed.body.data;
    expect(orderNumber).toMatch(/^O-\d{4}-\d{6}$/);
    expect(messages.every((message) => message.content.en_US.includes(`(order ${orderNumber})`))).toBe(true);
    expect(messages.some((message) => JSON.stringify(message.content).includes(orderId))).toBe(false);

    // LTU1001 logs in with an SMS code, so the notice of the execution goes by e-mail.
    const notices = (await outbox(server.current, { userID: 'LTU1001' })).filter((entry) =>
      entry.text.includes(orderNumber),
    );
    expect(notices.length).toBe(messages.length - 1);
    expect(notices.every((notice) => notice.channel === 'EMAIL')).toBe(true);
  });

  it('stores nothing for an order refused before it was placed', async () => {
    const session = await sessionOf('LTU1001');
    const before = await server.current.app.db
      .selectFrom('client_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const refused = await placeOrder(
      server.current,
      session,
      hkOrder({ orderType: 'ELO', quantity: 150, price: '300.00' }),
    );
    expect(refused.body.code).toBe('E6001');
    const after = await server.current.app.db
      .selectFrom('client_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });
});
