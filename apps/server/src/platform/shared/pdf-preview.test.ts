import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { damagedPdf, pdfDocument } from '../../../test/support/pdf-documents';
import {
  PDF_PREVIEW_CONCURRENCY,
  PDF_PREVIEW_QUEUE,
  PdfPreviewBusyError,
  PdfPreviewError,
  pdfPreviewLimits,
  renderPdfPreview,
} from './pdf-preview';

describe('PDF previews', () => {
  it('draw the first three pages, one under another, as a JPEG at most 1200 px wide', async () => {
    const jpeg = await renderPdfPreview(pdfDocument({ pages: 5 }));
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpeg.includes('%PDF')).toBe(false);
    const picture = await loadImage(jpeg);
    // A Letter page (612 x 792 pt) scaled to 1700 px high is 1314 px wide: the width limit wins.
    expect(picture.width).toBe(1200);
    const pageHeight = Math.ceil((792 * 1200) / 612);
    expect(picture.height).toBe(3 * pageHeight + 2 * 16);
  });

  it('refuse a damaged document', async () => {
    await expect(renderPdfPreview(damagedPdf)).rejects.toBeInstanceOf(PdfPreviewError);
  });

  it('give up on a document that takes too long, ending its thread', async () => {
    const slow = renderPdfPreview(pdfDocument(), pdfPreviewLimits, 0.001);
    await expect(slow).rejects.toThrow(/took longer than/);
  });

  it('run two at once, let eight wait, and refuse more as busy', async () => {
    const many = Array.from({ length: PDF_PREVIEW_CONCURRENCY + PDF_PREVIEW_QUEUE + 1 }, () =>
      renderPdfPreview(pdfDocument(), pdfPreviewLimits, 0.05).then(
        () => 'drawn',
        (error: unknown) => (error instanceof PdfPreviewBusyError ? 'busy' : 'timed out'),
      ),
    );
    const outcomes = await Promise.all(many);
    expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(1);
  });
});
