import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiLanguage } from '@lantau/contract';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { Ledger } from '../ledger';
import type { UploadQuota } from '../../platform/quotas/upload-quota';
import type { MarketClock } from '../../platform/time/market-clock';
import type { WithdrawalCodes } from './withdrawal-codes';

/** What the fund services work with. */
export interface FundContext {
  db: Kysely<Database>;
  ledger: Ledger;
  /** The market's clock: a request's business date (its OTP step and the demo's delays are wall time). */
  clock: MarketClock;
  brokers: Pick<BrokerRepository, 'findConfigurations'>;
  codes: WithdrawalCodes;
  log: FastifyBaseLogger;
  /** Where a committed change of a request is told (the session socket pushes it to the client). */
  bus: EventBus;
  /** What a client may upload a day (certificates here, feedback images elsewhere): one budget. */
  uploads: UploadQuota;
}

/** The logged-in client making a call. */
export interface FundCaller {
  userId: string;
  brokerCode: string;
  language: ApiLanguage;
}
