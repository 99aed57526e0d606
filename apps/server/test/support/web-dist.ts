import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const testIndexHtml =
  '<!doctype html><html lang="en"><head><title>Lantau test portal</title>' +
  '<script type="module" src="/assets/app-3f2a1b9c.js"></script></head><body><div id="root"></div></body></html>';
export const testAssetPath = '/assets/app-3f2a1b9c.js';
export const testAssetBody = 'console.log("lantau test asset");\n';

/** A stand-in for a built web app: an index.html and one hashed asset. */
export async function createTestWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lantau-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), testIndexHtml);
  await writeFile(path.join(dir, testAssetPath), testAssetBody);
  return dir;
}
