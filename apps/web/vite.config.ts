import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './vite-plugins/service-worker.ts';

// The API's port in development; scripts/dev.mjs may pick another one through API_PORT.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), serviceWorker()],
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/trpc': { target: apiTarget, ws: true },
      '/ws': { target: apiTarget, ws: true },
      '/photos': { target: apiTarget },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The framework changes far less often than the app: its own chunk stays cached across
        // releases. Only libraries every screen needs belong here: a group pulls all it matches
        // into the first load, so wider groups (all of Mantine, all of node_modules) would drag
        // the lazy screens' libraries in with it.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
