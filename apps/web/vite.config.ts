import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The API listens on 3000 in development; the built app is served by the API itself.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // `source` makes @pos/contracts resolve to its TypeScript sources: no build step for the web.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Recharts alone is ~130 KB gzipped; it lives in the lazily loaded dashboard chunk.
    chunkSizeWarningLimit: 700,
  },
});
