import { afterEach, describe, expect, it } from 'vitest';
import type { BrokerConfigKey, FundRequest, FundSettings } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { fundKey, fundRequests } from './support/funds';
import { demoClient, identityConfig, mobileOf, outbox } from './support/identity';
import { useTestServer } from './support/test-server';

// The broker's fund switches (spec section 6), turned by the broker repository as the back office would, seen
// by the client's calls at once: a closed feature is E7001, a suspended eDDA or eDDI its own code, and an eDDI
// debit below the broker's minimum E7011.

const USER = 'LTU1004';
const ACCOUNT = 'LTU100401';

describe.each(testBackends)('fund switches (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const { client, staff } = apiCallers(server);
  const funds = fundRequests(server, client);
  const changed = new Map<BrokerConfigKey, unknown>();
  /** Sets a switch of LTU for one test; afterEach puts the seeded value back. */
  async function setSwitch(key: BrokerConfigKey, value: unknown) {
    const brokers = server.current.app.brokerRepository;
    if (!changed.has(key)) {
      const [row] = await brokers.findConfigurations('LTU', [key]);
      changed.set(key, row?.value);
    }
    await brokers.setConfiguration('LTU', key, value);
  }
  afterEach(async () => {
    for (const [key, value] of changed)
      await server.current.app.brokerRepository.setConfiguration('LTU', key, value);
    changed.clear();
  });
  const settings = async () =>
    (await client<FundSettings>(USER, 'GET', '/funds/settings')).body.data.switches;

  /** A confirmed eDDA authorisation of the client's own bank account: what an eDDI debit draws on. */
  async function confirmedEdda(): Promise<string> {
    const user = await server.current.app.db
      .selectFrom('users')
      .select('id_number')
      .where('user_id', '=', USER)
      .executeTakeFirstOrThrow();
    const authorised = await client<{ eddaID: string }>(USER, 'POST', '/funds/edda', {
      accountNumber: ACCOUNT,
      bankCode: '004',
      bankAccountNumber: '004-555666-001',
      accountHolderName: demoClient(USER).nameEn,
      idNumber: user.id_number,
    });
    expect(authorised.body.code).toBe('OK');
    const confirmed = await staff('OPS1', 'POST', `/staff/funds/edda/${authorised.body.data.eddaID}/confirm`);
    expect(confirmed.body.code).toBe('OK');
    return authorised.body.data.eddaID;
  }
  const eddi = (eddaID: string, amount: string) =>
    client<FundRequest>(
      USER,
      'POST',
      '/funds/deposits',
      { accountNumber: ACCOUNT, currency: 'HKD', method: 'EDDA', amount, eddaID },
      fundKey(),
    );

  it('refuses deposits, withdrawals and exchanges while the broker has them closed (E7001)', async () => {
    await setSwitch('WebFundInEnable', false);
    await setSwitch('WebFundOutEnable', false);
    await setSwitch('WebFundExEnable', false);
    expect(await settings()).toMatchObject({
      WebFundInEnable: false,
      WebFundOutEnable: false,
      WebFundExEnable: false,
    });
    expect((await funds.deposit(USER, ACCOUNT, '1000')).body.code).toBe('E7001');
    // Nothing to sign while withdrawals are closed: no code is sent.
    const sms = () => outbox(server.current, { to: mobileOf(demoClient(USER)) });
    const sent = (await sms()).length;
    const asked = await client(USER, 'POST', '/funds/withdrawals/codes');
    expect(asked.body).toMatchObject({ code: 'E7001', message: 'This fund feature is not yet open.' });
    expect((await sms()).length).toBe(sent);
    // A code from while they were open: a closed feature refuses before the code is checked (and spent), so
    // the same code signs the withdrawal once they are open again.
    await setSwitch('WebFundOutEnable', true);
    const code = (await funds.withdrawalCode(USER)).body.data;
    await setSwitch('WebFundOutEnable', false);
    expect((await funds.withdrawal(USER, ACCOUNT, '100', { code })).body.code).toBe('E7001');
    expect((await funds.exchange(USER, ACCOUNT, 'HKD', 'USD', '100')).body.code).toBe('E7001');
    const none = await server.current.app.db
      .selectFrom('fund_requests')
      .select('request_id')
      .where('user_id', '=', USER)
      .execute();
    expect(none).toEqual([]);

    // Opened again, the same calls go through.
    await setSwitch('WebFundInEnable', true);
    await setSwitch('WebFundOutEnable', true);
    await setSwitch('WebFundExEnable', true);
    expect((await funds.deposit(USER, ACCOUNT, '1000')).body.code).toBe('OK');
    expect((await funds.withdrawal(USER, ACCOUNT, '100', { code })).body.code).toBe('OK');
    expect((await funds.exchange(USER, ACCOUNT, 'HKD', 'USD', '100')).body.code).toBe('OK');
  });

  it('refuses a new eDDA authorisation while eDDA is suspended (E7008)', async () => {
    await setSwitch('WebFundInSuspendDDA', true);
    expect((await settings()).WebFundInSuspendDDA).toBe(true);
    const refused = await client(USER, 'POST', '/funds/edda', {
      accountNumber: ACCOUNT,
      bankCode: '004',
      bankAccountNumber: '004-555666-001',
      accountHolderName: demoClient(USER).nameEn,
      idNumber: 'A123456(7)',
    });
    expect(refused.body).toMatchObject({
      code: 'E7008',
      message: 'Direct debit authorisation (eDDA) is suspended.',
    });
    const listed = await client<unknown[]>(USER, 'GET', '/funds/edda');
    expect(listed.body.data).toEqual([]);
  });

  it('refuses eDDI debits while suspended (E7009) and below the minimum (E7011), takes one at the minimum', async () => {
    const eddaID = await confirmedEdda();
    await setSwitch('WebFundInSuspendDDI', true);
    expect((await eddi(eddaID, '5000')).body.code).toBe('E7009');
    await setSwitch('WebFundInSuspendDDI', false);
    await setSwitch('WebFundInMinAmountDDI', '2500');
    expect((await settings()).WebFundInMinAmountDDI).toBe('2500');
    const low = await eddi(eddaID, '2499.99');
    expect(low.body).toMatchObject({ code: 'E7011', message: 'The eDDI amount is below the minimum.' });
    const atMinimum = await eddi(eddaID, '2500');
    expect(atMinimum.body.data).toMatchObject({
      status: 'PND',
      amount: '2500.00',
      details: { method: 'EDDA' },
    });
  });
});
