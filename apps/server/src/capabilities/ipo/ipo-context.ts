import type { Kysely } from 'kysely';
import { brokerConfigSchemas, type ApiLanguage } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import type { MarketClock } from '../../platform/time/market-clock';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { Ledger } from '../ledger';
import type { IpoMarketListing } from './ipo-market-listing';
import type { ApplicationRow } from './ipo-repository';

/** What the IPO capability's parts share. */
export interface IpoContext {
  db: Kysely<Database>;
  ledger: Ledger;
  /** The market's clock: cut-offs are judged on its instant, dates on its business date. */
  clock: Pick<MarketClock, 'now' | 'today'>;
  brokers: Pick<BrokerRepository, 'findConfigurations'>;
  bus: EventBus;
  listing: IpoMarketListing;
}

export interface IpoClient {
  userId: string;
  brokerCode: string;
  language: ApiLanguage;
}

/** The broker's eIPO and grey market switches (WebEIPOEnable, WebGreyMarketEnable); off when not set. */
export async function ipoSwitchesOf(context: IpoContext, brokerCode: string) {
  const rows = await context.brokers.findConfigurations(brokerCode, ['WebEIPOEnable', 'WebGreyMarketEnable']);
  const value = (key: 'WebEIPOEnable' | 'WebGreyMarketEnable') => {
    const row = rows.find((candidate) => candidate.config_key === key);
    return row ? brokerConfigSchemas[key].parse(row.value) === true : false;
  };
  return { eipo: value('WebEIPOEnable'), greyMarket: value('WebGreyMarketEnable') };
}

/** E7074 unless the broker has enabled eIPO. */
export async function assertEipoEnabled(context: IpoContext, brokerCode: string) {
  const switches = await ipoSwitchesOf(context, brokerCode);
  if (!switches.eipo) throw new AppError('E7074');
  return switches;
}

/** Tells the owner's browsers (session socket 'ipoapplication') of applications that moved, once committed. */
export async function announceMoves(context: IpoContext, rows: readonly ApplicationRow[]): Promise<void> {
  for (const row of rows) {
    await context.bus.publish({
      type: 'ipo-application-changed',
      userId: row.user_id,
      applicationID: row.application_id,
      status: row.status,
    });
  }
}
