import { describe, expect, it } from 'vitest';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { png, sendFeedback } from './support/feedback';
import { identityConfig, signedCall } from './support/identity';
import { useTestServer } from './support/test-server';

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A certificate of `size` bytes that starts like a PNG, as the fund screens upload it. */
const certificate = (size: number) => ({
  fileName: 'receipt.png',
  contentType: 'image/png',
  dataBase64: Buffer.concat([pngHeader, Buffer.alloc(size - pngHeader.length, 7)]).toString('base64'),
});

const day = 86_400;
const kb = 1024;

describe.each(testBackends)('what a client may upload a day (%s)', (backend) => {
  const server = useTestServer(backend, {
    ...identityConfig,
    uploadQuota: { perDay: 4, bytesPerDay: 600 * kb },
  });
  const { sessionOf } = apiCallers(server);
  /** Uploads a certificate of `size` bytes as a client, answered in `language`. */
  const clientIn = async (userId: string, size: number, language: string) =>
    signedCall<{ certificateID: string }>(
      server.current,
      await sessionOf(userId),
      'POST',
      '/api/funds/certificates',
      certificate(size),
      { headers: { 'x-lang': language } },
    );
  const usageOf = (userId: string) =>
    server.current.app.db.selectFrom('upload_usage').selectAll().where('user_id', '=', userId).execute();

  it('counts certificates and feedback images in one budget of files a rolling day', async () => {
    const answers = [];
    for (let file = 0; file < 3; file += 1) answers.push((await clientIn('LTU1001', 10 * kb, 'en_US')).body);
    answers.push(
      (
        await sendFeedback(server.current, await sessionOf('LTU1001'), {
          content: 'Hello',
          images: [png(10 * kb)],
        })
      ).body,
    );
    expect(answers.map((body) => body.code)).toEqual(['OK', 'OK', 'OK', 'OK']);

    // The fifth upload of the day, of either kind, is refused in the caller's language.
    const refused = await clientIn('LTU1001', 10 * kb, 'en_US');
    expect(refused.body).toEqual({
      code: 'E9081',
      message: 'You have uploaded as much as allowed in 24 hours. Please try again later.',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    const retry = (refused.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retry).toBeGreaterThan(day - 60);
    expect(retry).toBeLessThanOrEqual(day);
    expect((await clientIn('LTU1001', 10 * kb, 'zh_HK')).body.message).toBe(
      '你在 24 小時內上載的檔案已達上限，請稍後再試。',
    );
    expect((await clientIn('LTU1001', 10 * kb, 'zh_CN')).body.message).toBe(
      '你在 24 小时内上传的文件已达上限，请稍后再试。',
    );
    const feedback = await sendFeedback(server.current, await sessionOf('LTU1001'), { content: 'Again' });
    expect(feedback.body.code).toBe('E9081');
    // Nothing refused was stored.
    expect(await usageOf('LTU1001')).toHaveLength(4);
    const stored = await server.current.app.db
      .selectFrom('fund_certificates')
      .select('certificate_id')
      .where('user_id', '=', 'LTU1001')
      .execute();
    expect(stored).toHaveLength(3);

    // Another client has a budget of their own.
    expect((await clientIn('LTU1006', 10 * kb, 'en_US')).body.code).toBe('OK');

    // A day later the oldest upload no longer counts: one more fits.
    const oldest = (await usageOf('LTU1001')).sort((a, b) => a.id - b.id)[0]!;
    await server.current.app.db
      .updateTable('upload_usage')
      .set({ stored_at: new Date(Date.now() - (day + 60) * 1000) } as never)
      .where('id', '=', oldest.id)
      .execute();
    expect((await clientIn('LTU1001', 10 * kb, 'en_US')).body.code).toBe('OK');
    expect((await clientIn('LTU1001', 10 * kb, 'en_US')).body.code).toBe('E9081');
  });

  it('counts bytes too: a large upload that does not fit is refused, a smaller one still fits', async () => {
    expect((await clientIn('LTU1004', 400 * kb, 'en_US')).body.code).toBe('OK');
    expect((await clientIn('LTU1004', 250 * kb, 'en_US')).body.code).toBe('E9081');
    const images = [png(100 * kb), png(100 * kb)];
    const tooMuch = await sendFeedback(server.current, await sessionOf('LTU1004'), { content: 'x', images });
    expect(tooMuch.body.code).toBe('E9081');
    expect((await clientIn('LTU1004', 150 * kb, 'en_US')).body.code).toBe('OK');
  });

  it('lets no race of parallel uploads past the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => clientIn('LTU1005', 10 * kb, 'en_US')),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(4);
    expect(codes.filter((code) => code === 'E9081')).toHaveLength(6);
    expect(await usageOf('LTU1005')).toHaveLength(4);
  });
});
