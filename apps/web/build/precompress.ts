import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    // Vite's manifest and our chunk report are for tools, never served.
    if (entry.isDirectory() && entry.name !== '.vite') yield* filesUnder(full);
    else if (entry.isFile() && compressible.test(entry.name)) yield full;
  }
}

/** Writes `.br` and `.gz` beside a file, each only when it is smaller than the file itself. */
async function compressBeside(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Compresses the built web app once, at the highest levels (too slow to do per request), so the server only
 * picks the file the browser's Accept-Encoding allows (@fastify/static's `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lantau-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) files.push(file);
      await Promise.all(files.map(compressBeside));
    },
  };
}
