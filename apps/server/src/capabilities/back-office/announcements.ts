import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientAnnouncement, LocalizedText, StaffAnnouncement } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import type { Executor } from '../../platform/db/insert-missing';
import { AppError } from '../../platform/http/app-error';
import { announcementRepository, type AnnouncementRow } from './announcement-repository';
import { recordAudit } from './audit-repository';
import type { StaffActor } from './staff-actor';

function staffViewOf(row: AnnouncementRow): StaffAnnouncement {
  return {
    announcementID: row.announcement_id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    status: row.status,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface AnnouncementDraft {
  kind: StaffAnnouncement['kind'];
  title: LocalizedText;
  content: LocalizedText;
}

/**
 * A broker's notices and announcements: staff write them as drafts, publish them (the broker's clients see the
 * latest on their home page; the first publication also leaves one `announce` message in each client's message
 * center) and unpublish them. Each change keeps a status event and an audit record in its transaction.
 */
export function createAnnouncements(db: Kysely<Database>) {
  async function lockedOne(executor: Executor, brokerCode: string, announcementId: string) {
    const row = await announcementRepository.lockedOne(executor, brokerCode, announcementId);
    if (!row) throw new AppError('E8012');
    return row;
  }

  async function changeStatus(
    staff: StaffActor,
    announcementId: string,
    change: { from: readonly StaffAnnouncement['status'][]; to: 'PUBLISHED' | 'UNPUBLISHED' },
  ): Promise<StaffAnnouncement> {
    return db.transaction().execute(async (trx) => {
      const before = await lockedOne(trx, staff.brokerCode, announcementId);
      if (!change.from.includes(before.status)) throw new AppError('E8013', { status: before.status });
      const now = new Date();
      const publishing = change.to === 'PUBLISHED';
      const after = await announcementRepository.update(trx, announcementId, {
        status: change.to,
        updated_at: now,
        ...(publishing ? { published_at: now, first_published_at: before.first_published_at ?? now } : {}),
      });
      await announcementRepository.insertEvent(trx, {
        announcement_id: announcementId,
        from_status: before.status,
        to_status: change.to,
        staff_id: staff.actor.id,
      });
      // The first publication tells every client of the broker, in the same transaction as the publication.
      if (publishing && before.first_published_at === null)
        await announcementRepository.messageEveryClient(trx, staff.brokerCode, after);
      await recordAudit(trx, {
        ...staff,
        action: publishing ? 'announcement.published' : 'announcement.unpublished',
        subjectType: 'ANNOUNCEMENT',
        subjectId: announcementId,
        before: { status: before.status },
        after: { status: after.status },
      });
      return staffViewOf(after);
    });
  }

  return {
    async list(brokerCode: string, page: { limit: number; offset: number }) {
      const { rows, total } = await announcementRepository.list(db, brokerCode, page);
      return { announcements: rows.map(staffViewOf), total };
    },

    /** Writes a draft; the same Idempotency-Key answers the draft it wrote first. */
    async write(
      staff: StaffActor,
      draft: AnnouncementDraft,
      idempotencyKey: string | null,
    ): Promise<StaffAnnouncement> {
      return db.transaction().execute(async (trx) => {
        const announcementId = randomUUID();
        const inserted = await announcementRepository.insertDraft(trx, {
          announcementId,
          brokerCode: staff.brokerCode,
          kind: draft.kind,
          title: draft.title,
          content: draft.content,
          createdBy: staff.actor.id,
          idempotencyKey,
        });
        if (!inserted) {
          return staffViewOf(await announcementRepository.findByKey(trx, staff.brokerCode, idempotencyKey));
        }
        await announcementRepository.insertEvent(trx, {
          announcement_id: announcementId,
          from_status: null,
          to_status: 'DRAFT',
          staff_id: staff.actor.id,
        });
        await recordAudit(trx, {
          ...staff,
          action: 'announcement.written',
          subjectType: 'ANNOUNCEMENT',
          subjectId: announcementId,
          after: staffViewOf(inserted),
        });
        return staffViewOf(inserted);
      });
    },

    publish: (staff: StaffActor, announcementId: string) =>
      changeStatus(staff, announcementId, { from: ['DRAFT', 'UNPUBLISHED'], to: 'PUBLISHED' }),

    unpublish: (staff: StaffActor, announcementId: string) =>
      changeStatus(staff, announcementId, { from: ['PUBLISHED'], to: 'UNPUBLISHED' }),

    /** What a client's home page shows: the broker's published ones, newest first. */
    async latestPublished(brokerCode: string, limit: number): Promise<ClientAnnouncement[]> {
      const rows = await announcementRepository.latestPublished(db, brokerCode, limit);
      return rows.map((row) => ({
        announcementID: row.announcement_id,
        kind: row.kind,
        title: row.title,
        content: row.content,
        publishedAt: new Date(row.published_at ?? row.created_at).toISOString(),
      }));
    },
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;
