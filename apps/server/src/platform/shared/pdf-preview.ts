import { Worker } from 'node:worker_threads';

/** How much of an untrusted PDF is drawn, and how large. */
export interface PdfPreviewLimits {
  /** Pages drawn, from the first. */
  maxPages: number;
  /** Largest page, in pixels; a page is scaled down to fit, never up past `maxScale`. */
  maxPageWidth: number;
  maxPageHeight: number;
  maxScale: number;
  /** Embedded images larger than this many pixels are left out. */
  maxImagePixels: number;
  jpegQuality: number;
}

export type PdfPreviewOutcome = { ok: true; jpeg: Uint8Array } | { ok: false; reason: string };

/** A4 at about 145 dpi: a bank's receipt stays readable, a page costs at most about 8 MB of canvas. */
export const pdfPreviewLimits: PdfPreviewLimits = {
  maxPages: 3,
  maxPageWidth: 1200,
  maxPageHeight: 1700,
  maxScale: 2,
  maxImagePixels: 4096 * 4096,
  jpegQuality: 85,
};
/** A drawing that takes longer is abandoned (its thread ended) and the document refused. */
export const PDF_PREVIEW_SECONDS = 15;
/** The drawing thread's JavaScript heap. */
export const PDF_PREVIEW_HEAP_MB = 256;
/** Drawings at once; more wait, up to PDF_PREVIEW_QUEUE, and past that are refused as busy. */
export const PDF_PREVIEW_CONCURRENCY = 2;
export const PDF_PREVIEW_QUEUE = 8;

/** The PDF could not be drawn: damaged, password-protected, too slow or too large, or no pages. */
export class PdfPreviewError extends Error {
  constructor(readonly reason: string) {
    super(`PDF preview failed: ${reason}`);
  }
}
/** Too many drawings running and waiting: try again later. */
export class PdfPreviewBusyError extends Error {}

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= PDF_PREVIEW_CONCURRENCY) {
    if (waiting.length >= PDF_PREVIEW_QUEUE) throw new PdfPreviewBusyError('PDF previews are busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * Draws the first pages of an untrusted PDF as one JPEG, in a thread of its own with a capped heap and a
 * deadline, so a hostile document can neither stall the server's event loop nor fill its memory; nothing of the
 * document but its pixels comes out (pdf-preview-worker.mjs). Throws PdfPreviewError when it cannot.
 */
export async function renderPdfPreview(
  bytes: Uint8Array,
  limits: PdfPreviewLimits = pdfPreviewLimits,
  seconds = PDF_PREVIEW_SECONDS,
): Promise<Buffer> {
  const release = await slot();
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const worker = new Worker(new URL('./pdf-preview-worker.mjs', import.meta.url), {
        workerData: { bytes, limits },
        // Plain JavaScript: none of the parent's flags (a loader, an inspector) are needed there.
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: PDF_PREVIEW_HEAP_MB, maxYoungGenerationSizeMb: 32 },
        stdout: true,
        stderr: true,
      });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        void worker.terminate();
        outcome();
      };
      const deadline = setTimeout(
        () => settle(() => reject(new PdfPreviewError(`took longer than ${seconds} s`))),
        seconds * 1000,
      );
      worker.once('message', (outcome: PdfPreviewOutcome) =>
        settle(() =>
          outcome.ok ? resolve(Buffer.from(outcome.jpeg)) : reject(new PdfPreviewError(outcome.reason)),
        ),
      );
      worker.once('error', (error: unknown) =>
        settle(() => reject(new PdfPreviewError(error instanceof Error ? error.message : String(error)))),
      );
      worker.once('exit', (code) => settle(() => reject(new PdfPreviewError(`ended with code ${code}`))));
    });
  } finally {
    release();
  }
}
