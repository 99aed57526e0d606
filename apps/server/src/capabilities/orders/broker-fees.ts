import type { BrokerConfigValue } from '@lantau/contract';
import { brokerConfigSchemas } from '@lantau/contract';
import { DEFAULT_FEE_SCHEDULES, feeRate, scheduleInForce, type FeeSchedule } from '@lantau/domain';
import type { BrokerRepository } from '../brokers/broker-repository';

// Each broker's own brokerage (broker configuration `BrokerageRates`), laid over the platform's dated default
// schedules: on a date, a broker's schedule for a market is the default in force then with its brokerage rate
// replaced by the broker's rate in force then. Statutory and exchange fees are the same for every broker.

export type BrokerageRate = BrokerConfigValue<'BrokerageRates'>[number];

/** What the fee calculator needs to know of a broker: its code and its own brokerage rates. */
export interface BrokerFees {
  brokerCode: string;
  brokerage: readonly BrokerageRate[];
}

/** The broker's fees as configured (no rates of its own when the stored value is missing or not valid). */
export async function brokerFeesOf(
  brokers: Pick<BrokerRepository, 'findConfigurations'>,
  brokerCode: string,
): Promise<BrokerFees> {
  const [row] = await brokers.findConfigurations(brokerCode, ['BrokerageRates']);
  const parsed = brokerConfigSchemas.BrokerageRates.safeParse(row?.value);
  return { brokerCode, brokerage: parsed.success ? parsed.data : [] };
}

/**
 * The schedule in force on `date` for a market (of `currency` where a market trades in two): the platform's
 * default, with the broker's brokerage when it has one for the market then. Undefined when no schedule applies.
 */
export function feeScheduleOn(
  market: string,
  date: string,
  options: { currency?: string; broker?: BrokerFees | undefined } = {},
): FeeSchedule | undefined {
  const base = scheduleInForce(DEFAULT_FEE_SCHEDULES, market, date, {
    ...(options.currency !== undefined && { currency: options.currency }),
  });
  const broker = options.broker;
  const rate = broker?.brokerage
    .filter((entry) => entry.market === market && entry.effectiveFrom <= date)
    .reduce<BrokerageRate | undefined>(
      (latest, entry) =>
        latest === undefined || entry.effectiveFrom > latest.effectiveFrom ? entry : latest,
      undefined,
    );
  if (base === undefined || broker === undefined || rate === undefined) return base;
  const effectiveFrom = rate.effectiveFrom > base.effectiveFrom ? rate.effectiveFrom : base.effectiveFrom;
  return {
    ...base,
    scheduleID: `${broker.brokerCode}-${market}-${base.currency}-${effectiveFrom}`,
    effectiveFrom,
    brokerCode: broker.brokerCode,
    rates: base.rates.map((own) =>
      own.item !== 'BROKERAGE'
        ? own
        : feeRate('BROKERAGE', {
            ratePercent: rate.ratePercent ?? null,
            perShare: rate.perShare ?? null,
            minimum: rate.minimum,
            sides: own.sides,
          }),
    ),
  };
}
