import { z } from 'zod';
import { defineCall } from './define-call';
import { brokerSummarySchema } from './brokers';
import { marketDataConfigKeySchema } from '../broker-config';
import { marketCodeSchema } from '../markets';
import { commaListQuery } from './common';

export const getSystemBrokers = defineCall({
  service: 'market',
  method: 'GET',
  path: '/systems/brokers',
  summary: 'Every broker on the platform (the broker list)',
  access: 'public',
  data: z.array(brokerSummarySchema),
});

export const getSystemConfigurations = defineCall({
  service: 'market',
  method: 'GET',
  path: '/systems/configurations',
  summary: 'Market-data configuration (WebSupportMarket)',
  access: 'public',
  ...commaListQuery('key', marketDataConfigKeySchema, 'E1002'),
  data: z.array(z.object({ key: z.literal('WebSupportMarket'), value: z.array(marketCodeSchema) })),
});

export const errorReportTypes = ['ApiError', 'ResourceMiss', 'SyncError', 'AsyncError'] as const;

export const getReportConfigs = defineCall({
  service: 'report',
  method: 'GET',
  path: '/brokers/configs',
  summary: 'How the client batches its error reports',
  access: 'public',
  data: z.object({
    enabled: z.boolean(),
    intervalSeconds: z.number().int().positive(),
    batchSize: z.number().int().positive(),
    storageCapBytes: z.number().int().positive(),
    slowRequestMs: z.number().int().positive(),
    types: z.array(z.enum(errorReportTypes)),
  }),
});

/** What the readiness call checked: each dependency the node needs to serve calls. */
export const readinessCheckSchema = z.enum(['ok', 'off']);

export const getReady = defineCall({
  service: 'main',
  method: 'GET',
  path: '/ready',
  summary:
    "The node's readiness, for a load balancer's health checks: OK when its database (and, with REDIS_URL, Redis) answers; E5003 (503) when one does not or while the node is shutting down, so the balancer stops sending it requests before it exits",
  access: 'public',
  data: z.object({
    database: readinessCheckSchema,
    redis: readinessCheckSchema,
  }),
});
