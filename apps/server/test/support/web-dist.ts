import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** As the web build writes it: the nonce placeholder on its tags and in the csp-nonce meta (Vite's html.cspNonce). */
export const testIndexHtml =
  '<!doctype html><html lang="en"><head><title>Lantau test portal</title>' +
  '<script type="module" nonce="LANTAU_CSP_NONCE" src="/assets/app-3f2a1b9c.js"></script>' +
  '<meta property="csp-nonce" nonce="LANTAU_CSP_NONCE"></head><body><div id="root"></div></body></html>';
export const testAssetPath = '/assets/app-3f2a1b9c.js';
export const testAssetBody = 'console.log("lantau test asset");\n';

/** Writes a file with the brotli and gzip copies the web build puts beside it (apps/web/build/precompress.ts). */
async function writeWithCompressedCopies(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

/** A stand-in for a built web app: an index.html and one hashed asset, each with its compressed copies. */
export async function createTestWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lantau-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeWithCompressedCopies(path.join(dir, 'index.html'), testIndexHtml);
  await writeWithCompressedCopies(path.join(dir, testAssetPath), testAssetBody);
  return dir;
}
