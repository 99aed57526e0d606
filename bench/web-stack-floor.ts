import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = path.resolve('apps/web');

/**
 * Builds apps/web/build/stack-floor/entry.tsx (the chosen libraries and a bare login form, none of our code)
 * with the app's own Vite configuration and returns its JavaScript's gzip size: the floor under the login
 * route's weight on this stack.
 */
export async function stackFloorGzipBytes(): Promise<number> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lantau-stack-floor-'));
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        rolldownOptions: { input: path.join(webRoot, 'build/stack-floor/entry.tsx') },
      },
    });
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
