import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientAnnouncement, LocalizedText, StaffAnnouncement } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import type { Executor } from '../../platform/db/insert-missing';
import { AppError } from '../../platform/http/app-error';
import type { IdempotencyClaim } from '../../platform/http/idempotency';
import { announcementRepository, type AnnouncementRow } from './announcement-repository';
import { defineStateMachine } from '../../platform/workflow/state-machine';
import { defineStateTable } from '../../platform/workflow/state-table';
import type { StaffActor } from './staff-actor';

/**
 * A notice's life: written as a draft, published to the broker's clients, taken down and published again.
 * ARCHITECTURE.md ("Back office") shows the same table.
 */
export const announcementStates = defineStateMachine<StaffAnnouncement['status']>('announcement', {
  initial: ['DRAFT'],
  transitions: {
    DRAFT: ['PUBLISHED'],
    PUBLISHED: ['UNPUBLISHED'],
    UNPUBLISHED: ['PUBLISHED'],
  },
});

/** Announcements' state table: each change with its announcement_events row and an audit record. */
const announcementTable = defineStateTable<
  StaffAnnouncement['status'],
  AnnouncementRow,
  'announcements',
  'announcement_events',
  StaffActor
>({
  machine: announcementStates,
  table: 'announcements',
  key: 'announcement_id',
  touched: 'updated_at',
  events: 'announcement_events',
  eventRow: ({ id, from, to, actor }) => ({
    announcement_id: id,
    from_status: from,
    to_status: to,
    staff_id: actor.actor.id,
  }),
  audit: {
    subjectType: 'ANNOUNCEMENT',
    brokerOf: (_row, staff) => staff.brokerCode,
    actorOf: (staff) => staff.actor,
  },
});

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
    to: 'PUBLISHED' | 'UNPUBLISHED',
  ): Promise<StaffAnnouncement> {
    return db.transaction().execute(async (trx) => {
      const before = await lockedOne(trx, staff.brokerCode, announcementId);
      if (!announcementStates.allows(before.status, to))
        throw new AppError('E8013', { status: before.status });
      const now = new Date();
      const publishing = to === 'PUBLISHED';
      const after = await announcementTable.move(trx, before, to, staff, {
        action: publishing ? 'announcement.published' : 'announcement.unpublished',
        ...(publishing && {
          set: { published_at: now, first_published_at: before.first_published_at ?? now },
        }),
      });
      if (publishing && before.first_published_at === null)
        await announcementRepository.messageEveryClient(trx, staff.brokerCode, after);
      return staffViewOf(after);
    });
  }

  return {
    async list(brokerCode: string, page: { limit: number; offset: number }) {
      const { rows, total } = await announcementRepository.list(db, brokerCode, page);
      return { announcements: rows.map(staffViewOf), total };
    },

    /** Writes a draft (its call is `idempotent`: a retry is answered by `written`). */
    async write(
      staff: StaffActor,
      draft: AnnouncementDraft,
      once: IdempotencyClaim,
    ): Promise<StaffAnnouncement> {
      return db.transaction().execute(async (trx) => {
        const announcementId = randomUUID();
        await once.claim(trx, announcementId);
        const inserted = await announcementRepository.insertDraft(trx, {
          announcementId,
          brokerCode: staff.brokerCode,
          kind: draft.kind,
          title: draft.title,
          content: draft.content,
          createdBy: staff.actor.id,
        });
        await announcementTable.started(trx, inserted, staff, {
          action: 'announcement.written',
          detail: staffViewOf(inserted),
        });
        return staffViewOf(inserted);
      });
    },

    /** A draft as it stands now: the answer to a retry of writing it. */
    async written(brokerCode: string, announcementId: string): Promise<StaffAnnouncement> {
      const row = await announcementRepository.one(db, brokerCode, announcementId);
      if (!row) throw new AppError('E8012');
      return staffViewOf(row);
    },

    publish: (staff: StaffActor, announcementId: string) => changeStatus(staff, announcementId, 'PUBLISHED'),

    unpublish: (staff: StaffActor, announcementId: string) =>
      changeStatus(staff, announcementId, 'UNPUBLISHED'),

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
