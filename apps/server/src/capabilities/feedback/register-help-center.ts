import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  feedbackImageParamsSchema,
  feedbackMaxBodyBytes,
  getHelpCenter,
  getStaffFeedbackImage,
  getStaffFeedbacks,
  postFeedback,
  type LocalizedText,
} from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { staffOf } from '../back-office/staff-authenticate';
import { registerStaffFileRoute } from '../back-office/staff-file-route';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';
import { localize } from '../../platform/i18n/server-messages';
import type { UploadQuota } from '../../platform/quotas/upload-quota';
import { readFeedbackForm } from './feedback-form';
import { createHelpRepository } from './feedback-repository';

const submitted: LocalizedText = { en_US: 'Submitted successfully', zh_HK: '提交成功', zh_CN: '提交成功' };
const multipartType = 'multipart/form-data';

/**
 * The help center: the broker's FAQ and contact, the client's feedback, and the support staff's feedback queue.
 *
 * Feedback arrives as multipart/form-data. In this scope only, a multipart body is read whole as bytes (capped
 * at feedbackMaxBodyBytes, E4013 beyond) and kept as request.rawBody, so the session check hashes exactly the
 * bytes the client signed before anything parses them. The parsed body is left empty: the handler reads the
 * parts from those verified bytes.
 */
export async function registerHelpCenter(
  app: FastifyInstance,
  shared: { db: Kysely<Database>; uploads: UploadQuota },
): Promise<void> {
  const repository = createHelpRepository(shared.db, shared.uploads);
  await app.register(async (scope) => {
    scope.addContentTypeParser(multipartType, { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      done(null, {});
    });

    registerCall(scope, getHelpCenter, async ({ request }) => {
      const { brokerCode } = sessionOf(request);
      const [faqs, contact] = await Promise.all([
        repository.faqs(brokerCode),
        repository.contact(brokerCode),
      ]);
      return { faqs, contact };
    });

    registerCall(
      scope,
      postFeedback,
      async ({ request }) => {
        const contentType = request.headers['content-type'] ?? '';
        if (!contentType.toLowerCase().startsWith(multipartType) || !request.rawBody)
          throw new AppError('E9067');
        const feedback = await readFeedbackForm(request.rawBody, contentType, request.language);
        const session = sessionOf(request);
        const feedbackID = await repository.addFeedback(session, feedback);
        return { feedbackID, message: localize(submitted, request.language) };
      },
      { bodyLimitBytes: feedbackMaxBodyBytes, readsRawBody: true },
    );

    registerCall(scope, getStaffFeedbacks, ({ request, query }) =>
      repository.staffFeedbacks(staffOf(request).brokerCode, query),
    );

    registerStaffFileRoute(scope, getStaffFeedbackImage, 'E9068', async (request) => {
      const params = feedbackImageParamsSchema.safeParse(request.params);
      if (!params.success) return undefined;
      const { feedbackID, position } = params.data;
      const image = await repository.feedbackImage(staffOf(request).brokerCode, feedbackID, position);
      // The type was checked from the file's first bytes when it was sent.
      return image && { contentType: image.content_type, content: image.content };
    });
  });
}
