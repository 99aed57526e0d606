import Decimal from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PriceAlert } from '@lantau/contract';
import { PRICE_ALERTS_PER_USER, priceUnitsToString } from '@lantau/domain';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { createStreet, stillMarket } from './support/street';
import { useTestServer } from './support/test-server';
import { priceAlertRepository } from '../src/capabilities/price-alerts/price-alert-repository';

// Price alerts against the real server and its simulated exchange. The market runs on an injected clock, so the
// price moves only when the test's street trades: it walks 00700's last price down through an alert's value,
// back up, and down again, and the test counts the messages each alert wrote (OFA once, OPD once that day, EFA
// on each crossing). The property test of the domain's evaluator covers every type and frequency on random paths.

const ME = 'LTU1092';
const OTHER = 'LTU1093';

describe.each(testBackends)('price alerts (%s)', (backend) => {
  const market = stillMarket();
  const server = useTestServer(backend, { ...identityConfig, ...market.config });
  const { client } = apiCallers(server);
  const app = () => server.current.app;
  const street = createStreet(() => server.current);
  const quote = () => app().marketSimulator.quote('HK', '00700')!;
  const lastPrice = () => priceUnitsToString(quote().last ?? quote().previousClose);

  const create = (body: Record<string, unknown>, userId = ME) =>
    client<PriceAlert>(userId, 'POST', '/price_alerts', { market: 'HK', stockCode: '00700', ...body });
  const messagesOf = async (alertId: string) =>
    app()
      .db.selectFrom('client_messages')
      .select(['type', 'title', 'content'])
      .where('reference', '=', alertId)
      .execute();

  /** Sells into the bids down to the best level at or below `price` (the last trade prints there). */
  async function sweepDownTo(price: string) {
    const level = quote().bids.find((bid) => new Decimal(priceUnitsToString(bid.price)).lte(price));
    expect(level, `a bid at or below ${price}`).toBeDefined();
    await street.sweepTo('sell', priceUnitsToString(level!.price));
    await app().priceAlertWatcher.idle();
  }
  /** Buys the offers up to the best level above `price`. */
  async function sweepUpAbove(price: string) {
    const level = quote().asks.find((ask) => new Decimal(priceUnitsToString(ask.price)).gt(price));
    expect(level, `an offer above ${price}`).toBeDefined();
    await street.sweepTo('buy', priceUnitsToString(level!.price));
    await app().priceAlertWatcher.idle();
  }

  // The agents refill the book the street's sweeps emptied.
  beforeEach(() => market.advance(server.current, 10_000));

  it('fires each frequency exactly as often as it should along a price path', async () => {
    // A value two bid levels under the last trade: the condition is false now.
    const below = priceUnitsToString(quote().bids.filter((bid) => bid.price < quote().last!)[2]!.price);
    const ids: Record<string, string> = {};
    for (const frequency of ['OFA', 'OPD', 'EFA']) {
      const created = await create({ type: 'NominalDown', frequency, value: below });
      expect(created.body.code).toBe('OK');
      ids[frequency] = created.body.data.alertID;
    }
    await app().priceAlertWatcher.idle();
    for (const id of Object.values(ids)) expect(await messagesOf(id)).toHaveLength(0);

    await sweepDownTo(below); // true: every one fires
    await market.advance(server.current, 10_000);
    await sweepDownTo(below); // still true: no edge, nothing fires
    await market.advance(server.current, 10_000);
    await sweepUpAbove(below); // false: re-armed
    await market.advance(server.current, 10_000);
    await sweepDownTo(below); // true again: EFA only (OFA is done, OPD fired today)

    expect((await messagesOf(ids.OFA!)).length).toBe(1);
    expect((await messagesOf(ids.OPD!)).length).toBe(1);
    expect((await messagesOf(ids.EFA!)).length).toBe(2);
    const [message] = await messagesOf(ids.OFA!);
    expect(message!.type).toBe('market');
    expect(message!.title).toMatchObject({ en_US: expect.stringContaining('00700') });
    expect(message!.content).toMatchObject({
      en_US: expect.stringContaining(`at or below your alert price of ${new Decimal(below).toFixed()}`),
      zh_HK: expect.stringContaining('提醒價'),
      zh_CN: expect.stringContaining('提醒价'),
    });

    const list = await client<{ alerts: PriceAlert[] }>(ME, 'GET', '/price_alerts?stockCode=00700');
    const byId = new Map(list.body.data.alerts.map((alert) => [alert.alertID, alert]));
    expect(byId.get(ids.OFA!)).toMatchObject({ status: 'TRIGGERED', triggerCount: 1 });
    expect(byId.get(ids.OPD!)).toMatchObject({ status: 'ACTIVE', triggerCount: 1 });
    expect(byId.get(ids.EFA!)).toMatchObject({ status: 'ACTIVE', triggerCount: 2 });
    for (const id of Object.values(ids)) await client(ME, 'DELETE', `/price_alerts/${id}`);
  });

  it('fires at once an alert whose condition already holds, and a change re-arms it', async () => {
    const under = new Decimal(lastPrice()).minus(1).toFixed();
    const created = await create({ type: 'NominalUp', frequency: 'OFA', value: under });
    await app().priceAlertWatcher.idle();
    const alertId = created.body.data.alertID;
    expect(await messagesOf(alertId)).toHaveLength(1);
    const after = await client<PriceAlert>(ME, 'PATCH', `/price_alerts/${alertId}`, { enabled: false });
    expect(after.body.data).toMatchObject({ status: 'TRIGGERED', enabled: false });
    // Enabled again: armed as new, it fires again on its first look.
    const again = await client<PriceAlert>(ME, 'PATCH', `/price_alerts/${alertId}`, { enabled: true });
    await app().priceAlertWatcher.idle();
    expect(again.body.data.enabled).toBe(true);
    expect(await messagesOf(alertId)).toHaveLength(2);
    // A value far above the price: the condition is false, nothing fires.
    await client<PriceAlert>(ME, 'PATCH', `/price_alerts/${alertId}`, { value: '999999' });
    await app().priceAlertWatcher.idle();
    expect(await messagesOf(alertId)).toHaveLength(2);
    await client(ME, 'DELETE', `/price_alerts/${alertId}`);
  });

  it('claims one edge once however many nodes try', async () => {
    const created = await create({ type: 'NominalUp', frequency: 'EFA', value: '999999' });
    const row = (await priceAlertRepository.find(app().db, created.body.data.alertID))!;
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        app()
          .db.transaction()
          .execute((trx) => priceAlertRepository.claimFiring(trx, row, '2026-11-25')),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await client(ME, 'DELETE', `/price_alerts/${row.alert_id}`);
  });

  it('refuses values off the rules, unknown stocks, other clients and too many alerts', async () => {
    const problem = async (body: Record<string, unknown>) => (await create(body)).body;
    expect(await problem({ type: 'NominalUp', frequency: 'OFA', value: '' })).toMatchObject({
      code: 'E9022',
      data: { problem: 'required' },
    });
    expect(await problem({ type: 'NominalUp', frequency: 'OFA', value: '0' })).toMatchObject({
      data: { problem: 'notPositive' },
    });
    expect(await problem({ type: 'ChangePctDown', frequency: 'OFA', value: '100.5' })).toMatchObject({
      code: 'E9022',
      data: { problem: 'tooLarge', cap: '100' },
    });
    expect(await problem({ type: 'NominalUp', frequency: 'OFA', value: '1000000.5' })).toMatchObject({
      data: { problem: 'tooLarge' },
    });
    expect(
      (await create({ stockCode: '99999', type: 'NominalUp', frequency: 'OFA', value: '1' })).body.code,
    ).toBe('E3001');

    const mine = (await create({ type: 'ChangePctUp', frequency: 'EFA', value: '50' })).body.data;
    expect(mine).toMatchObject({ value: '50', enabled: true, status: 'ACTIVE', triggerCount: 0 });
    const edited = await client<PriceAlert>(ME, 'PATCH', `/price_alerts/${mine.alertID}`, {
      value: '12.5',
      frequency: 'OPD',
    });
    expect(edited.body.data).toMatchObject({ value: '12.5', frequency: 'OPD' });
    expect((await client(ME, 'PATCH', `/price_alerts/${mine.alertID}`, { value: '100.01' })).body.code).toBe(
      'E9022',
    );
    // Another client neither sees, changes nor deletes it.
    const theirs = await client<{ alerts: PriceAlert[] }>(OTHER, 'GET', '/price_alerts');
    expect(theirs.body.data.alerts.map((alert) => alert.alertID)).not.toContain(mine.alertID);
    expect(
      (await client(OTHER, 'PATCH', `/price_alerts/${mine.alertID}`, { enabled: false })).body.code,
    ).toBe('E9020');
    expect((await client(OTHER, 'DELETE', `/price_alerts/${mine.alertID}`)).body.code).toBe('E9020');
    expect((await client(ME, 'DELETE', `/price_alerts/${mine.alertID}`)).body.code).toBe('OK');
    expect((await client(ME, 'DELETE', `/price_alerts/${mine.alertID}`)).body.code).toBe('E9020');

    // At the limit, one more is refused.
    const existing = (await client<{ alerts: PriceAlert[] }>(OTHER, 'GET', '/price_alerts')).body.data.alerts;
    const fill = PRICE_ALERTS_PER_USER - existing.length;
    await app()
      .db.insertInto('price_alerts')
      .values(
        Array.from({ length: fill }, (_, index) => ({
          alert_id: `fill-${index}`,
          broker_code: 'LTU',
          user_id: OTHER,
          market: 'HK',
          stock_code: '00700',
          type: 'NominalUp' as const,
          frequency: 'EFA' as const,
          value: '999999',
          enabled: false,
        })),
      )
      .execute();
    const refused = await create({ type: 'NominalUp', frequency: 'OFA', value: '1' }, OTHER);
    expect(refused.body).toMatchObject({ code: 'E9021', data: { limit: PRICE_ALERTS_PER_USER } });
  });
});
