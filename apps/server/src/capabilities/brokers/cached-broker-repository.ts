import type { BrokerConfigKey } from '@lantau/contract';
import type { EventBus } from '../../platform/events/event-bus';
import { refreshedCopy } from '../../platform/shared/refreshed-copy';
import type { BrokerRepository } from './broker-repository';

/**
 * How long a node trusts its copy of the brokers without hearing of a change before it reloads it: the safety
 * net for an edit made straight in SQL, or on a node whose events this one does not receive.
 */
export const BROKER_CACHE_TTL_MS = 10_000;

type BrokerRow = NonNullable<Awaited<ReturnType<BrokerRepository['findBroker']>>>;

/** Every broker and its whole configuration, as one copy (a few dozen rows per broker). */
interface BrokerReference {
  /** In the order the broker list is shown. */
  brokers: BrokerRow[];
  byCode: Map<string, BrokerRow>;
  /** Broker code, then configuration key, to the stored value. */
  configurations: Map<string, Map<string, unknown>>;
}

async function loadReference(repository: BrokerRepository): Promise<BrokerReference> {
  const [brokers, rows] = await Promise.all([repository.listBrokers(), repository.findAllConfigurations()]);
  const configurations = new Map<string, Map<string, unknown>>();
  for (const row of rows) {
    const values = configurations.get(row.broker_code) ?? new Map<string, unknown>();
    values.set(row.config_key, row.value);
    configurations.set(row.broker_code, values);
  }
  return { brokers, byCode: new Map(brokers.map((broker) => [broker.broker_code, broker])), configurations };
}

/**
 * The broker repository with brokers and their configuration answered from memory: the configuration call, the
 * login, every notice, fees in a fill and a fund request's switches read them (some inside transactions, which
 * must not wait for the database), and they change rarely. Readers never wait for a reload: a change made
 * through `setConfiguration` is read on this node as soon as the call returns, and is announced on the event
 * bus so that every node listening reloads its copy at once; anything else is seen within BROKER_CACHE_TTL_MS.
 * Returned values are shared: callers must not change them. Tips, text packs and feature requests go straight
 * to the database.
 */
export function createCachedBrokerRepository(
  repository: BrokerRepository,
  bus: EventBus,
  options: { ttlMs?: number } = {},
): BrokerRepository & { stop(): void } {
  const reference = refreshedCopy(() => loadReference(repository), {
    ttlMs: options.ttlMs ?? BROKER_CACHE_TTL_MS,
  });
  const stop = bus.subscribe((event) => {
    // A failed reload keeps the copy; the next read past the time limit tries again.
    if (event.type === 'broker-changed') reference.refresh().catch(() => undefined);
  });

  return {
    ...repository,
    stop,

    async findBroker(brokerCode: string) {
      return (await reference.get()).byCode.get(brokerCode);
    },

    async listBrokers() {
      return (await reference.get()).brokers;
    },

    async findConfigurations(brokerCode: string, keys: readonly string[]) {
      const values = (await reference.get()).configurations.get(brokerCode);
      return keys.flatMap((key) =>
        values?.has(key) ? [{ config_key: key, value: values.get(key) as unknown }] : [],
      );
    },

    async findAllConfigurations() {
      const { configurations } = await reference.get();
      return [...configurations].flatMap(([broker_code, values]) =>
        [...values].map(([config_key, value]) => ({ broker_code, config_key, value })),
      );
    },

    async findConfigurationOfAllBrokers(key: BrokerConfigKey) {
      const { configurations } = await reference.get();
      return [...configurations].flatMap(([broker_code, values]) =>
        values.has(key) ? [{ broker_code, value: values.get(key) as unknown }] : [],
      );
    },

    async setConfiguration(brokerCode: string, key: BrokerConfigKey, value: unknown) {
      await repository.setConfiguration(brokerCode, key, value);
      await reference.refresh();
      await bus.publish({ type: 'broker-changed', brokerCode });
    },
  };
}
