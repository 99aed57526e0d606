import type { Plugin } from 'vite';

/** Where the report goes, inside the build's own folder beside Vite's manifest (dot folders are not served). */
export const chunkReportFile = '.vite/chunks.json';

/** What one emitted JavaScript chunk holds and loads: enough to weigh a route without a browser. */
export interface ChunkReport {
  /** Source modules bundled into the chunk, relative to the repository (libraries as `node_modules/...`). */
  modules: string[];
  /** Chunks the browser fetches before running this one. */
  imports: string[];
  /** Chunks this one may load later (`import()`). */
  dynamicImports: string[];
  /** CSS files Vite loads with this chunk. */
  css: string[];
  isEntry: boolean;
}

const repositoryRelative = (id: string, root: string) =>
  id.includes('/node_modules/') ? `node_modules/${id.split('/node_modules/').pop()}` : id.replace(root, '');

/**
 * Writes which modules went into which chunk. Chunk names are chosen by the bundler and change as code moves,
 * so the benchmark and the browser tests find "the chunk holding the market stream" by its modules.
 */
export function chunkReport(repositoryRoot: string): Plugin {
  const root = repositoryRoot.endsWith('/') ? repositoryRoot : `${repositoryRoot}/`;
  return {
    name: 'lantau-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, ChunkReport> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = {
          modules: Object.keys(output.modules)
            .filter((id) => !id.startsWith('\0'))
            .map((id) => repositoryRelative(id, root)),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          isEntry: output.isEntry,
        };
      }
      this.emitFile({ type: 'asset', fileName: chunkReportFile, source: JSON.stringify(report, null, 1) });
    },
  };
}
