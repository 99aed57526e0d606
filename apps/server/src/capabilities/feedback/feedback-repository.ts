import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BrokerContact, FaqEntry, StaffFeedback } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import type { UploadQuota } from '../../platform/quotas/upload-quota';
import type { FeedbackSubmission } from './feedback-form';

export function createHelpRepository(db: Kysely<Database>, uploads: UploadQuota) {
  return {
    async faqs(brokerCode: string): Promise<FaqEntry[]> {
      const rows = await db
        .selectFrom('help_faqs')
        .select(['faq_id', 'question', 'answer'])
        .where('broker_code', '=', brokerCode)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ faqID: row.faq_id, question: row.question, answer: row.answer }));
    },

    async contact(brokerCode: string): Promise<BrokerContact | null> {
      const row = await db
        .selectFrom('broker_contacts')
        .select(['phone', 'email', 'address', 'hours'])
        .where('broker_code', '=', brokerCode)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * The feedback and its images in one transaction (never a feedback missing the images it was sent with),
     * within the client's upload quota (E9081).
     */
    async addFeedback(owner: { userId: string; brokerCode: string }, feedback: FeedbackSubmission) {
      const feedbackId = randomUUID();
      const bytes =
        Buffer.byteLength(feedback.content) +
        feedback.images.reduce((sum, image) => sum + image.bytes.length, 0);
      await db.transaction().execute(async (transaction) => {
        await uploads.spend(transaction, { userId: owner.userId, kind: 'FEEDBACK', bytes });
        await transaction
          .insertInto('feedbacks')
          .values({
            feedback_id: feedbackId,
            broker_code: owner.brokerCode,
            user_id: owner.userId,
            type: feedback.type,
            content: feedback.content,
            contact: feedback.contact,
          })
          .execute();
        if (feedback.images.length === 0) return;
        await transaction
          .insertInto('feedback_images')
          .values(
            feedback.images.map((image, position) => ({
              feedback_id: feedbackId,
              position,
              content_type: image.contentType,
              size_bytes: image.bytes.length,
              content: image.bytes,
            })),
          )
          .execute();
      });
      return feedbackId;
    },

    async staffFeedbacks(brokerCode: string, page: { limit: number; offset: number }) {
      const rows = await db
        .selectFrom('feedbacks')
        .selectAll()
        .where('broker_code', '=', brokerCode)
        .orderBy('created_at', 'desc')
        .orderBy('feedback_id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const images =
        rows.length === 0
          ? []
          : await db
              .selectFrom('feedback_images')
              .select(['feedback_id', 'position', 'content_type', 'size_bytes'])
              .where(
                'feedback_id',
                'in',
                rows.map((row) => row.feedback_id),
              )
              .orderBy('position')
              .execute();
      const { total } = await db
        .selectFrom('feedbacks')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('broker_code', '=', brokerCode)
        .executeTakeFirstOrThrow();
      const feedbacks: StaffFeedback[] = rows.map((row) => ({
        feedbackID: row.feedback_id,
        userID: row.user_id,
        type: row.type,
        content: row.content,
        contact: row.contact,
        images: images
          .filter((image) => image.feedback_id === row.feedback_id)
          .map((image) => ({
            position: image.position,
            contentType: image.content_type,
            sizeBytes: image.size_bytes,
          })),
        createdAt: row.created_at.toISOString(),
      }));
      return { feedbacks, total: Number(total) };
    },

    /** One image of one of the broker's feedbacks; undefined for another broker's or none at that position. */
    async feedbackImage(brokerCode: string, feedbackID: string, position: number) {
      return db
        .selectFrom('feedback_images')
        .innerJoin('feedbacks', 'feedbacks.feedback_id', 'feedback_images.feedback_id')
        .select(['feedback_images.content_type', 'feedback_images.content'])
        .where('feedbacks.broker_code', '=', brokerCode)
        .where('feedback_images.feedback_id', '=', feedbackID)
        .where('feedback_images.position', '=', position)
        .executeTakeFirst();
    },
  };
}
export type HelpRepository = ReturnType<typeof createHelpRepository>;
