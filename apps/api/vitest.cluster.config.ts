import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:cluster` (scripts/test-cluster.mjs): built instances behind HAProxy on PostgreSQL,
// outside `npm test` — they need the built server, a PostgreSQL server and HAProxy.
export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^@pos\/contracts\/(.*)$/,
        replacement: path.resolve(import.meta.dirname, '../../packages/contracts/src/$1.ts'),
      },
    ],
  },
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
