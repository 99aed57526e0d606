import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { addressSubject } from './address-subject';
import { quotaRepository } from './quota-repository';

/** Rows a caller may store per fixed window; 0 turns a limit off. */
export interface WriteQuotaLimits {
  /** Per client address (an IPv6 /64 counts as one) when anonymous, per client when a session comes along. */
  perCaller: number;
  /** All anonymous callers together: what many addresses at once can add. */
  anonymousTotal: number;
  windowSeconds: number;
}

/** Who writes: a client with a live session, or an anonymous caller known only by address. */
export type WriteCaller = { address: string; userId?: undefined } | { brokerCode: string; userId: string };

export type QuotaVerdict = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * Bounds what callers without an account can make the platform store (error reports, feature interest), so
 * that anonymous traffic cannot fill the disk: each write spends rows from the caller's budget and, when
 * anonymous, from the budget all anonymous callers share. Counts live in the database (one atomic upsert per
 * budget), so every node of a cluster counts the same. A caller over its own budget does not spend the shared
 * one: one address cannot use up everybody's allowance by being refused.
 */
export function createWriteQuota(db: Kysely<Database>, limits: WriteQuotaLimits, now = () => Date.now()) {
  const windowMs = limits.windowSeconds * 1000;

  /** Adds `rows` to the subject's count in the current window; true while within `max`. */
  async function spend(subject: string, rows: number, max: number, windowEnd: Date): Promise<boolean> {
    if (max <= 0) return true;
    return (await quotaRepository.addWrites(db, subject, windowEnd, rows)) <= max;
  }

  async function take(caller: WriteCaller, rows: number): Promise<QuotaVerdict> {
    const at = now();
    const windowEnd = new Date(Math.floor(at / windowMs) * windowMs + windowMs);
    const refused = {
      granted: false,
      retryAfterSeconds: Math.ceil((windowEnd.getTime() - at) / 1000),
    } as const;
    if (caller.userId !== undefined) {
      const subject = `user:${caller.brokerCode}:${caller.userId}`;
      return (await spend(subject, rows, limits.perCaller, windowEnd)) ? { granted: true } : refused;
    }
    if (!(await spend(addressSubject(caller.address), rows, limits.perCaller, windowEnd))) return refused;
    return (await spend('anonymous', rows, limits.anonymousTotal, windowEnd)) ? { granted: true } : refused;
  }

  return {
    take,
    /** Like take, but refuses with E4030 ({ retryAfterSeconds }) when over a budget. */
    async require(caller: WriteCaller, rows: number): Promise<void> {
      const verdict = await take(caller, rows);
      if (!verdict.granted) throw new AppError('E4030', { retryAfterSeconds: verdict.retryAfterSeconds });
    },
  };
}

export type WriteQuota = ReturnType<typeof createWriteQuota>;
