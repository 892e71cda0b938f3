import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Tests read the contracts from source, so a stale packages/contracts/dist never hides a change.
const contractsAlias = [
  {
    find: /^@pos\/contracts\/(.*)$/,
    replacement: path.resolve(import.meta.dirname, 'packages/contracts/src/$1.ts'),
  },
];

export default defineConfig({
  resolve: { alias: contractsAlias },
  test: {
    // The JSON report feeds `npm test`'s list of the slowest tests (scripts/slowest-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
    // A worker per core (vitest's default leaves one to itself): the API files wait on their
    // database in the worker's own thread, so on this machine's 2 cores two workers ran the
    // API suite in 259 s where one took 495 s.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias: contractsAlias },
        test: {
          name: 'api',
          root: 'apps/api',
          include: [
            'src/**/*.test.ts',
            'seeds/**/*.test.ts',
            'sql-snapshot/**/*.test.ts',
            'ops/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The files of a worker share one module graph: importing the app once, not once per
          // file, saves about 0.8 s a file. Every file still builds its own app on its own
          // database (test/test-app.ts); nothing a test relies on lives in module state.
          isolate: false,
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/openapi-contract-setup.ts'],
        },
      },
      {
        test: {
          name: 'bridge',
          root: 'packages/print-bridge',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: contractsAlias },
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          // The money property tests run thousands of carts: seconds alone, many more on a
          // loaded 2-core machine; what they check is the arithmetic, not its speed.
          testTimeout: 60_000,
        },
      },
      // Checks of the repository as a whole (package.json, the lock file).
      { test: { name: 'repo', root: 'scripts', include: ['*.test.mjs'], environment: 'node' } },
      {
        // The print bridge from source too: the register's tests print through it.
        resolve: {
          alias: [
            ...contractsAlias,
            {
              find: /^pos-print-bridge\/fake-printer$/,
              replacement: path.resolve(
                import.meta.dirname,
                'packages/print-bridge/src/fake-printer.ts',
              ),
            },
            {
              find: /^pos-print-bridge$/,
              replacement: path.resolve(import.meta.dirname, 'packages/print-bridge/src/bridge.ts'),
            },
          ],
        },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/i18n-setup.ts'],
        },
      },
    ],
  },
});
