import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { damagedPdf, pdfDocument } from './support/pdf-documents';
import { staffFile } from './support/staff';
import { useTestServer } from './support/test-server';

describe.each(testBackends)('PDF transfer certificates as staff see them (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const { client, staffSession } = apiCallers(server);
  const upload = (pdf: Buffer) =>
    client<{ certificateID: string }>('LTU1004', 'POST', '/funds/certificates', {
      fileName: 'receipt.pdf',
      contentType: 'application/pdf',
      dataBase64: pdf.toString('base64'),
    });
  const view = async (certificateID: string) =>
    staffFile(server.current, await staffSession('OPS1'), `/api/staff/funds/certificates/${certificateID}`);

  it('shows a PDF with /OpenAction JavaScript only as a picture of its pages, never inline as a PDF', async () => {
    const uploaded = await upload(pdfDocument({ pages: 2, script: true }));
    expect(uploaded.body.code).toBe('OK');
    const answer = await view(uploaded.body.data.certificateID);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('content-disposition')).toBe('inline; filename="receipt.pdf.jpg"');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.includes('%PDF')).toBe(false);
    expect(bytes.includes('JavaScript')).toBe(false);
    const picture = await loadImage(bytes);
    expect(picture.width).toBe(1200);
    expect(picture.height).toBeGreaterThan(2 * 1500);
  });

  it('refuses a PDF it cannot draw (E2030) and keeps nothing', async () => {
    const before = await server.current.app.db
      .selectFrom('fund_certificates')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const refused = await upload(damagedPdf);
    expect(refused.body).toEqual({
      code: 'E2030',
      message:
        'This PDF could not be read. Upload a PDF that is not damaged or password-protected, or a photo of the certificate.',
      data: null,
    });
    const after = await server.current.app.db
      .selectFrom('fund_certificates')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('draws a PDF stored before previews the first time staff open it, and keeps the picture', async () => {
    const uploaded = await upload(pdfDocument());
    const certificateID = uploaded.body.data.certificateID;
    const db = server.current.app.db;
    await db
      .updateTable('fund_certificates')
      .set({ preview_jpeg: null })
      .where('certificate_id', '=', certificateID)
      .execute();
    const answer = await view(certificateID);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    const stored = await db
      .selectFrom('fund_certificates')
      .select('preview_jpeg')
      .where('certificate_id', '=', certificateID)
      .executeTakeFirstOrThrow();
    expect(stored.preview_jpeg?.equals(Buffer.from(await answer.arrayBuffer()))).toBe(true);
  });
});
