import { describe, expect, it } from 'vitest';
import type { BrokerConfigEntry } from '@lantau/contract';
import { jsonb } from '../src/platform/db/jsonb';
import { testBackends } from './support/backends';
import { demoClient, identityConfig, passwordStep } from './support/identity';
import { useTestServer } from './support/test-server';

describe.each(testBackends)('broker configuration kept in memory (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const configured = async (key: string) => {
    const response = await server.current.call<BrokerConfigEntry[]>(
      `/api/brokers/LTU/configurations?key=${key}`,
    );
    expect(response.body.code).toBe('OK');
    return response.body.data[0]?.value;
  };
  /** An edit made straight in the database, as an operator with psql would: nobody is told. */
  const editInSql = (key: string, value: unknown) =>
    server.current.app.db
      .updateTable('broker_configurations')
      .set({ value: jsonb(value) })
      .where('broker_code', '=', 'LTU')
      .where('config_key', '=', key)
      .execute();

  it('answers from memory, and reloads its copy when a change is announced on the event bus', async () => {
    expect(await configured('WebTwoFAChannel')).toBe('SMS');
    await editInSql('WebTwoFAChannel', 'Email');
    // Still the kept copy: the call no longer queries the database each time.
    expect(await configured('WebTwoFAChannel')).toBe('SMS');
    // Another node that changed it announces the change; this node hears it through the bus and reloads its
    // copy behind the readers, who keep the one at hand meanwhile.
    await server.current.app.bus.publish({ type: 'broker-changed', brokerCode: 'LTU' });
    await expect.poll(() => configured('WebTwoFAChannel'), { timeout: 2_000 }).toBe('Email');

    await editInSql('WebTwoFAChannel', 'SMS');
    await server.current.app.bus.publish({ type: 'broker-changed', brokerCode: 'LTU' });
    await expect.poll(() => configured('WebTwoFAChannel'), { timeout: 2_000 }).toBe('SMS');
  });

  it('shows a change made through the repository on the very next read, the login included', async () => {
    expect(await configured('WebOtpLength')).toBe(6);
    await server.current.app.brokerRepository.setConfiguration('LTU', 'WebOtpLength', 8);
    try {
      expect(await configured('WebOtpLength')).toBe(8);
      const login = await passwordStep(server.current, 'LTU1001', demoClient('LTU1001').password);
      expect(login.body.code).toBe('OK');
      expect(login.body.data.challenge.otpLength).toBe(8);
    } finally {
      await server.current.app.brokerRepository.setConfiguration('LTU', 'WebOtpLength', 6);
    }
    expect(await configured('WebOtpLength')).toBe(6);
  });
});
