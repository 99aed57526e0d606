import type { FastifyInstance } from 'fastify';
import {
  getBrokerConfigurations,
  getBrokerTextPack,
  getBrokerTips,
  postBrokerFeature,
} from '@lantau/contract';
import { registerCall } from '../http/register-call';
import type { BrokerService } from './broker-service';

export function registerBrokerRoutes(app: FastifyInstance, brokers: BrokerService): void {
  registerCall(app, getBrokerConfigurations, ({ params, query }) =>
    brokers.configurations(params.brokerCode, query.key),
  );

  registerCall(app, getBrokerTips, ({ params, query, request }) =>
    brokers.tips(params.brokerCode, query.tipKey, request.language),
  );

  registerCall(app, postBrokerFeature, ({ params, body, request }) =>
    brokers.askFeature(params.brokerCode, body.featureKey, {
      language: request.language,
      requestId: request.id,
      userId: null,
    }),
  );

  registerCall(app, getBrokerTextPack, ({ params }) => brokers.textPack(params.brokerCode, params.language));
}
