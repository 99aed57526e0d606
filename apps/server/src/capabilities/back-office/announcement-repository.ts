import { sql } from 'kysely';
import type { LocalizedText, StaffAnnouncement } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import { jsonb } from '../../platform/db/jsonb';

export type AnnouncementRow = {
  announcement_id: string;
  kind: StaffAnnouncement['kind'];
  title: LocalizedText;
  content: LocalizedText;
  status: StaffAnnouncement['status'];
  created_by: string;
  published_at: Date | null;
  first_published_at: Date | null;
  created_at: Date;
};

const columns = [
  'announcement_id',
  'kind',
  'title',
  'content',
  'status',
  'created_by',
  'published_at',
  'first_published_at',
  'created_at',
] as const;

const ofBroker = (executor: Executor, brokerCode: string) =>
  executor.selectFrom('announcements').where('broker_code', '=', brokerCode);

/** SQL of a broker's notices and announcements, their status events, and the fan-out to clients. */
export const announcementRepository = {
  one(executor: Executor, brokerCode: string, announcementId: string) {
    return ofBroker(executor, brokerCode)
      .select(columns)
      .where('announcement_id', '=', announcementId)
      .executeTakeFirst();
  },

  /** The announcement, its row locked for the transaction's change. */
  lockedOne(executor: Executor, brokerCode: string, announcementId: string) {
    return ofBroker(executor, brokerCode)
      .select(columns)
      .where('announcement_id', '=', announcementId)
      .forUpdate()
      .executeTakeFirst();
  },

  /** One `announce` message in the message center of every client of the broker. */
  async messageEveryClient(executor: Executor, brokerCode: string, row: AnnouncementRow): Promise<void> {
    await executor
      .insertInto('client_messages')
      .columns(['message_id', 'broker_code', 'user_id', 'type', 'title', 'content', 'reference'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([
            sql<string>`gen_random_uuid()::text`.as('message_id'),
            'broker_code',
            'user_id',
            sql<string>`'announce'`.as('type'),
            jsonb(row.title).as('title'),
            jsonb(row.content).as('content'),
            sql<string>`${row.announcement_id}`.as('reference'),
          ])
          .where('broker_code', '=', brokerCode),
      )
      .execute();
  },

  /** A page of the broker's announcements, newest first, with the count of all. */
  async list(executor: Executor, brokerCode: string, page: { limit: number; offset: number }) {
    const [rows, count] = await Promise.all([
      ofBroker(executor, brokerCode)
        .select(columns)
        .orderBy('created_at', 'desc')
        .orderBy('announcement_id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      ofBroker(executor, brokerCode)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /** Inserts a draft (the call's Idempotency-Key is claimed before, in the same transaction). */
  insertDraft(
    executor: Executor,
    draft: {
      announcementId: string;
      brokerCode: string;
      kind: StaffAnnouncement['kind'];
      title: LocalizedText;
      content: LocalizedText;
      createdBy: string;
    },
  ) {
    return executor
      .insertInto('announcements')
      .values({
        announcement_id: draft.announcementId,
        broker_code: draft.brokerCode,
        kind: draft.kind,
        title: jsonb(draft.title),
        content: jsonb(draft.content),
        status: 'DRAFT',
        created_by: draft.createdBy,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
  },

  /** The broker's published ones, newest first. */
  latestPublished(executor: Executor, brokerCode: string, limit: number) {
    return ofBroker(executor, brokerCode)
      .select(columns)
      .where('status', '=', 'PUBLISHED')
      .orderBy('published_at', 'desc')
      .orderBy('announcement_id')
      .limit(limit)
      .execute();
  },
};
