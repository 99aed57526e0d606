import { defineConfig } from 'vitest/config';

// Four projects: fast unit tests (pure rules and components), integration tests that start the real server on
// a real database, and cluster tests against several real server processes. `npm test` runs them in that order.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit-web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Every migration applied once per run; each file's server starts on a copy (CONTRIBUTING.md).
          globalSetup: ['apps/server/test/support/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at once (`--maxWorkers=2` in `npm run test:integration`): each has its own database and
          // server, and a file spends much of its time waiting on the disk's flushes and its sockets, so two
          // share the two cores of the CI machine (session 37: all 106 files green at 2, load 7 to 11).
          fileParallelism: true,
        },
      },
      {
        // The cluster topology (npm run cluster: PostgreSQL, Redis, three nodes, HAProxy) in real processes,
        // one per test file (test-cluster/support/use-cluster.ts); `npm run test:cluster`.
        test: {
          name: 'cluster',
          include: ['apps/server/test-cluster/**/*.cluster.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
