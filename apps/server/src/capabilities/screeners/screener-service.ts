import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  maxScreenersPerUser,
  screenerConditionFields,
  screenerNameMaxWidth,
  type Screener,
  type ScreenerConditions,
} from '@lantau/contract';
import { fitsDisplayWidth } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { screenerRepository, type ScreenerRow } from './screener-repository';

const idempotencyKeyPattern = /^[\x21-\x7e]{8,64}$/;

/** PostgreSQL's unique_violation: a racing twin took the name between our check and our write. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

function viewOf(row: ScreenerRow): Screener {
  return {
    // Stored conditions went through the contract's schema on the way in; parsing drops anything else.
    ...screenerConditionFields.parse(row.conditions),
    screenerID: row.screener_id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function checkName(name: string): void {
  if (!fitsDisplayWidth(name, screenerNameMaxWidth)) throw new AppError('E9044');
}

async function withNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('E9041');
    throw error;
  }
}

/** A client's saved screener strategies: named uniquely, capped in number, created once per Idempotency-Key. */
export function createScreenerService(db: Kysely<Database>) {
  async function answerFor(userId: string, key: { request_hash: string; screener_id: string }, hash: string) {
    if (key.request_hash !== hash) throw new AppError('E9043');
    const row = await screenerRepository.find(db, userId, key.screener_id);
    if (!row) throw new AppError('E9040');
    return viewOf(row);
  }

  return {
    async list(userId: string): Promise<Screener[]> {
      return (await screenerRepository.list(db, userId)).map(viewOf);
    },

    /**
     * Saves a strategy once per Idempotency-Key: a retry (or a racing twin that lost the claim) with the same
     * body answers the first strategy; the same key with another body is E9043.
     */
    async create(
      userId: string,
      body: ScreenerConditions & { name: string },
      idempotencyKey: string | undefined,
    ): Promise<Screener> {
      if (idempotencyKey === undefined || !idempotencyKeyPattern.test(idempotencyKey)) {
        throw new AppError('E9043');
      }
      const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const earlier = await screenerRepository.findKey(db, userId, idempotencyKey);
      if (earlier) return answerFor(userId, earlier, hash);
      checkName(body.name);
      const { name, ...conditions } = body;
      const screenerId = randomUUID();
      const created = await withNameGuard(() =>
        db.transaction().execute(async (trx) => {
          await screenerRepository.lockUser(trx, userId);
          const claimed = await screenerRepository.claimKey(trx, {
            userId,
            idempotencyKey,
            requestHash: hash,
            screenerId,
          });
          if (!claimed) return undefined;
          if ((await screenerRepository.count(trx, userId)) >= maxScreenersPerUser) {
            throw new AppError('E9042');
          }
          if (await screenerRepository.nameTaken(trx, userId, name)) throw new AppError('E9041');
          return screenerRepository.insert(trx, { screenerId, userId, name, conditions });
        }),
      );
      if (created) return viewOf(created);
      const winner = await screenerRepository.findKey(db, userId, idempotencyKey);
      if (!winner) throw new AppError('E9043');
      return answerFor(userId, winner, hash);
    },

    async change(
      userId: string,
      screenerId: string,
      change: { name?: string | undefined; conditions?: ScreenerConditions | undefined },
    ): Promise<Screener> {
      if (change.name !== undefined) checkName(change.name);
      const row = await withNameGuard(() =>
        db.transaction().execute(async (trx) => {
          await screenerRepository.lockUser(trx, userId);
          if (!(await screenerRepository.find(trx, userId, screenerId))) throw new AppError('E9040');
          if (
            change.name !== undefined &&
            (await screenerRepository.nameTaken(trx, userId, change.name, screenerId))
          ) {
            throw new AppError('E9041');
          }
          return screenerRepository.update(trx, userId, screenerId, change);
        }),
      );
      if (!row) throw new AppError('E9040');
      return viewOf(row);
    },

    async remove(userId: string, screenerId: string): Promise<null> {
      if (!(await screenerRepository.remove(db, userId, screenerId))) throw new AppError('E9040');
      return null;
    },
  };
}

export type ScreenerService = ReturnType<typeof createScreenerService>;
