import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';

// The API listens on 3000 in development; the built app is served by the API itself.
const api = 'http://localhost:3000';

/**
 * Paths the service worker never answers with the app's page: the API (its docs included), the
 * health checks and metrics, uploads and the manifest, which the server answers itself, and any file.
 */
const SERVER_PATHS = [/^\/(api|uploads|healthz|readyz|metrics)(\/|$)/, /\/[^/]+\.[^/]+$/];

export default defineConfig({
  plugins: [
    react(),
    // A service worker that keeps the app's own files, so that after one visit the app opens
    // with no network (ARCHITECTURE, "The web app's shell"). It caches no API answer: the
    // register keeps its own data.
    VitePWA({
      // 'prompt': a new build waits until the user reloads (src/lib/app-update.ts); the
      // register holds the prompt back while a cart is open.
      registerType: 'prompt',
      // Registered by src/lib/app-update.ts after the page has loaded, not by index.html.
      injectRegister: false,
      // The API serves the manifest, named after the platform (GET /manifest.webmanifest).
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: SERVER_PATHS,
        runtimeCaching: [],
        // The first visit's page is kept offline at once, not from its next load on.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // One file: nothing else to keep fresh than sw.js (served no-cache, apps/api/src/app.ts).
        inlineWorkboxRuntime: true,
        // The dashboard's chunk with Recharts is the largest; anything bigger would be a mistake.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
    // After the service worker is written, so that sw.js gets its compressed copies too.
    precompress(),
  ],
  resolve: {
    // `source` makes @pos/contracts resolve to its TypeScript sources: no build step for the web.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': api,
      '/healthz': api,
      '/readyz': api,
      '/manifest.webmanifest': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Recharts alone is ~130 KB gzipped; it lives in the lazily loaded dashboard chunk.
    chunkSizeWarningLimit: 700,
  },
});
