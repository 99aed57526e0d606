import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/schema';
import { createValuationData } from './valuation-data';

type Reader = Kysely<Database>;

/** Stands in for a connection: the repository below records which one each read went through. */
const connection = (name: string) => ({ name }) as unknown as Reader;
const nameOf = (reader: Reader) => (reader as unknown as { name: string }).name;

function repositoryOf(rate: () => string) {
  const reads: string[] = [];
  return {
    reads,
    repository: {
      findMarginRatios: async (reader: Reader) => {
        reads.push(nameOf(reader));
        return [{ market: 'HK', stock_code: '*', ratio: '0.5' }];
      },
      findReferenceRates: async (reader: Reader) => {
        reads.push(nameOf(reader));
        return [{ currency_code: 'USD', hkd_per_unit: rate() }];
      },
    },
  };
}

describe('createValuationData', () => {
  it('refills through the connection of the caller that finds it expired, never one of its own', async () => {
    let now = 0;
    let rate = '7.8';
    const { reads, repository } = repositoryOf(() => rate);
    const data = createValuationData(repository, { ttlMs: 1000, now: () => now });

    const first = await data.get(connection('trx-1'));
    expect(first.toHkd('USD', new Decimal(1)).toFixed()).toBe('7.8');
    expect(first.marginRatio('HK', '00700').toFixed()).toBe('0.5');
    expect(reads).toEqual(['trx-1', 'trx-1']);

    // Fresh: kept, nothing read (not even through the pool).
    rate = '7.7';
    now = 999;
    expect((await data.get(connection('pool'))).toHkd('USD', new Decimal(1)).toFixed()).toBe('7.8');
    expect(reads).toHaveLength(2);

    // Expired: the next caller's own connection reloads it.
    now = 1000;
    expect((await data.get(connection('trx-2'))).toHkd('USD', new Decimal(1)).toFixed()).toBe('7.7');
    expect(reads.slice(2)).toEqual(['trx-2', 'trx-2']);
  });

  it("gives each caller that finds it expired a refill of its own, not one queued on another's connection", async () => {
    let now = 0;
    let rate = '7.8';
    const { reads, repository } = repositoryOf(() => rate);
    const data = createValuationData(repository, { ttlMs: 0, now: () => now });
    const older = data.get(connection('trx-1'));
    now = 5;
    rate = '7.9';
    const newer = data.get(connection('trx-2'));
    expect(reads).toEqual(['trx-1', 'trx-1', 'trx-2', 'trx-2']);
    expect((await newer).toHkd('USD', new Decimal(1)).toFixed()).toBe('7.9');
    expect((await older).toHkd('USD', new Decimal(1)).toFixed()).toBe('7.8');
  });
});
