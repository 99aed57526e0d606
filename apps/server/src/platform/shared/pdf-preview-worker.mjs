// Plain JavaScript: a worker thread cannot load TypeScript through tsx on Node 20, so this file needs no loader.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Runs in its own thread (pdf-preview.ts starts it, with a capped heap and a deadline): draws the first pages
 * of an untrusted PDF with PDF.js onto a canvas and answers them as one JPEG, pages one under another. Only
 * pixels come out: PDF.js's core never runs a document's JavaScript (/OpenAction, form actions), and eval is
 * off, so no font program is compiled into code either.
 *
 * workerData: { bytes: Uint8Array, limits: PdfPreviewLimits }; posts one PdfPreviewOutcome.
 */
const { bytes, limits } = workerData;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** Space between two pages, and its colour. */
const PAGE_GAP = 16;
const GAP_COLOUR = '#9e9e9e';

async function render() {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    enableXfa: false,
    // The standard 14 fonts, for documents that name one without embedding it; no fonts of this machine.
    standardFontDataUrl: path.join(pdfjsRoot, 'standard_fonts') + path.sep,
    useSystemFonts: false,
    // An image larger than this many pixels is left out instead of filling the memory cap.
    maxImageSize: limits.maxImagePixels,
    isOffscreenCanvasSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = [];
    for (let number = 1; number <= Math.min(document.numPages, limits.maxPages); number += 1) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const scale = Math.min(
        limits.maxPageWidth / natural.width,
        limits.maxPageHeight / natural.height,
        limits.maxScale,
      );
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(
        Math.max(1, Math.ceil(viewport.width)),
        Math.max(1, Math.ceil(viewport.height)),
      );
      await page.render({ canvas, viewport }).promise;
      pages.push(canvas);
      page.cleanup();
    }
    if (pages.length === 0) throw new Error('the document has no pages');
    const width = Math.max(...pages.map((page) => page.width));
    const height = pages.reduce((sum, page) => sum + page.height, 0) + PAGE_GAP * (pages.length - 1);
    const sheet = createCanvas(width, height);
    const context = sheet.getContext('2d');
    context.fillStyle = GAP_COLOUR;
    context.fillRect(0, 0, width, height);
    let top = 0;
    for (const page of pages) {
      context.drawImage(page, Math.floor((width - page.width) / 2), top);
      top += page.height + PAGE_GAP;
    }
    return sheet.encode('jpeg', limits.jpegQuality);
  } finally {
    await document.destroy();
  }
}

render().then(
  (jpeg) => parentPort?.postMessage({ ok: true, jpeg }),
  (error) =>
    parentPort?.postMessage({
      ok: false,
      reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
);
