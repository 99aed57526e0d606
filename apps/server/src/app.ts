import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { requestHeaders } from '@lantau/contract';
import { registerBrokerRoutes } from './brokers/broker-routes';
import { createBrokerRepository } from './brokers/broker-repository';
import { createBrokerService } from './brokers/broker-service';
import { repositoryRoot, type Config } from './config';
import { prepareDatabase } from './db/prepare-database';
import './fastify-types';
import { registerApiDocumentCollector, registerApiDocumentRoutes } from './http/api-docs';
import { handleError } from './http/error-handler';
import { registerRateLimit } from './http/rate-limit';
import { applyRequestContext, registerRequestContext } from './http/request-context';
import { requestIdFrom } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp, webAppNotFoundHandler } from './http/web-app';
import { loggerOptions } from './logger';
import { registerMarketRoutes } from './markets/market-routes';
import { createMarketRepository } from './markets/market-repository';
import { createMarketService } from './markets/market-service';
import { registerReportRoutes } from './reports/report-routes';
import { registerSystemRoutes } from './systems/system-routes';

/** Broker logos and other files of the server itself. */
export const publicDir = path.join(repositoryRoot, 'apps/server/public');

/**
 * Builds the whole server, database included, and returns it ready to listen. `close()` releases everything
 * (the database too).
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[requestHeaders.apiCode]),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Failures before routing (a malformed URL) skip the hooks: give them the same envelope and headers.
    frameworkErrors: (error, request, reply) => {
      applyRequestContext(request, reply);
      handleError(error, request, reply);
    },
  });
  try {
    await assemble(app, config);
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
  await registerSecurityHeaders(app);
  await registerRateLimit(app, config.rateLimitPerMinute);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(webAppNotFoundHandler(config.webDist));

  const db = await prepareDatabase(config, app.log);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  await registerApiDocumentCollector(app);
  const brokers = createBrokerService(createBrokerRepository(db));
  registerBrokerRoutes(app, brokers);
  registerMarketRoutes(app, createMarketService(createMarketRepository(db)));
  registerSystemRoutes(app, brokers);
  registerReportRoutes(app);
  registerApiDocumentRoutes(app);
  await registerWebApp(app, config.webDist, publicDir);
}
