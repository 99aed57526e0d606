import type { FastifyInstance } from 'fastify';
import {
  getBrokerConfigurations,
  getBrokerTextPack,
  getBrokerTips,
  postBrokerFeature,
} from '@lantau/contract';
import { registerCall } from '../../platform/http/register-call';
import type { WriteQuota } from '../../platform/quotas/write-quota';
import type { BrokerService } from './broker-service';

export function registerBrokerRoutes(app: FastifyInstance, brokers: BrokerService, quota: WriteQuota): void {
  registerCall(app, getBrokerConfigurations, ({ params, query }) =>
    brokers.configurations(params.brokerCode, query.key),
  );

  registerCall(app, getBrokerTips, ({ params, query, request }) =>
    brokers.tips(params.brokerCode, query.tipKey, request.language),
  );

  // Anyone may ask; past the anonymous quota the answer still comes, only the interest is not recorded.
  registerCall(app, postBrokerFeature, async ({ params, body, request }) =>
    brokers.askFeature(params.brokerCode, body.featureKey, {
      language: request.language,
      requestId: request.id,
      userId: null,
      record: (await quota.take({ address: request.ip }, 1)).granted,
    }),
  );

  registerCall(app, getBrokerTextPack, ({ params }) => brokers.textPack(params.brokerCode, params.language));
}
