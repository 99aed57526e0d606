import { randomUUID } from 'node:crypto';
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
import type { IdempotencyClaim } from '../../platform/http/idempotency';
import { screenerRepository, type ScreenerRow } from './screener-repository';

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
  return {
    async list(userId: string): Promise<Screener[]> {
      return (await screenerRepository.list(db, userId)).map(viewOf);
    },

    /** Saves a strategy (its call is `idempotent`: a retry is answered by `saved`, never saved twice). */
    async create(
      userId: string,
      body: ScreenerConditions & { name: string },
      once: IdempotencyClaim,
    ): Promise<Screener> {
      checkName(body.name);
      const { name, ...conditions } = body;
      const screenerId = randomUUID();
      const created = await withNameGuard(() =>
        db.transaction().execute(async (trx) => {
          await once.claim(trx, screenerId);
          await screenerRepository.lockUser(trx, userId);
          if ((await screenerRepository.count(trx, userId)) >= maxScreenersPerUser) {
            throw new AppError('E9042');
          }
          if (await screenerRepository.nameTaken(trx, userId, name)) throw new AppError('E9041');
          return screenerRepository.insert(trx, { screenerId, userId, name, conditions });
        }),
      );
      return viewOf(created);
    },

    /** The strategy a save created, as it stands (E9040 once deleted): the answer to a retry of the save. */
    async saved(userId: string, screenerId: string): Promise<Screener> {
      const row = await screenerRepository.find(db, userId, screenerId);
      if (!row) throw new AppError('E9040');
      return viewOf(row);
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
