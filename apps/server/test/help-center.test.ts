import { describe, expect, it } from 'vitest';
import type { getStaffFeedbacks } from '@lantau/contract';
import { getHelpCenter, type CallData, type LocalizedText } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import {
  postBytes,
  sendFeedback as sendFeedbackIn,
  png,
  pngHeader,
  type FeedbackFields,
} from './support/feedback';
import { identityConfig } from './support/identity';
import { staffFile } from './support/staff';
import { useTestServer } from './support/test-server';

type HelpCenter = CallData<typeof getHelpCenter>;
type Feedbacks = CallData<typeof getStaffFeedbacks>;

const jpeg = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46])], { type: 'image/jpeg' });
const gif = () => new Blob([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], { type: 'image/gif' });

// The help center: each broker's FAQ in three languages with its contact details, and feedback sent as a
// signed multipart body with the limits of spec section 5 enforced by the server too.

type FeedbackOptions = Parameters<typeof sendFeedbackIn>[3];

describe.each(testBackends)('help center (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const { sessionOf, client, staff, staffSession } = apiCallers(server);

  /** Posts feedback as `userId`, signing the bytes given (or those sent, when none are). */
  const sendFeedback = async (userId: string, fields: FeedbackFields, options?: FeedbackOptions) =>
    sendFeedbackIn(server.current, await sessionOf(userId), fields, options);

  const feedbackRows = (userId: string) =>
    server.current.app.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();

  it("answers the client's broker's FAQ in three languages, in order, with its contact details", async () => {
    const answer = await client<HelpCenter>('LTU1001', 'GET', '/help_center');
    expect(answer.body.code).toBe('OK');
    const help = getHelpCenter.data.parse(answer.body.data);
    expect(help.faqs.length).toBeGreaterThanOrEqual(6);
    expect(help.faqs[0]!.faqID).toBe('login');
    for (const faq of help.faqs) {
      for (const text of [faq.question, faq.answer] as LocalizedText[])
        expect(Object.values(text).every((value) => value.trim() !== '')).toBe(true);
    }
    expect(help.contact).toMatchObject({ phone: '+852 2388 1000', email: 'cs@lantau-securities.example' });
    expect(help.contact!.hours.zh_HK).toContain('星期一至五');

    // Another broker's client reads that broker's FAQ (its name and hotline), not Lantau's.
    await client('KLN2001', 'POST', '/users/KLN2001/agreements', { agreementKey: 'ADDITIONAL_AGREEMENT' });
    const kowloon = getHelpCenter.data.parse(
      (await client<HelpCenter>('KLN2001', 'GET', '/help_center')).body.data,
    );
    expect(kowloon.contact!.phone).toBe('+852 2721 8800');
    expect(kowloon.faqs.find((faq) => faq.faqID === 'contact')!.answer.en_US).toContain('+852 2721 8800');
  });

  it('stores feedback with the user ID, its checked images, and shows it to support staff', async () => {
    const answer = await sendFeedback(
      'LTU1001',
      {
        content: 'The chart does not load',
        type: 'Tech',
        contact: '852-91234567',
        images: [png(), jpeg(), gif()],
      },
      { language: 'zh_HK' },
    );
    expect(answer.body).toMatchObject({ code: 'OK', data: { message: '提交成功' } });
    const feedbackID = answer.body.data.feedbackID;

    const [row] = (await feedbackRows('LTU1001')).filter((item) => item.feedback_id === feedbackID);
    expect(row).toMatchObject({ broker_code: 'LTU', type: 'Tech', contact: '852-91234567' });
    const images = await server.current.app.db
      .selectFrom('feedback_images')
      .selectAll()
      .where('feedback_id', '=', feedbackID)
      .orderBy('position')
      .execute();
    expect(images.map((image) => [image.content_type, image.size_bytes])).toEqual([
      ['image/png', 64],
      ['image/jpeg', 8],
      ['image/gif', 10],
    ]);
    expect([...images[0]!.content.subarray(0, 8)]).toEqual(pngHeader);

    const queue = await staff<Feedbacks>('SUPPORT1', 'GET', '/staff/feedbacks');
    expect(queue.body.code).toBe('OK');
    const listed = queue.body.data.feedbacks.find((item) => item.feedbackID === feedbackID);
    expect(listed).toMatchObject({ userID: 'LTU1001', content: 'The chart does not load', type: 'Tech' });
    expect(listed!.images).toHaveLength(3);

    // Each image as the file itself, for staff to look at: the stored bytes under their checked type.
    const support = await staffSession('SUPPORT1');
    const imagePath = (id: string, position: number | string) =>
      `/api/staff/feedbacks/${id}/images/${position}`;
    const second = await staffFile(server.current, support, imagePath(feedbackID, 1));
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await second.arrayBuffer()).equals(images[1]!.content)).toBe(true);
    // No image there, or no such place: a clear error, not a file.
    for (const position of [3, 'x']) {
      const missing = await staffFile(server.current, support, imagePath(feedbackID, position));
      expect(((await missing.json()) as { code: string }).code).toBe('E9068');
    }

    // An e-mail contact and no reply at all are both fine.
    expect((await sendFeedback('LTU1001', { content: 'Thanks', contact: 'chan@example.hk' })).body.code).toBe(
      'OK',
    );
    expect((await sendFeedback('LTU1001', { content: 'Thanks again' })).body.code).toBe('OK');
  });

  it("keeps another broker's feedback and its images from the staff", async () => {
    await client('KLN2001', 'POST', '/users/KLN2001/agreements', { agreementKey: 'ADDITIONAL_AGREEMENT' });
    const sent = await sendFeedback('KLN2001', { content: 'Kowloon only', images: [png()] });
    expect(sent.body.code).toBe('OK');
    const queue = await staff<Feedbacks>('SUPPORT1', 'GET', '/staff/feedbacks?limit=200');
    expect(queue.body.data.feedbacks.some((item) => item.content === 'Kowloon only')).toBe(false);
    const path = `/api/staff/feedbacks/${sent.body.data.feedbackID}/images/0`;
    const image = await staffFile(server.current, await staffSession('SUPPORT1'), path);
    expect(((await image.json()) as { code: string }).code).toBe('E9068');
  });

  it.each([
    ['six images', 'E9064', { content: 'x', images: Array.from({ length: 6 }, () => png()) }],
    ['an image over 3,145,728 bytes', 'E9065', { content: 'x', images: [png(), png(3_145_729)] }],
    [
      'a file that is not an image',
      'E9066',
      { content: 'x', images: [new Blob(['%PDF-1.7 hello'], { type: 'image/png' })] },
    ],
    ['an empty file', 'E9065', { content: 'x', images: [new Blob([], { type: 'image/png' })] }],
    ['no content', 'E9060', { images: [png()] }],
    ['blank content', 'E9060', { content: '   ' }],
    ['content over 2,000 characters', 'E9061', { content: 'x'.repeat(2001) }],
    ['an unknown type', 'E9062', { content: 'x', type: 'Sales' }],
    ['a +852 mobile of 7 digits', 'E9063', { content: 'x', contact: '852-9123456' }],
    ['a +86 mobile of 8 digits', 'E9063', { content: 'x', contact: '86-91234567' }],
    ['an e-mail without @', 'E9063', { content: 'x', contact: 'chan.example.hk' }],
    [
      'a field feedback does not have',
      'E9067',
      { content: 'x', extra: ['userID', 'LTU1004'] as [string, string] },
    ],
  ])('refuses %s with %s, in the caller language, storing nothing', async (_, code, fields) => {
    const before = (await feedbackRows('LTU1004')).length;
    const answer = await sendFeedback('LTU1004', fields, { language: 'zh_CN' });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(code);
    expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await feedbackRows('LTU1004')).length).toBe(before);
  });

  it('refuses a body changed after signing, and feedback for another user', async () => {
    const tampered = await sendFeedback(
      'LTU1004',
      { content: 'Signed text', images: [png()] },
      {
        // The client signed other bytes (one changed in the image) than those that arrive.
        signedBytes: (bytes) => {
          const copy = bytes.slice();
          copy[copy.length - 60] = copy[copy.length - 60]! ^ 1;
          return copy;
        },
      },
    );
    expect(tampered.body.code).toBe('E4003');

    const forOther = await sendFeedback(
      'LTU1004',
      { content: 'x' },
      { path: '/api/users/LTU1001/feedbacks' },
    );
    expect(forOther.body.code).toBe('E2014');
    expect((await feedbackRows('LTU1004')).length).toBe(0);
  });

  it('refuses a JSON body and a multipart body that is not one', async () => {
    const json = await client('LTU1004', 'POST', '/users/LTU1004/feedbacks', { content: 'x' });
    expect(json.body.code).toBe('E9067');
    const session = await sessionOf('LTU1004');
    const pathWithQuery = '/api/users/LTU1004/feedbacks';
    const garbage = new TextEncoder().encode('not a multipart body');
    const broken = await postBytes(server.current, session, pathWithQuery, {
      bytes: garbage,
      contentType: 'multipart/form-data; boundary=nothing-here',
    });
    expect(broken.body.code).toBe('E9067');
  });
});
