import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { AuthSettings } from '../auth/auth-settings';
import type { Ledger } from '../ledger';
import type { Notifier } from '../notifications/notifier';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { UploadQuota } from '../../platform/quotas/upload-quota';
import type { MarketClock } from '../../platform/time/market-clock';
import { createBrokerAuthSettings } from '../auth/broker-auth-settings';
import { createClientQueries } from './client-queries';
import { createClientRequests } from './client-requests';
import { createEdda, type Edda } from './edda';
import type { FundContext } from './fund-context';
import { registerFundRoutes } from './fund-routes';
import { createStaffActions, type StaffActions } from './staff-actions';
import { registerStaffFundRoutes } from './staff-fund-routes';
import { createWithdrawalCodes } from './withdrawal-codes';

/**
 * Money movement: the client's fund calls and the back office's. Returns what staff and the demo's platform do
 * to fund requests and eDDA authorisations (the demo processing job runs with them).
 */
export function registerFunds(
  app: FastifyInstance,
  config: Pick<AuthSettings, 'sessionTimeoutSeconds' | 'otpMaxMismatches' | 'otpResendSeconds'>,
  shared: {
    db: Kysely<Database>;
    ledger: Ledger;
    clock: MarketClock;
    notifier: Notifier;
    brokers: BrokerRepository;
    uploads: UploadQuota;
    bus: EventBus;
  },
): { actions: StaffActions; edda: Edda } {
  const context: FundContext = {
    db: shared.db,
    ledger: shared.ledger,
    clock: shared.clock,
    brokers: shared.brokers,
    log: app.log,
    uploads: shared.uploads,
    bus: shared.bus,
    codes: createWithdrawalCodes({
      db: shared.db,
      brokers: shared.brokers,
      notifier: shared.notifier,
      authSettings: createBrokerAuthSettings(shared.brokers, config.sessionTimeoutSeconds),
      policy: { maxMismatches: config.otpMaxMismatches, resendSeconds: config.otpResendSeconds },
      // A code's expiry is wall time, not business time.
      now: () => new Date(),
    }),
  };
  const edda = createEdda(context);
  const actions = createStaffActions(context);
  registerFundRoutes(app, context, {
    requests: createClientRequests(context),
    queries: createClientQueries(context),
    edda,
  });
  registerStaffFundRoutes(app, context, { actions, edda });
  return { actions, edda };
}
