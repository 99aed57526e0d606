/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkReport } from './build/chunk-report';
import { mantineComponentStyles } from './build/mantine-component-styles';
import { precompress } from './build/precompress';
import { sessionChunks, sessionLibraryChunks } from './build/session-chunks';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

// React Router's package sends every bundler to its development build, which keeps its development warnings
// (unused code for users); a production build takes the production build beside it.
const reactRouterBuilds = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterBuilds, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterBuilds, 'production/dom-export.mjs') },
];

// The API server the dev server forwards to; override to point at another instance.
const backend = process.env.LANTAU_API_URL ?? 'http://127.0.0.1:8080';

/**
 * Chunks index.html loads on every page, before any script runs (the entry's own imports, the groups below): a
 * lazily loaded chunk's list of files to preload need not name them. Each dynamic import in the first download
 * carried that list: a few hundred bytes of the login page's download spent on files already there.
 */
const loadedByEveryPage = /^assets\/(rolldown-runtime|react|query|mantine-base|app-core)-[\w-]{8}\.(js|css)$/;

/** The Mantine components the login route draws (see the chunk report of a build). */
const loginMantineComponents = [
  'Anchor',
  'Box',
  'Container',
  'Skeleton',
  'Stack',
  'UnstyledButton',
  'Button',
  'Input',
  'InputBase',
  'TextInput',
  'PasswordInput',
  'Checkbox',
  'InlineInput',
  'ActionIcon',
  'CloseButton',
  'Loader',
  'Image',
  'Paper',
  'NativeSelect',
  'Group',
  'Text',
  'Title',
  'ComboboxChevron',
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's prerender of the public pages (`build:prerender`, src/app/prerender/) is a Node module in a folder
  // of its own: no stylesheets, chunk report or compressed copies, none of it served to the browser.
  plugins: isSsrBuild
    ? [react()]
    : [react(), mantineComponentStyles(), chunkReport(repositoryRoot), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  base: '/',
  // The server gives each page a fresh nonce in place of this (apps/server/src/platform/http/web-app.ts): its script and
  // stylesheet tags and the csp-nonce meta, which the app reads for the style elements Mantine adds.
  html: { cspNonce: 'LANTAU_CSP_NONCE' },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    // Every browser the portal supports preloads modules itself: the polyfill was dead weight in the entry.
    modulePreload: {
      polyfill: false,
      // (index.html's own preload links stay: they are how those chunks come.)
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !loadedByEveryPage.test(dep)) : deps,
    },
    // The text packs are fetched as JSON files (shared/i18n/resources.ts): never inlined into the script as data.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    emptyOutDir: true,
    rolldownOptions: {
      // zod's builders make new schemas and touch nothing else: a schema nothing reads is dropped with its module's
      // other exports (the contract's enumerations sit beside their schemas, and the login page reads only them).
      treeshake: {
        manualPureFunctions: [
          'z',
          'defineCall',
          'commaListQuery',
          'namingInput',
          'marketInput',
          'staffStepsOn',
        ],
      },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              // Only libraries every page needs get a chunk of their own (they change less often than our code, so
              // it stays cached across releases). Any other library goes with the lazily loaded routes that use it:
              // a group for, say, all of Mantine would put every screen's components into the login page's download.
              groups: [
                // Sets zod's global config before zod loads (see the module): a chunk of its own, which the entry
                // imports first, so it runs before the chunk that holds zod. Inlined into the entry, it ran after.
                { name: 'zod-config', test: /apps[\\/]web[\\/]src[\\/]app[\\/]zod-config\.ts$/ },
                // zod and the contract's schemas load with the first API call's answer (shared/api/lazy-call.ts), never
                // with the first download: zod as one chunk of its own, cached across releases like the libraries below.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                // Every page asks for data through TanStack Query: one chunk, rather than pieces split off as more
                // routes come to share them (useQueries, for pages that read several accounts at once, stays with them).
                {
                  name: 'query',
                  test: (id) =>
                    /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id) &&
                    !/(useQueries|queriesObserver)\.js$/.test(id),
                },
                // The few Mantine parts the login page draws, with the core they share, as one chunk: split as each new
                // route happens to share them, they came in a dozen small chunks, each compressed on its own (larger).
                // Only these: the rest of Mantine stays with the lazily loaded routes that use it. The components' own
                // modules and Mantine's core are named; the hooks and helpers they import come with them (a group takes
                // its modules' imports): naming every hook took the ones other screens use (drag, collapse, pagination)
                // into the login page's download, 7 KB gzip'd.
                {
                  name: 'mantine-base',
                  test: new RegExp(
                    String.raw`node_modules[\/]@mantine[\/]core[\/]esm[\/](core[\/]|(components|utils)[\/](?:\w+[\/])*(` +
                      loginMantineComponents.join('|') +
                      String.raw`)[\/]\3\.mjs$)`,
                  ),
                },
                // The app's own plumbing every route uses (API client, session, storage, texts, the skip link): one
                // chunk for the same reason, now that the back office shares it with the client's pages.
                {
                  name: 'app-core',
                  // (Not the text packs under i18n/locales: each language and namespace stays a chunk of its own.)
                  // The small pieces every page's frame uses (paths, icons, the language select, the theme toggle, the
                  // page title, the broker's identity, the encrypted query and the contract parts they read) came as
                  // chunks of a few hundred bytes each once lazy routes shared them, each compressed on its own and
                  // fetched on its own: they join it too.
                  test: new RegExp(
                    [
                      // (Not the call definitions the public pages load beside their first call: they hold zod.)
                      String.raw`apps[\/]web[\/]src[\/]shared[\/]((api[\/](?!public-call-definitions)|session[\/]|storage[\/])|i18n[\/][\w-]+\.ts$)`,
                      String.raw`skip-link`,
                      String.raw`apps[\/]web[\/]src[\/]shared[\/](url[\/](paths|encrypted-query|use-encrypted-query)|socket[\/]socket-registry)\.ts$`,
                      String.raw`apps[\/]web[\/]src[\/]shared[\/]ui[\/](icons|language-select|theme-toggle|use-document-title)\.tsx?$`,
                      String.raw`apps[\/]web[\/]src[\/]features[\/]brokers[\/](broker-brand-link|broker-identity)\.tsx$`,
                      // (Not auth-errors: what a failed step says loads with the step, or when it fails.)
                      String.raw`apps[\/]web[\/]src[\/]features[\/]auth[\/]otp-prefix-store\.ts$`,
                    ].join('|'),
                  ),
                },
                // The definitions of the public pages' calls, with the contract modules they import, as one chunk
                // beside zod (rather than a handful of small ones, each fetched on its own). After app-core, which keeps
                // the plain contract modules the first download runs (request headers, limits).
                {
                  name: 'public-calls',
                  test: /apps[\\/]web[\\/]src[\\/]shared[\\/]api[\\/]public-call-definitions\.ts$/,
                },
                // Only the lazily loaded chart needs it: its own chunk keeps it out of the first load.
                { name: 'charts', test: /node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/ },
                // The logged-in shell and its first pages in a few chunks rather than seventy (see the module).
                sessionChunks(fileURLToPath(new URL('src', import.meta.url))),
                ...sessionLibraryChunks,
              ],
            },
          },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/market-api': backend,
      '/report-api': backend,
      '/static': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
}));
