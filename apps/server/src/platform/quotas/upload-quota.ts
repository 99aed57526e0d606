import type { Executor } from '../db/insert-missing';
import type { UploadUsageTable } from '../db/schema';
import { AppError } from '../http/app-error';
import { waitSecondsUntil } from '../shared/wait-seconds';
import { quotaRepository } from './quota-repository';

/** What one client may upload in any 24 hours; 0 turns a limit off. */
export interface UploadQuotaLimits {
  /** Uploads (a transfer certificate, a feedback with its images) per rolling day. */
  perDay: number;
  /** Bytes of those uploads per rolling day. */
  bytesPerDay: number;
}

const DAY_MS = 86_400_000;

/**
 * Bounds what a logged-in client can make the platform store: certificates and feedback images count against
 * one budget per client over the last 24 hours (a rolling day, so no window boundary doubles it). Each upload
 * is recorded in `upload_usage` in the transaction that stores it, after the client's other uploads are
 * counted under a lock of their own (two racing uploads cannot both take the last room). Past either limit the
 * upload is refused with E9081 ({ retryAfterSeconds }: until enough of the day's uploads have aged out).
 */
export function createUploadQuota(limits: UploadQuotaLimits, now: () => Date = () => new Date()) {
  return {
    async spend(
      trx: Executor,
      upload: { userId: string; kind: UploadUsageTable['kind']; bytes: number },
    ): Promise<void> {
      if (limits.perDay <= 0 && limits.bytesPerDay <= 0) return;
      const at = now();
      await quotaRepository.lockUploads(trx, upload.userId);
      const recent = await quotaRepository.uploadsSince(trx, upload.userId, new Date(at.getTime() - DAY_MS));
      const freeAt = roomAt(recent, upload.bytes, limits, at);
      if (freeAt !== undefined) {
        throw new AppError('E9081', {
          retryAfterSeconds: waitSecondsUntil(new Date(freeAt.getTime() + DAY_MS), at),
        });
      }
      await quotaRepository.recordUpload(trx, { ...upload, storedAt: at });
    },
  };
}

/**
 * Undefined when the upload fits the day; else the time of the newest earlier upload that must age out first
 * (the upload too large for a whole day waits a whole day).
 */
function roomAt(
  recent: readonly { bytes: number; stored_at: Date }[],
  bytes: number,
  limits: UploadQuotaLimits,
  at: Date,
): Date | undefined {
  const countFits = (from: number) => limits.perDay <= 0 || recent.length - from + 1 <= limits.perDay;
  let used = recent.reduce((total, row) => total + row.bytes, 0);
  const bytesFit = () => limits.bytesPerDay <= 0 || used + bytes <= limits.bytesPerDay;
  if (countFits(0) && bytesFit()) return undefined;
  for (const [index, row] of recent.entries()) {
    used -= row.bytes;
    if (countFits(index + 1) && bytesFit()) return row.stored_at;
  }
  return recent.at(-1)?.stored_at ?? at;
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;
