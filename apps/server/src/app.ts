import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { requestHeaders } from '@lantau/contract';
import { createAccountValuation, registerAccounts } from './capabilities/accounts/register-accounts';
import { registerBrokerRoutes } from './capabilities/brokers/broker-routes';
import { createBrokerRepository } from './capabilities/brokers/broker-repository';
import { createBrokerService } from './capabilities/brokers/broker-service';
import { createCachedBrokerRepository } from './capabilities/brokers/cached-broker-repository';
import { repositoryRoot, type Config } from './config';
import { prepareDatabase } from './composition/prepare-database';
import { openSharedState } from './composition/shared-state';
import './composition/fastify-types';
import { registerApiDocumentCollector, registerApiDocumentRoutes } from './platform/http/api-docs';
import { createErrorHandler } from './platform/http/error-handler';
import { registerRateLimit } from './platform/http/rate-limit';
import { registerReadiness } from './platform/http/readiness';
import { applyRequestContext, registerRequestContext } from './platform/http/request-context';
import { requestIdFrom } from './platform/http/request-id';
import { requestTimeoutOptions } from './platform/http/request-timeouts';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerSessionLanes } from './platform/http/session-lanes';
import { registerTextSafety } from './platform/http/text-safety';
import { createPrerenderer } from './platform/http/prerender';
import { cspNoncePlaceholder, registerWebApp, webAppNotFoundHandler } from './platform/http/web-app';
import { createLedger } from './capabilities/ledger';
import { createMarketClock } from './platform/time/market-clock';
import { registerMetrics } from './platform/metrics/metrics';
import { loggerOptions } from './platform/logging/logger';
import { registerMarketData } from './capabilities/market-data/register-market-data';
import { registerMarketRoutes } from './capabilities/markets/market-routes';
import { createMarketRepository } from './capabilities/markets/market-repository';
import { createMarketService } from './capabilities/markets/market-service';
import { registerReportRoutes } from './capabilities/reports/report-routes';
import { createReportRepository } from './capabilities/reports/report-repository';
import { registerSystemRoutes } from './capabilities/systems/system-routes';
import { registerIdentity } from './capabilities/auth/identity';
import { registerUsers } from './capabilities/users/register-users';
import { registerJobs } from './composition/register-jobs';
import { createUploadQuota } from './platform/quotas/upload-quota';
import { createWriteQuota } from './platform/quotas/write-quota';
import { registerRawJsonBody } from './platform/http/raw-body';
import { registerDevOutboxRoutes } from './capabilities/notifications/dev-outbox-routes';
import { createNotifier } from './capabilities/notifications/notifier';
import { createUserRepository } from './capabilities/auth/user-repository';
import { createOutboxRepository } from './capabilities/notifications/outbox-repository';
import { createMessageSender } from './capabilities/notifications/senders';
import { registerSessionSocket } from './capabilities/auth/session-socket';
import { registerOrders } from './capabilities/orders/register-orders';
import { registerStatements } from './capabilities/statements/register-statements';
import { registerMessageCenter } from './capabilities/messages/message-center';
import { registerMessageSocket } from './capabilities/messages/message-socket';
import { registerBackOffice } from './capabilities/back-office/register-back-office';
import { registerDividends } from './capabilities/dividends/register-dividends';
import { dividendJob } from './capabilities/dividends/dividend-job';
import { registerFunds } from './capabilities/funds/register-funds';
import { registerScreeners } from './capabilities/screeners/register-screeners';
import { demoFundProcessingJob } from './capabilities/funds/demo-fund-processing';
import { registerBackOfficeQueues } from './capabilities/back-office/register-back-office-queues';
import { registerPriceAlerts } from './capabilities/price-alerts/register-price-alerts';
import { registerWatchlists } from './capabilities/watchlists/register-watchlists';
import { registerHelpCenter } from './capabilities/feedback/register-help-center';
import { registerIpos } from './capabilities/ipo/register-ipo';
import { ipoJob } from './capabilities/ipo/ipo-job';
import { demoIpoDesk } from './composition/seed/demo-staff';
import { seedDemoIpos } from './composition/seed/demo-ipos';
import { createNewIssues } from './capabilities/markets/new-issues';
import { greyProceedsJob } from './capabilities/orders/grey-proceeds-job';
import { exchangeKeys } from './capabilities/exchange-remote/exchange-wire';
import { createRemoteExchange } from './capabilities/exchange-remote/remote-exchange';

/** How often the dividend job looks for record dates passed and payments due. */
const DIVIDEND_JOB_INTERVAL_SECONDS = 300;
/** How often the IPO job looks for opens, cut-offs, closes and listings due (cut-offs are to the minute). */
const IPO_JOB_INTERVAL_SECONDS = 30;

/** How often grey market sale proceeds are looked at for their listing day (released then). */
const GREY_PROCEEDS_JOB_INTERVAL_SECONDS = 60;

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
  // Error data that does not match its code's schema fails loudly (E5000) everywhere but in production.
  const handleError = createErrorHandler({ checkErrorData: !config.production });
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
    await assemble(app, config, handleError);
    await extend?.(app);
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function assemble(
  app: FastifyInstance,
  config: Config,
  handleError: ReturnType<typeof createErrorHandler>,
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('registeredCalls', []);
  registerRequestContext(app);
  registerRawJsonBody(app);
  registerTextSafety(app);
  await registerSecurityHeaders(app);
  // In this process, or in Redis (REDIS_URL) for several nodes.
  const shared = await openSharedState(app, config);
  const { bus } = shared;
  await registerRateLimit(app, config.rateLimitPerMinute, shared.rateLimitRedis);
  registerSessionLanes(app);
  app.setErrorHandler(handleError);
  // The public pages drawn on the server (platform/http/prerender.ts): nothing is drawn before the first request,
  // by when the API calls a draw makes are registered.
  const prerenderer = createPrerenderer(app, config.webDist, config.webPrerender, cspNoncePlaceholder, bus);
  app.setNotFoundHandler(webAppNotFoundHandler(config.webDist, prerenderer));

  const db = await prepareDatabase(config, app.log);
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  // First, so every route's requests are counted and timed.
  const metrics = registerMetrics(app, config.metrics, db);
  await registerApiDocumentCollector(app);
  // The balancer's check: the database, and Redis when the nodes share one.
  const sharedRedis = shared.rateLimitRedis;
  const readiness = registerReadiness(app, { db, redisPing: sharedRedis && (() => sharedRedis.ping()) });
  const brokerRepository = createCachedBrokerRepository(createBrokerRepository(db), bus);
  app.addHook('onClose', async () => brokerRepository.stop());
  // Loaded before the first request: from then on no reader (a transaction among them) waits for it.
  await brokerRepository.listBrokers();
  const brokers = createBrokerService(brokerRepository);
  const outbox = createOutboxRepository(db);
  const messages = createMessageSender(config, outbox);
  app.addHook('onClose', async () => messages.close());
  const notifier = createNotifier(messages.sender, brokerRepository, app.log, createUserRepository(db));
  const identity = registerIdentity(app, config, {
    db,
    brokers: brokerRepository,
    bus,
    notifier,
    nonces: shared.nonces,
    rateLimits: shared.authRateLimits,
  });
  const { sessions, limiter, verifySocketHello } = identity;
  registerUsers(app, { db, notifier, bus, limiter });
  registerBackOffice(app, config, { db, notifier, limiter });
  const anonymousWrites = createWriteQuota(db, config.anonymousWriteQuota);
  registerBrokerRoutes(app, brokers, anonymousWrites);
  registerMarketRoutes(app, createMarketService(createMarketRepository(db)));
  registerSystemRoutes(app, brokers);
  registerReportRoutes(app, createReportRepository(db), sessions, anonymousWrites);
  await registerSessionSocket(app, {
    sessions,
    bus,
    verifyHello: verifySocketHello,
    presence: shared.presence,
  });
  // EXCHANGE=remote: the exchange is its own process (npm run exchange), reached over Redis Streams.
  const remote =
    config.exchange === 'remote'
      ? createRemoteExchange(config.redisUrl!, exchangeKeys(), app.log)
      : undefined;
  if (remote) app.addHook('onClose', () => remote.close());
  const marketData = await registerMarketData(app, config, {
    remote,
    db,
    brokers: brokerRepository,
    sessions,
    bus,
    verifySocketHello,
  });
  // One market clock for every business date (the exchange's, injected in tests), one ledger on it.
  const clock = createMarketClock(marketData.simulator);
  const accountValuation = createAccountValuation(db, marketData.quotes, clock, {
    ttlMs: config.valuationDataTtlMs,
  });
  const ledger = createLedger({ clock, marginHeadroom: accountValuation.marginHeadroom });
  const accounts = registerAccounts(app, accountValuation, {
    db,
    ledger,
    clock,
    webPlans: (userId) => marketData.plans.webPlans(userId),
    brokers: brokerRepository,
  });
  const orders = registerOrders(app, {
    db,
    simulator: marketData.simulator,
    brokers: brokerRepository,
    bus,
    ledger,
    clock,
    notifier,
    northboundDailyQuota: config.northboundDailyQuota,
    remote,
    timings: metrics.orders,
  });
  // The IPO desk's seam to the exchange: new issues listed, updated and cancelled (their grey trades voided by
  // orders). Listed again at start-up, before orders re-enter their working orders on them.
  const newIssues = createNewIssues({
    db,
    simulator: marketData.simulator,
    voidGreyTrades: (trx, market, stockCode) => orders.greyMarket.voidTrades(trx, market, stockCode),
  });
  // The demo's IPOs on the market clock, at every start: whichever of open, closed awaiting results and allotted
  // no demo issue shows any longer gets a fresh issue (codes unused by the exchange), before the listings return.
  if (config.seed && config.demoIpos) {
    await db
      .transaction()
      .execute((trx) =>
        seedDemoIpos(trx, clock.now(), (code) => marketData.simulator.instrument('HK', code) !== undefined),
      );
  }
  await newIssues.restore();
  // A new exchange epoch lists the new issues again before orders re-enter their working orders.
  orders.listenRemote(() => newIssues.restore());
  const dividendPayments = registerDividends(app, { db, ledger, clock, bus });
  // One budget per client for everything uploaded: transfer certificates and feedback images.
  const uploads = createUploadQuota(config.uploadQuota);
  const fundProcessing = registerFunds(app, config, {
    db,
    ledger,
    clock,
    notifier,
    brokers: brokerRepository,
    uploads,
    bus,
  });
  const ipos = registerIpos(app, {
    db,
    ledger,
    clock,
    brokers: brokerRepository,
    bus,
    // The exchange's listing of new issues: their grey session, listing day, and grey trades voided on a cancel.
    listing: newIssues,
    demoDesk: config.demoIpos ? demoIpoDesk : undefined,
  });
  // The demo's allotted issue has its grey market today, whenever the demo starts.
  await ipos.demo?.keepGreyMarketOpen(clock.tradingDate('HK'));
  registerStatements(app, {
    db,
    clock,
    prices: accountValuation.prices,
    brokers: brokerRepository,
    fontPath: config.statementFont,
  });
  registerMessageCenter(app, { db });
  await registerMessageSocket(app, { db, sessions, bus, verifyHello: verifySocketHello });
  registerBackOfficeQueues(app, { db, bus, accounts });
  registerScreeners(app, { db });
  const priceAlertWatcher = await registerPriceAlerts(app, {
    db,
    simulator: marketData.simulator,
    clock,
  });
  registerWatchlists(app, { db });
  await registerHelpCenter(app, { db, uploads });
  if (config.demoMode) registerDevOutboxRoutes(app, outbox);
  const jobs = registerJobs(
    app,
    db,
    config,
    [
      dividendJob({ payments: dividendPayments, clock }, DIVIDEND_JOB_INTERVAL_SECONDS),
      ipoJob(ipos, IPO_JOB_INTERVAL_SECONDS),
      greyProceedsJob(orders.greyMarket, GREY_PROCEEDS_JOB_INTERVAL_SECONDS),
      ...(config.demoFundProcessingSeconds > 0
        ? [demoFundProcessingJob(fundProcessing, config.demoFundProcessingSeconds)]
        : []),
    ],
    metrics.jobs,
  );

  // What tests, benchmarks and operators reach on the instance (fastify-types.ts); no capability reads these.
  app.decorate('db', db);
  app.decorate('bus', bus);
  app.decorate('nodeId', shared.nodeId);
  app.decorate('socketPresence', shared.presence);
  app.decorate('brokerRepository', brokerRepository);
  app.decorate('ledger', ledger);
  app.decorate('marketSimulator', marketData.simulator);
  app.decorate('streamHub', marketData.hub);
  app.decorate('ordersIdle', orders.idle);
  app.decorate('priceAlertWatcher', priceAlertWatcher);
  app.decorate('newIssues', newIssues);
  app.decorate('jobs', jobs);
  app.decorate('readiness', readiness);
  registerApiDocumentRoutes(app);
  await registerWebApp(app, config.webDist, publicDir, prerenderer);
}
