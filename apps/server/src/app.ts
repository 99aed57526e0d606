import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { requestHeaders } from '@lantau/contract';
import { createAccountValuation, registerAccounts } from './accounts/register-accounts';
import { registerBrokerRoutes } from './brokers/broker-routes';
import { createBrokerRepository } from './brokers/broker-repository';
import { createBrokerService } from './brokers/broker-service';
import { createCachedBrokerRepository } from './brokers/cached-broker-repository';
import { repositoryRoot, type Config } from './config';
import { prepareDatabase } from './db/prepare-database';
import './fastify-types';
import { registerApiDocumentCollector, registerApiDocumentRoutes } from './http/api-docs';
import { handleError } from './http/error-handler';
import { registerRateLimit } from './http/rate-limit';
import { applyRequestContext, registerRequestContext } from './http/request-context';
import { requestIdFrom } from './http/request-id';
import { requestTimeoutOptions } from './http/request-timeouts';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessionLanes } from './http/session-lanes';
import { registerTextSafety } from './http/text-safety';
import { registerWebApp, webAppNotFoundHandler } from './http/web-app';
import { createLedger } from './ledger';
import { loggerOptions } from './logger';
import { registerMarketData } from './market-data/register-market-data';
import { registerMarketRoutes } from './markets/market-routes';
import { createMarketRepository } from './markets/market-repository';
import { createMarketService } from './markets/market-service';
import { registerReportRoutes } from './reports/report-routes';
import { createReportRepository } from './reports/report-repository';
import { registerSystemRoutes } from './systems/system-routes';
import { registerIdentity } from './auth/identity';
import { registerJobs } from './jobs/register-jobs';
import { createWriteQuota } from './quotas/write-quota';
import { createInProcessEventBus } from './events/event-bus';
import { registerRawJsonBody } from './http/raw-body';
import { registerDevOutboxRoutes } from './notifications/dev-outbox-routes';
import { createNotifier } from './notifications/notifier';
import { createUserRepository } from './users/user-repository';
import { createOutboxRepository } from './notifications/outbox-repository';
import { createMessageSender } from './notifications/senders';
import { registerSessionSocket } from './sockets/session-socket';
import { registerOrders } from './orders/register-orders';
import { registerStatements } from './statements/register-statements';
import { registerMessageCenter } from './messages/message-center';
import { registerMessageSocket } from './sockets/message-socket';
import { registerBackOffice } from './back-office/register-back-office';
import { registerDividends } from './dividends/register-dividends';
import { dividendJob } from './dividends/dividend-job';
import { registerFunds } from './funds/register-funds';
import { registerScreeners } from './screeners/register-screeners';
import { demoFundProcessingJob } from './funds/demo-fund-processing';
import { registerBackOfficeQueues } from './back-office/register-back-office-queues';
import { registerPriceAlerts } from './price-alerts/register-price-alerts';
import { registerWatchlists } from './watchlists/register-watchlists';
import { registerHelpCenter } from './feedback/register-help-center';

/** How often the dividend job looks for record dates passed and payments due. */
const DIVIDEND_JOB_INTERVAL_SECONDS = 300;

/** Broker logos and other files of the server itself. */
export const publicDir = path.join(repositoryRoot, 'apps/server/public');

/**
 * Builds the whole server, database included, and returns it ready to listen. `close()` releases everything
 * (the database too). `extend` adds routes after the platform's own (tests use it for probe calls).
 */
export async function buildApp(
  config: Config,
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[requestHeaders.apiCode]),
    bodyLimit: config.bodyLimitBytes,
    ...requestTimeoutOptions(config.bodyTimeoutSeconds),
    trustProxy: config.trustProxy,
    // Failures before routing (a malformed URL) skip the hooks: give them the same envelope and headers.
    frameworkErrors: (error, request, reply) => {
      applyRequestContext(request, reply);
      handleError(error, request, reply);
    },
  });
  try {
    await assemble(app, config);
    await extend?.(app);
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function assemble(app: FastifyInstance, config: Config): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('registeredCalls', []);
  registerRequestContext(app);
  registerRawJsonBody(app);
  registerTextSafety(app);
  await registerSecurityHeaders(app);
  await registerRateLimit(app, config.rateLimitPerMinute);
  registerSessionLanes(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(webAppNotFoundHandler(config.webDist));

  const db = await prepareDatabase(config, app.log);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  registerJobs(app, config, [
    dividendJob(
      () => ({ payments: app.dividendPayments, ledger: app.ledger }),
      DIVIDEND_JOB_INTERVAL_SECONDS,
    ),
    ...(config.demoFundProcessingSeconds > 0
      ? [demoFundProcessingJob(() => app.fundProcessing, config.demoFundProcessingSeconds)]
      : []),
  ]);

  await registerApiDocumentCollector(app);
  const bus = createInProcessEventBus();
  app.decorate('bus', bus);
  const brokerRepository = createCachedBrokerRepository(createBrokerRepository(db), bus);
  app.addHook('onClose', async () => brokerRepository.stop());
  app.decorate('brokerRepository', brokerRepository);
  // Loaded before the first request: from then on no reader (a transaction among them) waits for it.
  await brokerRepository.listBrokers();
  const brokers = createBrokerService(brokerRepository);
  const outbox = createOutboxRepository(db);
  const messages = createMessageSender(config, outbox);
  app.addHook('onClose', async () => messages.close());
  const notifier = createNotifier(messages.sender, brokerRepository, app.log, createUserRepository(db));
  const sessions = registerIdentity(app, config, { brokers: brokerRepository, bus, notifier });
  registerBackOffice(app, { notifier });
  const anonymousWrites = createWriteQuota(db, config.anonymousWriteQuota);
  registerBrokerRoutes(app, brokers, anonymousWrites);
  registerMarketRoutes(app, createMarketService(createMarketRepository(db)));
  registerSystemRoutes(app, brokers);
  registerReportRoutes(app, createReportRepository(db), sessions, anonymousWrites);
  await registerSessionSocket(app, sessions, bus);
  const marketData = await registerMarketData(app, config, { sessions, bus });
  // One ledger for the whole server, on the market's clock (business dates follow it in tests too).
  const accountValuation = createAccountValuation(db, marketData.quotes, marketData.now);
  const ledger = createLedger({ clock: marketData.now, marginHeadroom: accountValuation.marginHeadroom });
  app.decorate('ledger', ledger);
  const accounts = registerAccounts(app, accountValuation, {
    ledger,
    webPlans: (userId) => marketData.plans.webPlans(userId),
    brokers: brokerRepository,
  });
  registerOrders(app, { bus, ledger, notifier, northboundDailyQuota: config.northboundDailyQuota });
  registerDividends(app, { ledger });
  registerFunds(app, config, { ledger, notifier, brokers: brokerRepository });
  registerStatements(app, {
    ledger,
    clock: marketData.now,
    prices: accountValuation.prices,
    brokers: brokerRepository,
    fontPath: config.statementFont,
  });
  registerMessageCenter(app);
  await registerMessageSocket(app, sessions, bus);
  registerBackOfficeQueues(app, { accounts });
  registerScreeners(app);
  await registerPriceAlerts(app, { now: marketData.now });
  registerWatchlists(app);
  await registerHelpCenter(app);
  if (config.demoMode) registerDevOutboxRoutes(app, outbox);
  registerApiDocumentRoutes(app);
  await registerWebApp(app, config.webDist, publicDir);
}
