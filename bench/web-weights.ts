import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkReport } from '../apps/web/build/chunk-report';
import { chunkReportFile } from '../apps/web/build/chunk-report';

/** The pages the benchmark weighs and audits, with the source modules their first screen runs. */
export const benchRoutes = {
  login: ['apps/web/src/features/auth/login-page.tsx'],
  landing: ['apps/web/src/features/landing/landing-page.tsx'],
  home: [
    'apps/web/src/app/shell/shell-layout.tsx',
    'apps/web/src/features/home/home-page.tsx',
    'apps/web/src/app/session-life/session-life.tsx',
  ],
  quote: [
    'apps/web/src/app/shell/shell-layout.tsx',
    'apps/web/src/features/market/market-page.tsx',
    'apps/web/src/app/session-life/session-life.tsx',
  ],
} as const;

export type BenchRoute = keyof typeof benchRoutes;

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

export interface RouteWeight {
  js: Weight;
  css: Weight;
}

export function readChunkReport(webDist: string): Record<string, ChunkReport> {
  return JSON.parse(readFileSync(path.join(webDist, chunkReportFile), 'utf8')) as Record<string, ChunkReport>;
}

/** The chunk a source module was bundled into. */
export function chunkOf(report: Record<string, ChunkReport>, module: string): string {
  const found = Object.entries(report).find(([, chunk]) => chunk.modules.includes(module));
  if (!found) throw new Error(`No chunk holds ${module}: was the module renamed?`);
  return found[0];
}

/** The chunks and CSS files the browser fetches to run the entry and the given modules (static imports only). */
export function filesFor(report: Record<string, ChunkReport>, modules: readonly string[]) {
  const entry = Object.entries(report).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The chunk report has no entry chunk');
  const js = new Set<string>();
  const visit = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    report[file]?.imports.forEach(visit);
  };
  [entry, ...modules.map((module) => chunkOf(report, module))].forEach(visit);
  const css = new Set([...js].flatMap((file) => report[file]?.css ?? []));
  return { js: [...js], css: [...css] };
}

function weigh(webDist: string, files: string[]): Weight {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(webDist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

export function routeWeight(webDist: string, route: BenchRoute): RouteWeight {
  const files = filesFor(readChunkReport(webDist), benchRoutes[route]);
  return { js: weigh(webDist, files.js), css: weigh(webDist, files.css) };
}
