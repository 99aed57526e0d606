/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server the dev server forwards to; override to point at another instance.
const backend = process.env.LANTAU_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Only the lazily loaded chart needs it: its own chunk keeps it out of the first load.
            { name: 'charts', test: /node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
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
});
