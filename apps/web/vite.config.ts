import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { MEDIA } from './src/lib/layout.ts';
import { customMedia } from './vite-plugins/custom-media.ts';
import { earlyAnswers } from './vite-plugins/early-answers.ts';
import { serviceWorker } from './vite-plugins/service-worker.ts';
import { stylesheetOrder } from './vite-plugins/stylesheet-order.ts';

// The API's port in development; scripts/dev.mjs may pick another one through API_PORT.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  // The early script goes first: the worker's list of files must include it.
  plugins: [react(), earlyAnswers(), stylesheetOrder(), serviceWorker()],
  // `@media (--mobile)` in the style sheets: the breakpoints of src/lib/layout.ts.
  css: { postcss: { plugins: [customMedia(MEDIA)] } },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/trpc': { target: apiTarget, ws: true },
      '/ws': { target: apiTarget, ws: true },
      '/photos': { target: apiTarget },
      '/link-previews': { target: apiTarget },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Two chunks for the first load. The framework changes far less often than the app: its
        // own chunk stays cached across releases; only libraries every screen needs belong there
        // (a group pulls all it matches into the first load). Everything else the entry reaches
        // statically goes into one chunk: left to itself the bundler splits off each module the
        // first load shares with a lazy screen into a file of its own, a dozen small files, and
        // over HTTP/1.1 a browser fetches six at a time, so the rest (and the early script's
        // query, src/early) queue behind them. The lazy screens import what they share from it.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc)[\\/]/,
            },
            // Mantine's first-screen styles as a stylesheet of their own, linked before the
            // app's: Mantine's full sheet goes in between them later (src/styles/all-styles.ts).
            { name: 'first-screen', test: /[\\/]src[\\/]styles[\\/]first-screen\.ts$/, priority: 3 },
            { name: 'start', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
