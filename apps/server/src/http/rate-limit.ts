import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from './app-error';

/** A coarse per-address limit against floods; answers E4029 in the envelope like any other failure. */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new AppError('E4029'),
  });
}
